import { randomUUID } from 'node:crypto';
import { SUBJECT_IT } from '@umka/contracts';
import { describe, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

/** Даша studies IT in the demo teacher's IT class beside Миша (server/src/db/seed/demo-it-projects.ts). */
const DASHA = 'student4@example.com';
const texts = ru.itProjects;

/** A small PNG, as a screenshot a child would take. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the IT projects exhibition', () => {
  const browser = sharedBrowser();

  it('takes an IT student’s project to the teacher, who approves it, and another student likes it into the top list', async () => {
    const itTitle = (await subjectById(SUBJECT_IT)).title['ru-RU'];
    const title = `Игра «Лабиринт» ${randomUUID().slice(0, 6)}`;

    const misha = await newPage(browser());
    await logInTo(misha, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(misha, itTitle);
    await misha.goto('/student/projects');
    await misha.getByRole('button', { name: texts.page.newProject }).click();
    const form = misha.getByRole('dialog', { name: texts.form.createTitle });
    await form.getByLabel(texts.form.title, { exact: false }).first().fill(title);
    await form.getByLabel(texts.form.titleJustification).fill('В нём можно заблудиться');
    await form.getByRole('combobox', { name: texts.form.category }).click();
    await misha.getByRole('option', { name: 'Игры' }).click();
    await form.getByLabel(texts.form.stages).fill('Нарисовал стены, добавил героя и выход');
    await form.getByLabel(texts.form.difficulties).fill('Герой проходил сквозь стены');
    await form.getByLabel(texts.form.reason).fill('Люблю головоломки');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'maze.png', mimeType: 'image/png', buffer: SCREENSHOT });
    await form.getByRole('button', { name: texts.form.submit }).click();
    await notice(misha, texts.form.sent).waitFor();
    await misha.getByRole('tab', { name: texts.page.mine }).click();
    const mine = misha.getByTestId('it-project-card').filter({ hasText: title });
    await mine.getByText(texts.status.pending).waitFor();

    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.goto('/teacher/it-projects');
    const waiting = teacher.getByTestId('it-project-review').filter({ hasText: title });
    await waiting.getByRole('button', { name: texts.teacher.approve }).click();
    const review = teacher.getByRole('dialog', { name: fill(texts.teacher.approveTitle, { title }) });
    await review.getByLabel(texts.teacher.comment).fill('Здорово получилось!');
    await review.getByRole('button', { name: texts.teacher.approve }).click();
    await notice(teacher, texts.teacher.approved).waitFor();
    // The student hears of it at once.
    await notice(misha, texts.live.approved).waitFor();

    const dasha = await newPage(browser());
    await logInTo(dasha, DASHA, DEMO.password, '/student/subject');
    await pickSubject(dasha, itTitle);
    await dasha.goto('/student/projects');
    const card = dasha.getByTestId('it-project-card').filter({ hasText: title });
    await card.getByRole('button', { name: fill(texts.like.like, { title }) }).click();
    await card.getByRole('button', { name: fill(texts.like.unlike, { title }) }).waitFor();
    await dasha.getByRole('tab', { name: texts.page.top }).click();
    const top = dasha.getByTestId('it-project-card').filter({ hasText: title });
    await top.getByRole('button', { name: fill(texts.like.unlike, { title }) }).waitFor();
    await top.getByText('1', { exact: true }).waitFor();
  }, 120_000);
});
