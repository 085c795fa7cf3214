import { randomUUID } from 'node:crypto';
import { solveMentalTask } from '@umka/games';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { logInTo, notice, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import { answerWithKeyboard } from './support/trainers.ts';
import { settleIn } from './support/world.ts';

const EXAMPLES = ['12 + 7', '6 × 7', '45 : 9'] as const;
/** The server refuses answers typed faster than a person reads and types them. */
const THINKING_MS = 1500;

const form = ru.adminMentalTests.form;
const correctOf = (correct: number, total: number) =>
  ru.trainers.shell.correctOf.replace('{{correct}}', String(correct)).replace('{{total}}', String(total));

/** The admin writes a published test for mathematics, typing the examples row after row. */
async function createTest(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: ru.adminMentalTests.list.create }).click();
  await waitForPath(page, '/admin/mental-tests/create');
  await page.getByLabel(form.titleRu).fill(title);
  await page.getByLabel(form.titleEn).fill(`${title} (en)`);
  await page.getByLabel(form.titleUk).fill(`${title} (uk)`);
  await page.getByRole('checkbox', { name: ru.adminMentalTests.subjects.math }).check();
  await page.getByLabel(form.timeLimit).fill('120');
  await page.getByRole('switch', { name: form.published }).check();
  for (const [index, example] of EXAMPLES.entries()) {
    const row = page.getByLabel(ru.adminMentalTests.tasks.row.replace('{{number}}', String(index + 1)), {
      exact: true,
    });
    await row.fill(example);
    if (index < EXAMPLES.length - 1) await row.press('Enter');
  }
  expect(await blockingA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: form.save }).click();
  await waitForPath(page, '/admin/mental-tests');
  await notice(page, form.created).waitFor();
}

describe('mental tests', () => {
  const browser = sharedBrowser();

  it('lets an admin publish a test that a mathematics student then takes with the keyboard', async () => {
    const title = `Контрольная ${randomUUID().slice(0, 6)}`;
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/mental-tests');
    await createTest(admin, title);
    await admin.getByRole('row').filter({ hasText: title }).waitFor();
    expect(await blockingA11yViolations(admin)).toEqual([]);

    const page = await newPage(browser());
    const newcomer = await registerStudent(page);
    await logInTo(page, newcomer.email, newcomer.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await settleIn(page);
    await page.goto('/student/trainers');
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL((url) => /^\/student\/mental-test\/\d+$/.test(url.pathname));
    // The list's cards say "not taken yet" too; the test page is there once its start button is.
    await page.getByRole('button', { name: ru.trainers.shell.start }).waitFor();
    await page.getByRole('main').getByText(ru.mentalTest.noBest).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: ru.trainers.shell.start }).press('Enter');
    for (const [index, example] of EXAMPLES.entries()) {
      await page.getByText(`${index + 1} / ${EXAMPLES.length}`, { exact: true }).waitFor();
      await page.getByTestId('typed-answer').filter({ hasText: /^\?$/ }).waitFor();
      if (index === 0) expect(await blockingA11yViolations(page)).toEqual([]);
      const shown = (await page.getByTestId('mental-test-task').textContent()) ?? '';
      const solution = solveMentalTask(shown.replace('= ?', ''));
      if (!solution.ok) throw new Error(`cannot read the task "${shown}"`);
      expect(solution.answer).toBe((solveMentalTask(example) as { answer: number }).answer);
      await page.waitForTimeout(THINKING_MS);
      await answerWithKeyboard(page, solution.answer);
    }
    await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
    await page.getByText(correctOf(EXAMPLES.length, EXAMPLES.length), { exact: true }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);

    // The attempt is kept: the test's card now shows the best result.
    await page.goto('/student/trainers');
    const best = ru.mentalTest.best
      .replace('{{correct}}', String(EXAMPLES.length))
      .replace('{{total}}', String(EXAMPLES.length));
    await page.getByRole('link', { name: title, exact: true }).getByText(best).waitFor();
  }, 120_000);

  it('finds no accessibility problem on the admin math tasks and a new task form', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/tasks');
    await page.getByRole('table').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/admin/tasks/create');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });
});
