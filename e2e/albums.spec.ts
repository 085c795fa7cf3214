import type { AdminPicture } from '@umka/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { albumPictures } from './support/admin-api.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, notice, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const READING = 2;
const FOREST = 'Сказочный лес';
/** The demo's half-assembled picture: pieces 1–5 lie in it, 6, 7 and 9 in Миша's pool, 8 on Даша's lot, 10 nowhere. */
const HALF_DONE = 'Домик гномов';
const DASHA = 'student4@example.com';
/** Даша has in reading only the 3 likes Миша paid her. */
const SALE_PRICE = 2;

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);
const likesBalance = async (page: Page) =>
  Number(await page.getByTestId('student-header').getByTestId('likes-balance').textContent());

function pieceImage(pictures: readonly AdminPicture[], title: string, number: number): string {
  const image = pictures.find((picture) => picture.title['ru-RU'] === title)?.puzzles[number - 1]?.image;
  if (!image) throw new Error(`no piece ${number} of «${title}»`);
  return image;
}

/** A piece among the buttons of this part of the page, told apart by its picture as a child tells it. */
const pieceIn = (scope: Locator, image: string) =>
  scope
    .getByRole('button')
    .filter({ has: scope.page().locator(`img[src="${image}"]`) })
    .first();

/** A drag as a hand makes it: press, move in steps (the board starts a drag after a few pixels), release. */
async function dragOnto(piece: Locator, slot: Locator): Promise<void> {
  const page = piece.page();
  const from = await piece.boundingBox();
  const to = await slot.boundingBox();
  if (!from || !to) throw new Error('the piece or the slot is not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function openTrading(page: Page, tab: 'shop' | 'market'): Promise<void> {
  await page.goto('/student/albums/trading');
  await page.getByRole('tab', { name: ru.albumsTrade.tabs[tab] }).click();
}

async function confirmInDialog(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function logInToReading(page: Page, email: string): Promise<void> {
  const reading = await subjectById(READING);
  await logInTo(page, email, DEMO.password, '/student/subject');
  await pickSubject(page, reading.title['ru-RU']);
}

describe('albums and the market', () => {
  const browser = sharedBrowser();

  it('lets a collector buy a pack and the pieces they lack, drag and place them into a finished picture, and sell a duplicate another student buys', async () => {
    const pictures = await albumPictures(READING, FOREST);
    // A tall window holds the album's four pictures and the pool at once, so a piece can be dragged without scrolling.
    const misha = await newPage(browser(), { reducedMotion: 'reduce', viewport: { width: 1280, height: 3000 } });
    await logInToReading(misha, DEMO.student);
    const startLikes = await likesBalance(misha);

    // The menu leads to the albums; the open album says how far it is.
    await misha.getByTestId('student-header').getByRole('button', { name: ru.student.menu.open }).click();
    await misha.getByRole('menuitem', { name: ru.albums.menu.albums }).click();
    await waitForPath(misha, '/student/albums');
    const openForest = misha.getByRole('link', { name: fill(ru.albums.openAlbum, { title: FOREST }) });
    await openForest.waitFor();

    // Piece 8 is on Даша's lot for 3 likes.
    await openTrading(misha, 'market');
    await misha
      .getByRole('button', { name: /^Купить лот ученика .* за 3 лайков$/ })
      .first()
      .click();
    await confirmInDialog(misha, ru.albumsTrade.market.buy);
    await notice(misha, ru.albumsTrade.market.bought).waitFor();
    await expect.poll(() => likesBalance(misha)).toBe(startLikes - 3);

    // A pack of ten random pieces for 8, and piece 10, which nobody sells, chosen for 2.
    await misha.getByRole('tab', { name: ru.albumsTrade.tabs.shop }).click();
    await misha.getByRole('button', { name: fill(ru.albumsTrade.shop.buyPackNamed, { count: 10, price: 8 }) }).click();
    await confirmInDialog(misha, ru.albumsTrade.shop.confirmYes);
    await misha.getByText(fill(ru.albumsTrade.shop.revealTitle_many, { count: 10 })).waitFor();
    await expect.poll(() => likesBalance(misha)).toBe(startLikes - 11);
    await misha.getByRole('button', { name: `«${HALF_DONE}», кусочек № 10` }).click();
    await misha.getByRole('button', { name: fill(ru.albumsTrade.shop.buyChosen_one, { count: 1, price: 2 }) }).click();
    await confirmInDialog(misha, ru.albumsTrade.shop.confirmYes);
    await misha.getByText(fill(ru.albumsTrade.shop.revealTitle_one, { count: 1 })).waitFor();
    await expect.poll(() => likesBalance(misha)).toBe(startLikes - 13);

    // Five pieces into their slots: dragged, clicked, and the last by keyboard (Enter on the piece, then on the slot).
    await misha.goto('/student/albums');
    await openForest.click();
    const pool = misha.getByRole('list', { name: ru.albums.pool.title });
    const board = misha.getByRole('region', { name: HALF_DONE });
    await pool.waitFor();
    const slotLabel = (key: 'empty' | 'piece', number: number) =>
      fill(ru.albums.slot[key], { number, total: 10, title: HALF_DONE, piece: number });
    await dragOnto(
      pieceIn(pool, pieceImage(pictures, HALF_DONE, 6)),
      board.getByRole('button', { name: slotLabel('empty', 6) }),
    );
    await board.getByRole('button', { name: slotLabel('piece', 6) }).waitFor();
    for (const number of [7, 8, 9]) {
      await pieceIn(pool, pieceImage(pictures, HALF_DONE, number)).click();
      await board.getByRole('button', { name: slotLabel('empty', number) }).click();
      await board.getByRole('button', { name: slotLabel('piece', number) }).waitFor();
    }
    await pieceIn(pool, pieceImage(pictures, HALF_DONE, 10)).press('Enter');
    await board.getByRole('button', { name: slotLabel('empty', 10) }).press('Enter');
    await misha.getByText(ru.albums.celebrate.picture).waitFor();
    await board.getByText(ru.albums.assembled).waitFor();

    // A duplicate of «Совиная библиотека» goes on the market: the trader crystal is active in the demo.
    await openTrading(misha, 'market');
    const sellForm = misha.getByRole('region', { name: ru.albumsTrade.sell.title });
    await pieceIn(sellForm, pieceImage(pictures, 'Совиная библиотека', 4)).click();
    await sellForm.getByLabel(ru.albumsTrade.sell.price).fill(String(SALE_PRICE));
    await sellForm.getByRole('button', { name: ru.albumsTrade.sell.submit }).click();
    await notice(misha, ru.albumsTrade.sell.listed).waitFor();
    await misha.getByText(ru.albumsTrade.market.ownLot).first().waitFor();
    const beforeSale = await likesBalance(misha);

    // Даша buys it; her likes go down by the price and Миша's up by it.
    const dasha = await newPage(browser(), { reducedMotion: 'reduce' });
    await logInToReading(dasha, DASHA);
    const dashaLikes = await likesBalance(dasha);
    await openTrading(dasha, 'market');
    await dasha.getByRole('button', { name: new RegExp(`^Купить лот ученика .* за ${SALE_PRICE} лайков$`) }).click();
    await confirmInDialog(dasha, ru.albumsTrade.market.buy);
    await notice(dasha, ru.albumsTrade.market.bought).waitFor();
    await expect.poll(() => likesBalance(dasha)).toBe(dashaLikes - SALE_PRICE);

    // The open market page hears the sale: the lot leaves Миша's list, and his balance shows the income.
    await misha.getByText(ru.albumsTrade.market.ownLot).waitFor({ state: 'hidden' });
    await misha.reload();
    await expect.poll(() => likesBalance(misha)).toBe(beforeSale + SALE_PRICE);
  });
});
