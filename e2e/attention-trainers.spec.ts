import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { fill } from './support/classes.ts';
import { logInTo, pickSubject, readsRequiredNews, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import {
  likesBalance,
  likesEarnedOnResult,
  roundsInProfile,
  trainerByComponent,
  typeSetting,
} from './support/trainers.ts';

const READING = 2;
/** Longer than the server's floor for finding a cell or naming an ink (a reaction, packages/games human.ts). */
const LOOK_MS = 400;
/** Stroop colours in the order of the answer buttons and their number keys (packages/games stroop.ts). */
const STROOP_COLOURS = ['red', 'blue', 'green', 'orange', 'purple', 'black'];
const CARDS = 10;

describe('the attention trainers of reading', () => {
  const browser = sharedBrowser();

  it('lets a reader find the numbers of a 3 × 3 table in order with the mouse, pays its likes and keeps the round in the statistics', async () => {
    const [reading, schulte] = await Promise.all([subjectById(READING), trainerByComponent('schulte')]);
    const page = await newPage(browser());
    await readsRequiredNews(page);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    const before = await likesBalance(page);

    await page.goto('/student/trainers');
    await page.getByRole('link', { name: schulte.title['ru-RU'], exact: true }).click();
    await waitForPath(page, `/trainers/${schulte.id}`);
    await typeSetting(page, ru.trainers.settings.schulte.size, 3);
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();

    const table = page.getByRole('table', { name: ru.trainers.schulte.table.replaceAll('{{size}}', '3') });
    await table.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    for (let n = 1; n <= 9; n++) {
      await page.getByTestId('schulte-target').getByText(String(n), { exact: true }).waitFor();
      await page.waitForTimeout(LOOK_MS);
      await table.getByRole('button', { name: String(n), exact: true }).click();
    }

    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    await page.getByTestId('schulte-result').waitFor();
    const likes = await likesEarnedOnResult(page);
    expect(likes).toBeGreaterThan(0);
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: ru.trainers.shell.toList }).click();
    await waitForPath(page, '/student/trainers');
    await expect.poll(() => likesBalance(page)).toBe(before + likes);

    expect(await roundsInProfile(page, schulte)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('lets a reader name the inks of a Stroop round with the number keys', async () => {
    const [reading, stroop] = await Promise.all([subjectById(READING), trainerByComponent('stroop')]);
    const page = await newPage(browser());
    await readsRequiredNews(page);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    await page.goto(`/trainers/${stroop.id}`);
    await typeSetting(page, ru.trainers.settings.stroop.count, CARDS);
    await page.getByRole('button', { name: ru.trainers.shell.start }).press('Enter');

    for (let card = 1; card <= CARDS; card++) {
      // The shell shows the next card once the last one's feedback is gone.
      await page.getByText(`${card} / ${CARDS}`, { exact: true }).waitFor();
      if (card === 1) expect(await blockingA11yViolations(page)).toEqual([]);
      const ink = await page.getByTestId('stroop-card').getAttribute('data-ink');
      await page.waitForTimeout(LOOK_MS);
      await page.keyboard.press(String(STROOP_COLOURS.indexOf(ink ?? '') + 1));
    }

    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    await page
      .getByText(fill(ru.trainers.shell.correctOf, { correct: CARDS, total: CARDS }), { exact: true })
      .waitFor();
    expect(await likesEarnedOnResult(page)).toBeGreaterThan(0);
  }, 120_000);
});
