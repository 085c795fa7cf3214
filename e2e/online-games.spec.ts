import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject, readsRequiredNews } from './support/people.ts';
import { ru } from './support/texts.ts';

const MATH = 1;
const DASHA = 'student4@example.com';
/** The three bots' names (§9), as a Russian room shows them. */
const BOT_NAME = /Робик|Кнопка|Пиксель/;
/** A quick game waits 15 s for a person before a bot sits down; a little more for the page to hear of it. */
const BOT_WAIT_MS = 25_000;
const column = (n: number) => ru.online.connect4.column.replace('{{number}}', String(n));

/** A demo student in math, on the online games page. */
async function studentAtOnline(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await readsRequiredNews(page);
  await logInTo(page, email, DEMO.password, '/student/subject');
  await pickSubject(page, (await subjectById(MATH)).title['ru-RU']);
  await page.goto('/student/online');
  await page.getByRole('heading', { level: 1, name: ru.online.list.title }).waitFor();
  return page;
}

/** The card of one game on /student/online. */
const gameCard = (page: Page, name: string) => page.getByTestId('online-game-card').filter({ hasText: name });

/** Drops a disc in a column (numbered from 1, as the board names them) once it is this player's turn. */
async function drop(page: Page, n: number): Promise<void> {
  await page.getByText(ru.online.game.yourTurn).waitFor();
  await page.getByRole('button', { name: column(n), exact: true }).click();
}

describe('online games', () => {
  const browser = sharedBrowser();

  // Даша invites and wins, so Миша's likes stay as the demo documents them for the journeys that read them.
  it('lets one student invite another, both play connect four to a win, and the rating shows it', async () => {
    const dasha = await studentAtOnline(browser(), DASHA);
    const misha = await studentAtOnline(browser(), DEMO.student);

    await gameCard(dasha, ru.online.names.connect4).getByRole('button', { name: ru.online.actions.invite }).click();
    await dasha.getByRole('button', { name: ru.online.invite.open }).click();
    const whom = dasha.getByRole('dialog', { name: ru.online.invite.title });
    await whom.getByRole('checkbox', { name: /Миша/ }).check();
    await whom.getByRole('button', { name: ru.online.invite.send }).click();

    // The invitation pops up on Миша's page and takes him into the room.
    const banner = misha.getByRole('alert', { name: ru.online.invites.banner });
    await banner.getByText(ru.online.names.connect4, { exact: false }).waitFor();
    await banner
      .getByRole('button', { name: ru.online.invites.play })
      .or(banner.getByRole('link', { name: ru.online.invites.play }))
      .click();
    await misha.getByRole('button', { name: ru.online.room.setReady, exact: true }).click();
    await dasha.getByRole('button', { name: ru.online.room.setReady, exact: true }).click();

    // Даша opened the room and moves first: four in column 1 while Миша fills column 2.
    for (let i = 0; i < 4; i++) {
      await drop(dasha, 1);
      if (i < 3) await drop(misha, 2);
    }
    await dasha.getByText(ru.online.result.headline.won).waitFor();
    await misha.getByText(ru.online.result.headline.lost).waitFor();

    await dasha.goto('/student/profile/rating/online');
    // Two wins in the demo, and this one.
    const row = dasha.getByRole('row').filter({ hasText: 'Даша' });
    await expect.poll(async () => (await row.first().textContent()) ?? '').toMatch(/\b3\b/);
  });

  it('gives a student alone a bot in a quick game, and a rematch when she asks', async () => {
    const dasha = await studentAtOnline(browser(), DASHA);
    await gameCard(dasha, ru.online.names.connect4).getByRole('button', { name: ru.online.actions.quick }).click();
    await dasha.getByText(ru.online.room.searching).waitFor();
    await dasha.getByText(BOT_NAME).first().waitFor({ timeout: BOT_WAIT_MS });

    // Dasha drops into the first open column on each of her turns until the game ends.
    const rematch = dasha.getByRole('button', { name: ru.online.result.rematch });
    const open = dasha.getByRole('button', { name: /^Столбец \d$/ });
    for (let turns = 0; turns < 21; turns++) {
      await dasha.getByText(ru.online.game.yourTurn).or(rematch).first().waitFor({ timeout: 15_000 });
      if (await rematch.isVisible()) break;
      await open.first().click();
      await dasha
        .getByText(ru.online.game.yourTurn)
        .waitFor({ state: 'hidden' })
        .catch(() => undefined);
    }
    await rematch.click();
    await dasha.getByText(ru.online.room.starting).or(dasha.getByTestId('connect-four-board')).first().waitFor();
  });
});
