import { Course, dinoRules, labyrinthRules, labyrinthSettings, solveLabyrinth } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { sharedBrowser } from './support/browser.ts';
import { ru } from './support/texts.ts';
import { roundsInProfile, studentAtTrainer, typeSetting } from './support/trainers.ts';

/**
 * Played away from math, whose likes another journey reads as the demo left them (student-subject.spec.ts): a run
 * pays a like.
 */
const MENTAL_ARITHMETIC = 3;
const READING = 2;
const KEY = { U: 'ArrowUp', R: 'ArrowRight', D: 'ArrowDown', L: 'ArrowLeft' } as const;
/** A child's step: slower than the server's floor for a key held down. */
const STEP_MS = 120;

describe('the labyrinth and the dino run', () => {
  const browser = sharedBrowser();

  it('lets a student walk a small labyrinth to the exit with the keyboard and keeps the round in the statistics', async () => {
    const { page, trainer: labyrinth } = await studentAtTrainer(browser(), MENTAL_ARITHMETIC, 'labyrinth');
    await typeSetting(page, ru.trainers.settings.labyrinth.mazes, 1);

    // The walk a person would find by looking; the test finds it from the maze the session's seed makes.
    const started = page.waitForResponse(
      (response) => response.url().endsWith(`/api/trainers/${labyrinth.id}/sessions`) && response.status() === 201,
    );
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();
    const session = (await (await started).json()) as { data: { seed: number; settings: unknown } };
    const [maze] = labyrinthRules.generate(session.data.seed, labyrinthSettings.parse(session.data.settings));
    if (!maze) throw new Error('no maze');

    await page.getByTestId('labyrinth').waitFor();
    await page.getByText('1 / 1', { exact: true }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    for (const move of solveLabyrinth(maze)) await page.keyboard.press(KEY[move], { delay: STEP_MS });

    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    expect(await roundsInProfile(page, labyrinth)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('lets a student run the dino until it hits a cactus, and keeps the run in the statistics', async () => {
    const { page, trainer: dino } = await studentAtTrainer(browser(), READING, 'dino');
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();

    await page.getByTestId('dino').waitFor();
    await page.keyboard.press('Space');
    // Nobody jumps the later cacti, so the run ends at one of the first.
    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor({ timeout: 60_000 });
    expect(await blockingA11yViolations(page)).toEqual([]);
    expect(await roundsInProfile(page, dino)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('stops a learning run at each cactus until its example is answered with the keyboard', async () => {
    const { page } = await studentAtTrainer(browser(), READING, 'dino');
    await page
      .getByRole('radiogroup', { name: ru.trainers.settings.dino.mode })
      .getByText(ru.trainers.settings.dino.modeOptions.learn, { exact: true })
      .click();
    await page.getByLabel(ru.trainers.settings.dino.seconds, { exact: true }).selectOption('30');
    const started = page.waitForResponse(
      (response) => response.url().endsWith('/sessions') && response.status() === 201,
    );
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();
    const session = (await (await started).json()) as { data: { seed: number; settings: unknown } };
    const [run] = dinoRules.generate(session.data.seed, dinoRules.settings.parse(session.data.settings));
    const course = new Course(session.data.seed, run?.learnLevel ?? null);

    const question = page.getByTestId('dino-question');
    for (let passed = 0; passed < 2; passed++) {
      const task = course.at(passed).task;
      if (!task) throw new Error('a learning cactus without a task');
      await question.getByText(task.example, { exact: false }).waitFor({ timeout: 15_000 });
      if (passed === 0) expect(await blockingA11yViolations(page)).toEqual([]);
      // The choices take focus; the arrows walk to the right one and Enter answers.
      await page.waitForTimeout(400);
      for (let at = 0; at < task.choices.indexOf(task.answer); at++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await question.waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: ru.trainers.shell.timeIsOut }).waitFor({ timeout: 40_000 });
  }, 120_000);
});
