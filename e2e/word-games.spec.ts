import type { Page } from 'playwright-core';
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
/** Longer than the server's floor for finding a word (a reaction and a keystroke's time a letter, human.ts). */
const LOOK_MS = 700;
const DIRECTIONS = [-1, 0, 1].flatMap((rows) => [-1, 0, 1].map((cols) => [rows, cols] as const)).slice();

/** The grid as the page shows it: each cell's letter by its `row:column`. */
async function readGrid(page: Page): Promise<string[][]> {
  const cells = await page
    .getByTestId('letter-grid')
    .locator('[data-cell]')
    .evaluateAll((buttons) =>
      buttons.map((button) => [button.getAttribute('data-cell') ?? '', button.textContent ?? '']),
    );
  const grid: string[][] = [];
  for (const [id, letter] of cells) {
    const [row, col] = (id ?? '').split(':').map(Number);
    grid[row ?? 0] ??= [];
    (grid[row ?? 0] as string[])[col ?? 0] = letter ?? '';
  }
  return grid;
}

/** Where a word lies in the grid, as a person would look for it: every start, every direction. */
function locate(grid: string[][], word: string): { from: string; to: string } {
  const letters = [...word];
  for (let row = 0; row < grid.length; row++) {
    for (let col = 0; col < grid.length; col++) {
      for (const [dr, dc] of DIRECTIONS) {
        if (dr === 0 && dc === 0) continue;
        if (letters.every((letter, i) => grid[row + dr * i]?.[col + dc * i] === letter)) {
          const last = letters.length - 1;
          return { from: `${row}:${col}`, to: `${row + dr * last}:${col + dc * last}` };
        }
      }
    }
  }
  throw new Error(`${word} is not in the grid`);
}

/** Presses the mouse on one letter, moves across the grid to another and lets go. */
async function drag(page: Page, from: string, to: string): Promise<void> {
  const start = await page.locator(`[data-cell="${from}"]`).boundingBox();
  const end = await page.locator(`[data-cell="${to}"]`).boundingBox();
  if (!start || !end) throw new Error('a letter is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

describe('the word games and speed reading of reading', () => {
  const browser = sharedBrowser();

  it('lets a reader find every word of a word search with the mouse, pays its likes and keeps the round in the statistics', async () => {
    const [reading, wordSearch] = await Promise.all([subjectById(READING), trainerByComponent('wordSearch')]);
    const page = await newPage(browser());
    await readsRequiredNews(page);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    const before = await likesBalance(page);

    await page.goto('/student/trainers');
    await page.getByRole('link', { name: wordSearch.title['ru-RU'], exact: true }).click();
    await waitForPath(page, `/trainers/${wordSearch.id}`);
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();

    await page.getByTestId('letter-grid').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    const words = await page
      .getByRole('list', { name: ru.trainers.words.toFind })
      .getByRole('listitem')
      .allTextContents();
    const grid = await readGrid(page);
    expect(words).toHaveLength(6);
    for (const [found, word] of words.entries()) {
      await page.getByText(`${found} / ${words.length}`, { exact: true }).waitFor();
      await page.waitForTimeout(LOOK_MS);
      const { from, to } = locate(grid, word.trim());
      await drag(page, from, to);
    }

    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    await page
      .getByText(fill(ru.trainers.words.resultFound, { count: words.length, total: words.length }), { exact: true })
      .waitFor();
    const likes = await likesEarnedOnResult(page);
    expect(likes).toBeGreaterThan(0);
    await page.getByRole('button', { name: ru.trainers.shell.toList }).click();
    await waitForPath(page, '/student/trainers');
    await expect.poll(() => likesBalance(page)).toBe(before + likes);

    expect(await roundsInProfile(page, wordSearch)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('lets an admin add a word to a list, find it, and take it out again', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('link', { name: ru.adminWords.nav }).click();
    await waitForPath(page, '/admin/words');
    await page.getByRole('button', { name: fill(ru.adminWords.delete, { word: 'АБРИКОС' }) }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page.getByLabel(ru.adminWords.newWord).fill('пирожное');
    await page.getByRole('button', { name: ru.adminWords.add }).click();
    await page.getByLabel(ru.adminWords.search).fill('ПИРОЖН');
    const remove = page.getByRole('button', { name: fill(ru.adminWords.delete, { word: 'ПИРОЖНОЕ' }) });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: ru.adminWords.deleteConfirm }).click();
    await page.getByText(ru.adminWords.notFoundTitle).waitFor();
  }, 60_000);

  it('lets a reader read a text flashed word by word and answer its questions with the keyboard', async () => {
    const [reading, speedReading] = await Promise.all([subjectById(READING), trainerByComponent('speedReading')]);
    const page = await newPage(browser());
    await readsRequiredNews(page);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    await page.goto(`/trainers/${speedReading.id}`);
    // The fastest pace the form allows, so that the level's short text is flashed within seconds.
    await typeSetting(page, ru.trainers.settings.speedReading.wpm, 800);
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();

    await page.getByRole('button', { name: ru.trainers.speedReading.go }).click();
    await page.getByTestId('rsvp-word').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    const questions = page.getByTestId('reading-question');
    await questions.waitFor({ timeout: 30_000 });
    expect(await blockingA11yViolations(page)).toEqual([]);
    for (let asked = 0; asked < 3; asked++) {
      await page.getByText(`${asked + 1} / 3`, { exact: true }).waitFor();
      await questions.waitFor();
      await page.waitForTimeout(LOOK_MS);
      await page.keyboard.press('1');
    }

    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    await page.getByTestId('speed-reading-result').waitFor();
  }, 120_000);
});
