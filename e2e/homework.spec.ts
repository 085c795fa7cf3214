import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { newPage, sharedBrowser } from './support/browser.ts';
import { createClassWith, fill } from './support/classes.ts';
import { logInTo, type Newcomer, notice, pickSubject, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import {
  answerWithKeyboard,
  recordFlashedNumbers,
  takeFlashedNumbers,
  trainerByComponent,
  typeSetting,
  waitForTask,
} from './support/trainers.ts';

/** Of the subjects homework is given in, the only one with trainers. */
const MENTAL = 'Ментальная арифметика';
const TASKS = 5;
const FLASHED_PER_TASK = 2;
/** The server refuses an answer typed faster than a person could read and type it (see trainers.spec.ts). */
const THINKING_MS = 1500;

const texts = ru.teacherHomework;
const student = ru.studentHomework;

/** On the class page: a homework of a small flash-anzan round to play once and a task to answer. */
async function giveHomework(page: Page, title: string, trainerTitle: string, taskText: string): Promise<void> {
  await page.getByRole('link', { name: texts.list.newHomework }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/create-hw'));
  await page.getByLabel(texts.form.title).fill(title);
  await page.getByRole('button', { name: texts.item.addTrainer }).click();
  const trainer = page.getByRole('region', {
    name: fill(texts.item.trainerHeading, { index: 1, title: trainerTitle }),
  });
  await trainer.getByLabel(texts.item.trainer, { exact: true }).click();
  await page.getByRole('option', { name: trainerTitle, exact: true }).click();
  const labels = ru.trainers.settings.flashAnzan;
  await typeSetting(page, labels.digits, 1);
  await typeSetting(page, labels.count, FLASHED_PER_TASK);
  await typeSetting(page, labels.speedMs, 1000);
  await typeSetting(page, labels.problems, TASKS);
  await typeSetting(page, texts.item.targetRounds, 1);
  await page.getByRole('button', { name: texts.item.addTask }).click();
  await page.getByLabel(texts.item.taskText).fill(taskText);
  expect(await blockingA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.form.create }).click();
  await notice(page, texts.notice.created).waitFor();
  await page.waitForURL((url) => /^\/teacher\/classes\/\d+$/.test(url.pathname));
}

/** Plays the homework's fixed round, summing the flashed numbers of each task, every answer right. */
async function playHomeworkRound(page: Page): Promise<void> {
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
  await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
}

async function studentOnHomework(page: Page, newcomer: Newcomer): Promise<void> {
  await logInTo(page, newcomer.email, newcomer.password, '/student/subject');
  await pickSubject(page, MENTAL);
  await page.goto('/student/homework');
}

describe('homework', () => {
  const browser = sharedBrowser();

  it('lets a teacher give a trainer and a task, a student reach the target and send a file, and the teacher return it with a comment', async () => {
    const flashAnzan = await trainerByComponent('flashAnzan');
    const trainerTitle = flashAnzan.title['ru-RU'];
    const signUp = await newPage(browser());
    const first = await registerStudent(signUp, MENTAL);
    const second = await registerStudent(signUp, MENTAL);

    const teacher = await newPage(browser());
    await createClassWith(teacher, MENTAL, [first, second]);
    const title = `Счёт ${randomUUID().slice(0, 4)}`;
    const taskText = 'Сложи 3 и 4 на абакусе и опиши, как двигал косточки.';
    await giveHomework(teacher, title, trainerTitle, taskText);

    const page = await newPage(browser());
    await studentOnHomework(page, first);
    const card = page.getByRole('article', { name: title });
    await card.getByText(fill(student.item.rounds, { done: 0, target: 1 })).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await card.getByRole('link', { name: fill(student.item.playNamed, { title: trainerTitle }) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/trainers/homework/'));
    await page.getByRole('button', { name: ru.trainers.shell.start }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await playHomeworkRound(page);
    await page.getByRole('status').getByText(student.trainer.targetReached).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: student.trainer.back }).click();
    await waitForPath(page, '/student/homework');

    await card.getByText(fill(student.item.rounds, { done: 1, target: 1 })).waitFor();
    await card.getByText(student.item.targetReached, { exact: true }).waitFor();
    await card.getByRole('button', { name: fill(student.item.answerNamed, { number: 1 }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(taskText).waitFor();
    const answer = 'Три косточки вниз, потом пять вверх и одну вниз: семь.';
    await dialog.getByLabel(student.answer.text).fill(answer);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: student.answer.files }).click();
    await (await chooser).setFiles({ name: 'abacus.txt', mimeType: 'text/plain', buffer: Buffer.from(answer) });
    await dialog.getByText('abacus.txt').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: student.answer.submit, exact: true }).click();
    await notice(page, student.answer.sent).waitFor();
    await page.keyboard.press('Escape');
    await card.getByText(student.taskState.submitted, { exact: true }).waitFor();

    await teacher.getByRole('link', { name: fill(texts.list.edit, { title }) }).click();
    await teacher.waitForURL((url) => /\/edit-hw_\d+$/.test(url.pathname));
    const progress = teacher.getByRole('region', { name: texts.progress.title });
    const taskTitle = fill(texts.item.taskHeading, { index: 2 });
    // Only an answer sent opens for review; both newcomers share a name, so the rows are told apart by what was done.
    const openAnswer = teacher.getByRole('button', { name: new RegExp(`${first.firstName}.*${taskTitle}$`) });
    const played = progress.getByRole('row').filter({ has: openAnswer });
    await played.getByText(fill(texts.progress.rounds, { done: 1, target: 1 })).waitFor();
    const idle = progress.getByRole('row').filter({ hasText: texts.answer.none });
    await idle.getByText(fill(texts.progress.rounds, { done: 0, target: 1 })).waitFor();
    expect(await blockingA11yViolations(teacher)).toEqual([]);

    await played.getByRole('button').click();
    const review = teacher.getByRole('dialog');
    await review.getByText(answer).waitFor();
    await review.getByRole('button', { name: fill(texts.files.download, { name: 'abacus.txt' }) }).waitFor();
    await review.getByRole('radio', { name: texts.answer.status.needs_rework }).check();
    const comment = 'Опиши ещё, какой палец двигал косточки.';
    await review.getByLabel(texts.review.comment).fill(comment);
    expect(await blockingA11yViolations(teacher)).toEqual([]);
    await review.getByRole('button', { name: texts.review.save }).click();
    await notice(teacher, texts.review.saved).waitFor();

    await page.reload();
    await card.getByText(student.taskState.needs_rework, { exact: true }).waitFor();
    await card.getByText(fill(student.item.teacherComment, { comment })).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  }, 120_000);
});
