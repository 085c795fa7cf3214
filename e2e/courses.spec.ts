import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { fill } from './support/classes.ts';
import { readStudentMenu } from './support/menu.ts';
import { logInTo, notice, pickSubject, readsRequiredNews, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

/** The demo student of the courses and what the seed gives her (server/src/db/seed/demo-courses.ts). */
const SONYA = 'student10@example.com';
const SONYA_NAME = 'Соня Кузнецова';
const COURSES = 'Онлайн-курсы';
const FINISHED = 'Как устроена память';
const CURRENT = 'Юный исследователь';
const TABLES_LESSON = 'Тренируем внимательный взгляд';
const WATER_LESSON = 'Опыты с водой';
const EXPERIMENT_LESSON = 'Мой первый опыт';
/** The homework's table is four by four; the server refuses a table found faster than a child could look. */
const TABLE_SIZE = 4;
const LOOK_MS = 400;

const texts = ru.courses.student;
const homework = ru.studentHomework;

async function sonyaOnCourses(page: Page): Promise<void> {
  await readsRequiredNews(page);
  await logInTo(page, SONYA, DEMO.password, '/student/subject');
  await pickSubject(page, COURSES);
}

/** Finds the numbers of the homework's table in order, looking at each first. */
async function playTable(page: Page): Promise<void> {
  await page.getByRole('button', { name: ru.trainers.shell.start }).click();
  const table = page.getByRole('table', { name: ru.trainers.schulte.table.replaceAll('{{size}}', String(TABLE_SIZE)) });
  await table.waitFor();
  for (let n = 1; n <= TABLE_SIZE * TABLE_SIZE; n++) {
    await page.getByTestId('schulte-target').getByText(String(n), { exact: true }).waitFor();
    await page.waitForTimeout(LOOK_MS);
    await table.getByRole('button', { name: String(n), exact: true }).click();
  }
  await page.getByRole('heading', { name: ru.trainers.shell.resultTitle }).waitFor();
}

describe('courses', () => {
  const browser = sharedBrowser();

  it('lets a student of the courses continue a course, do a lesson’s homework and read the next one, and see the progress grow', async () => {
    const page = await newPage(browser());
    await sonyaOnCourses(page);
    expect(await readStudentMenu(page)).toContain(ru.courses.menu.courses);
    const homeCard = page.getByRole('region', { name: ru.courses.home.title });
    await homeCard.getByText(fill(ru.courses.home.current, { title: CURRENT })).waitFor();
    expect(await blockingA11yViolations(page), 'home').toEqual([]);

    await page.goto('/student/courses');
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    await page.getByText(texts.finishedBadge).waitFor();
    await page.getByRole('link', { name: texts.myCertificate }).waitFor();
    expect(await blockingA11yViolations(page), 'list').toEqual([]);

    await page.getByRole('link', { name: fill(texts.cardAction.continueNamed, { title: CURRENT }) }).click();
    await page.waitForURL((url) => /^\/student\/courses\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: CURRENT }).waitFor();
    await page
      .getByText(fill(texts.lessonsDone_many, { done: 1, count: 5 }))
      .first()
      .waitFor();
    expect(await blockingA11yViolations(page), 'course').toEqual([]);

    await page.getByRole('link', { name: fill(texts.next.continueNamed, { title: TABLES_LESSON }) }).click();
    await page.waitForURL((url) => /^\/student\/courses\/\d+\/block\/\d+\/homework\/\d+$/.test(url.pathname));
    const lessonPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: TABLES_LESSON }).waitFor();
    await page.getByRole('heading', { name: texts.homework.title }).waitFor();
    expect(await blockingA11yViolations(page), 'lesson with homework').toEqual([]);

    for (let round = 1; round <= 2; round++) {
      await page
        .getByRole('link', { name: /^Играть/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/trainers/course-homework/'));
      if (round === 1) {
        await page.getByRole('button', { name: ru.trainers.shell.start }).waitFor();
        expect(await blockingA11yViolations(page), 'homework trainer').toEqual([]);
      }
      await playTable(page);
      await page.getByRole('link', { name: homework.trainer.backToLesson }).click();
      await waitForPath(page, lessonPath);
    }
    await page.getByText(texts.lesson.done).first().waitFor();
    expect(await blockingA11yViolations(page), 'lesson done').toEqual([]);

    await page.getByRole('link', { name: fill(texts.lesson.nextOf, { title: WATER_LESSON }) }).click();
    await page.getByRole('heading', { level: 1, name: WATER_LESSON }).waitFor();
    await page.getByRole('button', { name: texts.lesson.read }).click();
    await page.getByText(texts.lesson.done).first().waitFor();

    await page.getByRole('link', { name: texts.backToBlock }).first().click();
    await page.getByRole('link', { name: texts.backToCourse }).first().click();
    await page
      .getByText(fill(texts.lessonsDone_many, { done: 3, count: 5 }))
      .first()
      .waitFor();
  }, 180_000);

  it('finishes a lesson by itself when the teacher accepts its task, and shows the teacher the course class without new-homework buttons', async () => {
    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher
      .getByRole('link', { name: /Юные исследователи/ })
      .first()
      .click();
    await teacher.waitForURL((url) => /^\/teacher\/classes\/\d+$/.test(url.pathname));
    await teacher.getByText(ru.teacherHomework.list.fromCourses).waitFor();
    expect(await teacher.getByRole('link', { name: ru.teacherHomework.list.newHomework }).count()).toBe(0);
    expect(await blockingA11yViolations(teacher), 'course class').toEqual([]);

    const title = `${CURRENT}: ${EXPERIMENT_LESSON}`;
    await teacher.getByRole('link', { name: fill(ru.teacherHomework.list.edit, { title }) }).click();
    // A lesson homework of one task opens as a single task (task_{id}), as any such homework does.
    await teacher.waitForURL((url) => /\/(?:edit-hw|task)_\d+$/.test(url.pathname));
    const progress = teacher.getByRole('region', { name: ru.teacherHomework.progress.title });
    await progress.getByRole('button', { name: new RegExp(SONYA_NAME) }).click();
    const review = teacher.getByRole('dialog');
    await review.getByText(/в тёплой/).waitFor();
    await review.getByRole('radio', { name: ru.teacherHomework.answer.status.accepted }).check();
    await review.getByRole('button', { name: ru.teacherHomework.review.save }).click();
    await notice(teacher, ru.teacherHomework.review.saved).waitFor();

    const page = await newPage(browser());
    await sonyaOnCourses(page);
    await page.goto('/student/courses');
    await page.getByRole('link', { name: fill(texts.cardAction.continueNamed, { title: CURRENT }) }).click();
    await page.getByRole('link', { name: fill(texts.blockTitle, { number: 2, title: 'Опыты дома' }) }).click();
    await page.getByRole('link', { name: new RegExp(EXPERIMENT_LESSON) }).waitFor();
    expect(await blockingA11yViolations(page), 'block').toEqual([]);
    await page.getByRole('link', { name: new RegExp(EXPERIMENT_LESSON) }).click();
    await page.getByRole('heading', { level: 1, name: EXPERIMENT_LESSON }).waitFor();
    await page.getByText(texts.lesson.done).first().waitFor();
    expect(await blockingA11yViolations(page), 'lesson accepted').toEqual([]);
  }, 120_000);

  it('lets the admin open the courses, their lessons and a lesson’s homework from the menu, with no problem on any', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('link', { name: ru.courses.admin.nav, exact: true }).click();
    await waitForPath(page, '/admin/courses');
    await page.getByRole('heading', { level: 1, name: ru.courses.admin.coursesTitle }).waitFor();
    await page.getByText(CURRENT).first().waitFor();
    await page.getByText(FINISHED).first().waitFor();
    expect(await blockingA11yViolations(page), 'courses').toEqual([]);

    await page.getByRole('link', { name: ru.courses.admin.navLessons }).click();
    await waitForPath(page, '/admin/course-lessons');
    await page.getByRole('link', { name: fill(ru.courses.admin.editLesson, { title: TABLES_LESSON }) }).waitFor();
    expect(await blockingA11yViolations(page), 'lessons').toEqual([]);
    await page.getByRole('link', { name: fill(ru.courses.admin.editLesson, { title: TABLES_LESSON }) }).click();
    await page.waitForURL((url) => /^\/admin\/course-lessons\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: ru.courses.admin.homework.title }).waitFor();
    await page.getByRole('button', { name: ru.courses.admin.homework.save }).waitFor();
    expect(await blockingA11yViolations(page), 'lesson with homework').toEqual([]);
  });

  it('shows the teacher of the courses their courses, lessons and a lesson’s homework, with no problem on them', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('link', { name: ru.courses.admin.nav, exact: true }).click();
    await waitForPath(page, '/teacher/courses');
    await page.getByText(CURRENT).first().waitFor();
    expect(await blockingA11yViolations(page), 'teacher courses').toEqual([]);

    await page.goto('/teacher/course-lessons');
    const edit = page.getByRole('link', { name: fill(ru.courses.admin.editLesson, { title: TABLES_LESSON }) });
    await edit.waitFor();
    expect(await blockingA11yViolations(page), 'teacher lessons').toEqual([]);
    await edit.click();
    await page.waitForURL((url) => /^\/teacher\/course-lessons\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: ru.courses.admin.homework.save }).waitFor();
    expect(await blockingA11yViolations(page), 'teacher lesson').toEqual([]);
  });
});
