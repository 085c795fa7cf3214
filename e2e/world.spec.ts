import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { solveMentalTask } from '@umka/games';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { publishMentalTest } from './support/admin-api.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { logInTo, notice, readsRequiredNews, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import { answerWithKeyboard } from './support/trainers.ts';
import { settleIn } from './support/world.ts';

/** Twenty right answers of a mental test pay its most: 5 likes, what the shop asks to open and the jacket costs. */
const EXAMPLES = Array.from({ length: 20 }, (_, index) => `${index + 2} + ${(index % 7) + 1}`);
const THINKING_MS = 1500;
const JACKET = { title: 'Куртка', picture: '/art/clothes/jacket.svg', price: 5 } as const;

const header = (page: Page) => page.getByTestId('student-header');
const likesBalance = async (page: Page) => Number(await header(page).getByTestId('likes-balance').textContent());
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);

/** Plays a published mental test from the trainers list to its result screen, every answer right. */
async function takeMentalTest(page: Page, title: string): Promise<void> {
  await page.goto('/student/trainers');
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('button', { name: ru.trainers.shell.start }).press('Enter');
  for (const [index] of EXAMPLES.entries()) {
    await page.getByText(`${index + 1} / ${EXAMPLES.length}`, { exact: true }).waitFor();
    await page.getByTestId('typed-answer').filter({ hasText: /^\?$/ }).waitFor();
    const shown = (await page.getByTestId('mental-test-task').textContent()) ?? '';
    const solution = solveMentalTask(shown.replace('= ?', ''));
    if (!solution.ok) throw new Error(`cannot read the task "${shown}"`);
    await page.waitForTimeout(THINKING_MS);
    await answerWithKeyboard(page, solution.answer);
  }
  await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
}

/** The layers the character figure draws, as picture paths (the body first). */
async function figureLayers(page: Page, label: RegExp): Promise<string[]> {
  const figure = page.getByRole('img', { name: label }).first();
  await figure.waitFor();
  return figure
    .locator('img')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
}

