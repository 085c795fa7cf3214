import type { Trainer } from '@umka/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice, pickSubject, readsRequiredNews, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import {
  answerWithKeyboard,
  fetchTrainers,
  likesEarnedOnResult,
  recordFlashedNumbers,
  solveLinear,
  takeFlashedNumbers,
  trainerByComponent,
  typeSetting,
  waitForTask,
} from './support/trainers.ts';

const MATH = 1;
const MENTAL_ARITHMETIC = 3;

/**
 * A student of the demo class whom no other journey logs in as, so the likes this journey earns
 * change nobody else's expected balance.
 */
const PLAYER = { email: 'student5@example.com', name: 'Саша Волков' } as const;

/** Tasks per round: the seeded likes rule pays nothing below five right answers. */
const TASKS = 5;
const FLASHED_PER_TASK = 2;
/**
 * The server refuses an answer typed faster than a person could read and type it (packages/games
 * human.ts floors and each rule's minAnswerMs), so the player thinks this long before typing.
 */
const THINKING_MS = 1500;

const header = (page: Page) => page.getByTestId('student-header');
const likesBalance = async (page: Page) => Number(await header(page).getByTestId('likes-balance').textContent());
const correctOf = (correct: number, total: number) =>
  ru.trainers.shell.correctOf.replace('{{correct}}', String(correct)).replace('{{total}}', String(total));

/** From the trainers list to the trainer's start screen, with the keyboard. */
async function openFromList(page: Page, trainer: Trainer): Promise<void> {
  await page.goto('/student/trainers');
  await page.getByRole('link', { name: trainer.title['ru-RU'], exact: true }).press('Enter');
  await waitForPath(page, `/trainers/${trainer.id}`);
}

/** The student's own character meets an all-right round: happy, or proud when it is a new best. */
const cheering = new RegExp(
  [ru.trainers.shell.mood.happy, ru.trainers.shell.mood.proud]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

/** After the last answer: the result screen, all right; returns the likes it says were earned. */
async function finishRound(page: Page): Promise<number> {
  await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
  await page.getByText(correctOf(TASKS, TASKS), { exact: true }).waitFor();
  await page.getByRole('img', { name: / в образе$/ }).waitFor();
  await page.getByText(cheering).waitFor();
  const likes = await likesEarnedOnResult(page);
  await page.getByRole('button', { name: ru.trainers.shell.toList }).press('Enter');
  await waitForPath(page, '/student/trainers');
  return likes;
}

async function playFlashAnzan(page: Page): Promise<number> {
  const labels = ru.trainers.settings.flashAnzan;
  await typeSetting(page, labels.digits, 1);
  await typeSetting(page, labels.count, FLASHED_PER_TASK);
  await typeSetting(page, labels.speedMs, 1000);
  await typeSetting(page, labels.problems, TASKS);
  await recordFlashedNumbers(page);
  await page.getByRole('button', { name: ru.trainers.shell.start }).press('Enter');
  for (let task = 1; task <= TASKS; task++) {
    await waitForTask(page, task, TASKS);
    await page.getByText(ru.trainers.flashAnzan.sumPrompt).waitFor();
    const numbers = await takeFlashedNumbers(page);
    expect(numbers).toHaveLength(FLASHED_PER_TASK);
    await page.waitForTimeout(THINKING_MS);
    await answerWithKeyboard(
      page,
      numbers.reduce((sum, n) => sum + n, 0),
    );
  }
  return finishRound(page);
}

async function playEquations(page: Page): Promise<number> {
  await typeSetting(page, ru.trainers.settings.equations.count, TASKS);
  await page.getByRole('button', { name: ru.trainers.shell.start }).press('Enter');
  for (let task = 1; task <= TASKS; task++) {
    await waitForTask(page, task, TASKS);
    const equation = (await page.getByTestId('equation').textContent()) ?? '';
    await page.waitForTimeout(THINKING_MS);
    await answerWithKeyboard(page, solveLinear(equation));
  }
  return finishRound(page);
}

describe('number trainers', () => {
  const browser = sharedBrowser();

  it('lets a student play a round of flash anzan and one of equations with the keyboard, and pays the likes the results promise', async () => {
    const [math, flashAnzan, equations] = await Promise.all([
      subjectById(MATH),
      trainerByComponent('flashAnzan'),
      trainerByComponent('equations'),
    ]);
    const page = await newPage(browser());
    // A required news item another journey published may open over the page: read it as a child would.
    await readsRequiredNews(page);
    await logInTo(page, PLAYER.email, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    const before = await likesBalance(page);

    await openFromList(page, flashAnzan);
    const flashLikes = await playFlashAnzan(page);
    await expect.poll(() => likesBalance(page)).toBe(before + flashLikes);

    await openFromList(page, equations);
    const equationLikes = await playEquations(page);
    await expect.poll(() => likesBalance(page)).toBe(before + flashLikes + equationLikes);
    // Five right answers are what the seeded rule pays for, so the balance really moved.
    expect(flashLikes).toBeGreaterThan(0);
    expect(equationLikes).toBeGreaterThan(0);
  }, 150_000);

  it("shows the player's teacher the rounds just played on the student's trainers page", async () => {
    const [flashAnzan, equations] = await Promise.all([
      trainerByComponent('flashAnzan'),
      trainerByComponent('equations'),
    ]);
    const page = await newPage(browser());
    const today = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('main').getByRole('link', { name: '3 «А»' }).click();
    const label = ru.teacherStudent.trainersLinkLabel.replace('{{name}}', PLAYER.name);
    await page.getByRole('link', { name: label }).click();
    await page.waitForURL((url) => /^\/teacher\/students\/\d+\/trainers$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: PLAYER.name }).waitFor();

    for (const trainer of [flashAnzan, equations]) {
      const card = page.getByRole('region', { name: trainer.title['ru-RU'], exact: true });
      const tile = (text: string) =>
        card.getByText(text, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
      // The demo student has older rounds of some trainers too: today's perfect one is the best and the newest.
      expect(Number(await tile(ru.profile.trainers.rounds))).toBeGreaterThanOrEqual(1);
      expect(await tile(ru.profile.trainers.best)).toBe(String(TASKS));
      const newest = card.getByRole('table', { name: ru.profile.trainers.recent }).getByRole('row').nth(1);
      expect(await newest.textContent()).toContain(today);
      expect(await newest.textContent()).toContain(
        fill(ru.profile.trainers.correctOf, { correct: TASKS, total: TASKS }),
      );
    }
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('sends a student who opens a trainer of another subject to the trainers list', async () => {
    const [mental, trainers] = await Promise.all([subjectById(MENTAL_ARITHMETIC), fetchTrainers()]);
    const foreign = trainers.find((trainer) => !trainer.subjects.includes(MENTAL_ARITHMETIC));
    if (!foreign) throw new Error('every trainer belongs to mental arithmetic');
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, mental.title['ru-RU']);
    await page.goto(`/trainers/${foreign.id}`);
    await waitForPath(page, '/student/trainers');
    await notice(page, ru.trainers.page.notInSubject).waitFor();
  });
});
