import { labyrinthRules, labyrinthSettings, solveLabyrinth } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject, readsRequiredNews } from './support/people.ts';
import { ru } from './support/texts.ts';
import { trainerByComponent, typeSetting } from './support/trainers.ts';

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
    const [mental, labyrinth] = await Promise.all([subjectById(MENTAL_ARITHMETIC), trainerByComponent('labyrinth')]);
    const page = await newPage(browser());
    await readsRequiredNews(page);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, mental.title['ru-RU']);
    await page.goto(`/trainers/${labyrinth.id}`);
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
    await page.goto('/student/profile/trainers');
    const card = page.getByRole('region', { name: labyrinth.title['ru-RU'], exact: true });
    const rounds = card
      .getByText(ru.profile.trainers.rounds, { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent();
    expect(Number(await rounds)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('lets a student run the dino until it hits a cactus, and keeps the run in the statistics', async () => {
    const [reading, dino] = await Promise.all([subjectById(READING), trainerByComponent('dino')]);
    const page = await newPage(browser());
    await readsRequiredNews(page);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    await page.goto(`/trainers/${dino.id}`);
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();

    await page.getByTestId('dino').waitFor();
    await page.keyboard.press('Space');
    // Nobody jumps the later cacti, so the run ends at one of the first.
    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor({ timeout: 60_000 });
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page.goto('/student/profile/trainers');
    const card = page.getByRole('region', { name: dino.title['ru-RU'], exact: true });
    const rounds = card
      .getByText(ru.profile.trainers.rounds, { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent();
    expect(Number(await rounds)).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
