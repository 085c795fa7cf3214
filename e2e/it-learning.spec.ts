import { SUBJECT_IT } from '@umka/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

/** Даша studies IT in the demo teacher's IT class and has taken no quiz and sent no solution yet (demo data). */
const DASHA = 'student4@example.com';
const QUIZ = 'Первая программа';
const TASK = 'Моя первая программа';

async function itPoints(page: Page): Promise<number> {
  const badge = page.getByTestId('it-points-balance');
  await badge.waitFor();
  return Number(await badge.textContent());
}

describe('learning in the IT direction', () => {
  const browser = sharedBrowser();

  it('lets an IT student take a quiz and send a task, which the teacher accepts, and pays IT points for both', async () => {
    const itTitle = (await subjectById(SUBJECT_IT)).title['ru-RU'];
    const dasha = await newPage(browser());
    await logInTo(dasha, DASHA, DEMO.password, '/student/subject');
    await pickSubject(dasha, itTitle);
    const before = await itPoints(dasha);

    await dasha.goto('/student/quizes');
    await dasha.getByRole('link', { name: QUIZ }).click();
    await dasha.getByRole('heading', { level: 1, name: QUIZ }).waitFor();
    await dasha.getByRole('radio', { name: 'print' }).check();
    await dasha.getByRole('textbox', { name: '2. Что выведет программа?' }).fill('Привет, мир!');
    await dasha.getByRole('checkbox', { name: '"кот"' }).check();
    await dasha.getByRole('checkbox', { name: "'42'" }).check();
    await dasha.getByRole('textbox', { name: /^4\. / }).fill('Сверху вниз');
    await dasha.getByRole('textbox', { name: /^5\. / }).fill('3');
    await dasha.getByRole('button', { name: ru.itQuizzes.quiz.check }).click();
    await dasha.getByText(fill(ru.itQuizzes.quiz.score, { correct: 5, total: 5 })).waitFor();
    await dasha.getByText(fill(ru.itQuizzes.quiz.points_many, { count: 5 })).waitFor();
    await expect.poll(() => itPoints(dasha), { timeout: 10_000 }).toBe(before + 5);

    await dasha.goto('/student/it-courses');
    await dasha.getByRole('link', { name: fill(ru.itCourses.map.lessonTodo, { title: TASK }) }).click();
    await dasha.getByRole('heading', { level: 1, name: TASK }).waitFor();
    await dasha.getByLabel(ru.itSolutions.form.code).fill('print("Даша")\nprint(10)\nprint("кот")');
    await dasha.getByRole('button', { name: ru.itSolutions.form.send }).click();
    await notice(dasha, ru.itSolutions.form.sent).waitFor();
    await dasha.getByText(ru.itSolutions.student.explain.submitted).waitFor();

    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.goto('/teacher/it-solutions');
    const card = teacher.getByTestId('it-solution-review').filter({ hasText: 'Даша' }).filter({ hasText: TASK });
    await card.getByText('print("Даша")').waitFor();
    await card.getByText(ru.itSolutions.status.accepted, { exact: true }).click();
    await card.getByLabel(ru.itSolutions.teacher.comment).fill('Всё верно, молодец!');
    await card.getByRole('button', { name: ru.itSolutions.teacher.save }).click();
    await notice(teacher, ru.itSolutions.teacher.done.accepted).waitFor();

    // Даша hears of it at once, on the lesson she left open.
    await notice(dasha, ru.itSolutions.live.accepted).waitFor();
    await dasha.getByText(ru.itSolutions.student.explain.accepted).waitFor();
    await dasha.getByText('Всё верно, молодец!').waitFor();
    await expect.poll(() => itPoints(dasha), { timeout: 10_000 }).toBe(before + 15);
  }, 120_000);
});
