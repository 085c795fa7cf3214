import { speechCardsRules, speechCardsSettings } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { sharedBrowser } from './support/browser.ts';
import { ru } from './support/texts.ts';
import { roundsInProfile, studentAtTrainer, typeSetting } from './support/trainers.ts';

/** Away from math, whose likes another journey reads as the demo left them. */
const READING = 2;
/** Longer than the server's floor for turning a card (a reaction, packages/games human.ts). */
const TURN_MS = 300;

describe('the speech trainers of reading', () => {
  const browser = sharedBrowser();

  it('lets a reader find every pair of a speech-card field with the mouse and keeps the round in the statistics', async () => {
    const { page, trainer } = await studentAtTrainer(browser(), READING, 'speechCards');
    await page
      .getByRole('radiogroup', { name: ru.trainers.settings.speechCards.sound })
      .getByText(ru.trainers.settings.speechCards.soundOptions.sh, { exact: true })
      .click();
    await page.getByLabel(ru.trainers.settings.speechCards.pairs, { exact: true }).selectOption('3');

    // Where the pairs lie, a person finds by looking; the test reads it from the field the session's seed lays.
    const started = page.waitForResponse(
      (response) => response.url().endsWith(`/api/trainers/${trainer.id}/sessions`) && response.status() === 201,
    );
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();
    const session = (await (await started).json()) as { data: { seed: number; settings: unknown } };
    const tasks = speechCardsRules.generate(session.data.seed, speechCardsSettings.parse(session.data.settings));

    const field = page.getByRole('group', { name: ru.trainers.speechCards.field });
    await field.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    for (const task of tasks) {
      for (const cell of task.cells) {
        await page.waitForTimeout(TURN_MS);
        await field.getByRole('button').nth(cell).click();
      }
    }

    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    expect(await roundsInProfile(page, trainer)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('leads a reader through the articulation exercises step by step, each done when its time has passed', async () => {
    const { page, trainer } = await studentAtTrainer(browser(), READING, 'articulation');
    await typeSetting(page, ru.trainers.settings.articulation.level, 1);
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();

    await page.getByTestId('articulation').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    const result = page.getByRole('heading', { name: ru.trainers.shell.resultTitle });
    const ready = page
      .getByRole('button', {
        name: new RegExp(`^(${ru.trainers.articulation.done}|${ru.trainers.articulation.next})$`),
      })
      .and(page.locator(':not([disabled])'));
    while (!(await result.isVisible())) {
      await Promise.race([ready.waitFor({ timeout: 30_000 }), result.waitFor({ timeout: 30_000 })]);
      if (await result.isVisible()) break;
      await ready.click();
      await page.waitForTimeout(300);
    }
    await page.getByText(ru.trainers.articulation.everyDay).waitFor();
    expect(await roundsInProfile(page, trainer)).toBeGreaterThanOrEqual(1);
  }, 150_000);
});