describe('student world', () => {
  const browser = sharedBrowser();

  it('takes a new student from choosing a character and a profession to wearing a jacket bought with earned likes', async () => {
    const testTitle = `Разминка ${randomUUID().slice(0, 6)}`;
    await publishMentalTest(testTitle, EXAMPLES);

    const page = await newPage(browser());
    const newcomer = await registerStudent(page);
    await logInTo(page, newcomer.email, newcomer.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();

    // Spec §2: a mathematics student with no character chooses one first, then a profession.
    await waitForPath(page, '/student/characters');
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/student');
    await waitForPath(page, '/student/characters');
    await settleIn(page, 'Лисёнок', 'Врач');
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/student');
    await waitForPath(page, '/student');
    expect(await likesBalance(page)).toBe(0);

    // The shop is locked until 5 likes are earned: the menu and the shop say how many are still needed.
    await header(page).getByRole('button', { name: ru.student.menu.open }).click();
    const shopEntry = page.getByRole('menuitem', { name: new RegExp(`^${ru.student.menu.shop}`) });
    expect(await shopEntry.isDisabled()).toBe(true);
    expect(await shopEntry.innerText()).toContain(fill(ru.student.menu.locked_many, { count: 5 }));
    await page.keyboard.press('Escape');
    await page.goto('/student/shop');
    await page.getByText(ru.wardrobe.locked.title).waitFor();
    await page.getByText(fill(ru.wardrobe.locked.moreLikes_many, { count: 5 })).waitFor();

    await takeMentalTest(page, testTitle);
    await page.goto('/student/shop');
    await page.getByRole('heading', { level: 1, name: ru.wardrobe.title }).waitFor();
    await expect.poll(() => likesBalance(page)).toBe(JACKET.price);
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page
      .getByRole('link', { name: fill(ru.wardrobe.enterNamed, { title: ru.wardrobe.departments.character.title }) })
      .click();
    await waitForPath(page, '/shop/character');
    const item = page.getByRole('button', { name: fill(ru.wardrobe.clothes.tryOn, { title: JACKET.title }) });
    await item.click();
    // Tried on, not bought: the figure wears it while the balance stays.
    expect(await figureLayers(page, /Лисёнок/)).toContain(JACKET.picture);
    expect(await likesBalance(page)).toBe(JACKET.price);
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page
      .getByRole('article', { name: JACKET.title, exact: true })
      .getByRole('button', { name: ru.wardrobe.clothes.buy, exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fill(ru.wardrobe.clothes.confirmTitle, { title: JACKET.title })).waitFor();
    await dialog.getByRole('button', { name: ru.wardrobe.clothes.buy, exact: true }).click();
    await notice(page, fill(ru.wardrobe.clothes.bought, { title: JACKET.title })).waitFor();
    await expect.poll(() => likesBalance(page)).toBe(0);

    // At home the character wears the jacket.
    await page.goto('/student');
    await page.getByText(ru.wardrobe.card.title).waitFor();
    expect(await figureLayers(page, /Лисёнок/)).toContain(JACKET.picture);
  }, 180_000);

  it('shows a piece of clothes an admin has just added in a student’s shop', async () => {
    const title = `Плащ ${randomUUID().slice(0, 6)}`;
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/clothes/create');
    const form = ru.adminClothes.form;
    await admin.getByLabel(form.titleRu).fill(title);
    await admin.getByLabel(form.titleEn).fill(`${title} (en)`);
    await admin.getByLabel(form.titleUk).fill(`${title} (uk)`);
    await admin.getByLabel(form.price).fill('3');
    await admin.getByRole('radio', { name: ru.adminClothes.slots.accessory }).check();
    await admin.getByRole('checkbox', { name: ru.adminClothes.categories.party }).check();
    await admin.getByRole('checkbox', { name: form.allCharacters, exact: true }).check();
    // The picture is uploaded as a file, as an artist's drawing would be.
    const chooser = admin.waitForEvent('filechooser');
    await admin.getByRole('button', { name: fill(ru.upload.chooseFor, { label: form.picture }) }).click();
    await (await chooser).setFiles(resolve(import.meta.dirname, '../web/public/art/clothes/crown.svg'));
    await expect
      .poll(() => admin.getByRole('textbox', { name: form.picture, exact: true }).inputValue())
      .toMatch(/^\/media\//);
    expect(await blockingA11yViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: form.save }).click();
    await waitForPath(admin, '/admin/clothes');
    await notice(admin, form.created).waitFor();

    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await waitForPath(page, '/student');
    await page.goto('/shop/character');
    await page.getByRole('button', { name: fill(ru.wardrobe.clothes.tryOn, { title }) }).waitFor();
  }, 90_000);

  it('lets a student move a thing in their home with the keyboard, and it stays where they left it', async () => {
    const page = await newPage(browser());
    // A required news item another journey published may open over the page: read it as a child would.
    await readsRequiredNews(page);
    await logInTo(page, 'student3@example.com', DEMO.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await waitForPath(page, '/student');
    await page.goto('/student/location');
    const plant = page.getByRole('button', { name: 'Цветок в горшке', exact: true });
    await plant.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    const before = await plant.boundingBox();

    await page.getByRole('button', { name: ru.places.room.arrange }).click();
    await plant.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: ru.places.room.done }).click();

    await page.reload();
    await plant.waitFor();
    const after = await plant.boundingBox();
    if (!before || !after) throw new Error('the plant is not drawn');
    // Five steps of 2% of the room's width to the left.
    expect(after.x).toBeLessThan(before.x - 20);
    expect(Math.abs(after.y - before.y)).toBeLessThan(2);
  }, 60_000);

  it('finds no accessibility problem on the profession, shop and purchases pages', async () => {
    const page = await newPage(browser());
    // A required news item another journey published may open over the page: read it as a child would.
    await readsRequiredNews(page);
    await logInTo(page, 'student4@example.com', DEMO.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await waitForPath(page, '/student');
    for (const path of ['/student/job/select', '/student/job', '/shop/home', '/shop/job', '/student/shop/buys']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('room-loading').waitFor({ state: 'detached' });
      expect(await blockingA11yViolations(page), path).toEqual([]);
    }
  }, 90_000);
});
