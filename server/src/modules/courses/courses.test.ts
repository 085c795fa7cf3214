import {
  certificateSchema,
  courseLessonDoneSchema,
  courseLessonHomeworkSchema,
  courseLessonSchema,
  courseListSchema,
  courseMapSchema,
  homeworkAnswerSchema,
  itBlockSchema,
  itCourseListSchema,
  itCourseSchema,
  itLessonSchema,
  SUBJECT_COURSES,
  studentHomeworkListSchema,
  studentHomeworkSchema,
  trainerResultSchema,
  trainerSessionSchema,
} from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { sendMultipart, trainerRules } from '../homework/homework.fixture.ts';
import { rightAnswers, SUM_FLOOR_MS, type SumSettings } from '../trainers/sum-rules.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

const C = SUBJECT_COURSES;
const SETTINGS: SumSettings = { count: 3, limitMs: null };
const HONEST_PAUSE_MS = 3 * SUM_FLOOR_MS + 1000;

describeEachDatabase(
  'courses of the course direction',
  (t) => {
    let admin: TestUser;
    let author: TestUser;
    let trainerId: number;

    beforeAll(async () => {
      admin = await t.factories.buildAdmin();
      author = await t.factories.buildTeacher({ subjects: [C] });
      trainerId = await insertTestTrainer(t.database.db, { component: `sum-course-${Date.now()}`, subjects: [C] });
    });

    const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      t.api(method, url, { token: user.token, ...(body === undefined ? {} : { body }) });

    /** A course of one block with the given lessons, written through the API by the subject's teacher. */
    async function writeCourse(types: readonly ('text' | 'video' | 'link')[], title = `Курс ${Math.random()}`) {
      const course = dataOf(await call(author, 'POST', '/api/admin/courses', { title }), itCourseSchema);
      const block = dataOf(
        await call(author, 'POST', '/api/admin/course-blocks', { course_id: course.id, title: 'Первый блок' }),
        itBlockSchema,
      );
      const lessons = [];
      for (const [index, type] of types.entries()) {
        const body = {
          block_id: block.id,
          type,
          title: `Урок ${index + 1}`,
          text: '<p>Читаем внимательно</p>',
          link: type === 'video' ? 'https://youtu.be/dQw4w9WgXcQ' : type === 'link' ? 'https://example.org/' : null,
        };
        lessons.push(dataOf(await call(author, 'POST', '/api/admin/course-lessons', body), itLessonSchema));
      }
      return { course, block, lessons };
    }

    async function giveHomework(lessonId: number, items: unknown[]) {
      const response = await call(author, 'PUT', `/api/admin/course-lessons/${lessonId}/homework`, {
        description: 'Дома',
        items,
      });
      expect(response.status, response.raw).toBe(200);
      return dataOf(response, courseLessonHomeworkSchema);
    }

    async function studentInClass(teacher = author) {
      const student = await t.factories.buildStudent({ subjects: [C] });
      const group = await t.factories.buildGroup({ teacher, students: [student], subjectId: C });
      return { student, group };
    }

    const lessonOf = async (student: TestUser, id: number) =>
      dataOf(await call(student, 'GET', `/api/courses/lessons/${id}`), courseLessonSchema);
    const start = (student: TestUser, id: number) => call(student, 'POST', `/api/courses/lessons/${id}/homework`);
    const complete = (student: TestUser, id: number) => call(student, 'POST', `/api/courses/lessons/${id}/complete`);
    const certificatesOf = async (student: TestUser) =>
      dataOf(await call(student, 'GET', `/api/students/${student.id}/certificates`), certificateSchema.array());

    describe('writing courses', () => {
      it('lets a teacher of the subject write a course of text, video and link lessons, and refuses an IT task', async () => {
        const { course, lessons } = await writeCourse(['text', 'video', 'link']);
        expect(lessons.map((lesson) => [lesson.type, lesson.number, lesson.course_id])).toEqual([
          ['text', 1, course.id],
          ['video', 2, course.id],
          ['link', 3, course.id],
        ]);
        const task = await call(author, 'POST', '/api/admin/course-lessons', {
          block_id: lessons[0]?.block_id,
          type: 'task',
          title: 'Задача',
          text: '<p>Решить</p>',
        });
        expect(task.status).toBe(422);
        expect(errorOf(task).fields?.[0]).toMatchObject({ field: 'type', code: 'FIELD_INVALID' });
      });

      it('refuses a teacher who does not teach the subject, as it refuses students', async () => {
        const other = await t.factories.buildTeacher({ subjects: [1] });
        const { student } = await studentInClass();
        for (const user of [other, student]) {
          expect((await call(user, 'GET', '/api/admin/courses')).status).toBe(403);
          expect((await call(user, 'POST', '/api/admin/courses', { title: 'Чужой' })).status).toBe(403);
        }
      });

      it('keeps the two directions apart: an IT course is neither listed nor found among the courses, nor the other way round', async () => {
        const { course, block, lessons } = await writeCourse(['text']);
        const it = dataOf(await call(admin, 'POST', '/api/admin/it-courses', { title: 'Python' }), itCourseSchema);
        const courses = dataOf(await call(admin, 'GET', '/api/admin/courses'), itCourseListSchema).courses;
        const itCourses = dataOf(await call(admin, 'GET', '/api/admin/it-courses'), itCourseListSchema).courses;
        expect(courses.map((entry) => entry.id)).toContain(course.id);
        expect(courses.map((entry) => entry.id)).not.toContain(it.id);
        expect(itCourses.map((entry) => entry.id)).not.toContain(course.id);
        expect((await call(admin, 'PUT', `/api/admin/courses/${it.id}`, { title: 'X' })).status).toBe(404);
        expect((await call(admin, 'PUT', `/api/admin/it-courses/${course.id}`, { title: 'X' })).status).toBe(404);
        expect((await call(admin, 'PUT', `/api/admin/it-blocks/${block.id}`, { title: 'X' })).status).toBe(404);
        expect((await call(admin, 'GET', `/api/admin/it-lessons/${lessons[0]?.id}`)).status).toBe(404);
        const itStudent = await t.factories.buildStudent({ subjects: [8] });
        expect((await call(itStudent, 'GET', `/api/it-lessons/${lessons[0]?.id}`)).status).toBe(404);
      });

      it('keeps a lesson’s homework as written, described with the trainer’s title, and removes it', async () => {
        const { lessons } = await writeCourse(['text']);
        const lessonId = lessons[0]?.id ?? 0;
        expect(
          dataOf(
            await call(author, 'GET', `/api/admin/course-lessons/${lessonId}/homework`),
            courseLessonHomeworkSchema,
          ).homework,
        ).toBeNull();
        const saved = await giveHomework(lessonId, [
          { type: 'trainer', trainer_id: trainerId, settings: SETTINGS, target_rounds: 2 },
          { type: 'task', text: 'Нарисуй схему' },
        ]);
        expect(saved.homework?.items).toMatchObject([
          { type: 'trainer', trainer_id: trainerId, target_rounds: 2, trainer_title: { 'ru-RU': expect.any(String) } },
          { type: 'task', text: 'Нарисуй схему', files: [] },
        ]);
        const removed = await call(author, 'DELETE', `/api/admin/course-lessons/${lessonId}/homework`);
        expect(dataOf(removed, courseLessonHomeworkSchema).homework).toBeNull();
      });

      it('refuses a homework trainer outside the subject with an error on that item, and keeps nothing', async () => {
        const { lessons } = await writeCourse(['text']);
        const mathTrainer = await insertTestTrainer(t.database.db, { subjects: [1] });
        const response = await call(author, 'PUT', `/api/admin/course-lessons/${lessons[0]?.id}/homework`, {
          items: [{ type: 'trainer', trainer_id: mathTrainer, target_rounds: 1 }],
        });
        expect(response.status).toBe(422);
        expect(errorOf(response).fields?.[0]).toMatchObject({
          field: 'items.0.trainer_id',
          code: 'TRAINER_NOT_IN_SUBJECT',
        });
        const kept = await call(author, 'GET', `/api/admin/course-lessons/${lessons[0]?.id}/homework`);
        expect(dataOf(kept, courseLessonHomeworkSchema).homework).toBeNull();
      });
    });

    describe('learning', () => {
      it('opens the courses to students of the subject only', async () => {
        const { lessons, course } = await writeCourse(['text']);
        const mathStudent = await t.factories.buildStudent({ subjects: [1] });
        const blocked = await t.factories.buildStudent({ subjects: [1], blockedSubjects: [C] });
        for (const student of [mathStudent, blocked]) {
          for (const url of ['/api/courses', `/api/courses/${course.id}`, `/api/courses/lessons/${lessons[0]?.id}`]) {
            expect((await call(student, 'GET', url)).status, url).toBe(403);
          }
          expect((await complete(student, lessons[0]?.id ?? 0)).status).toBe(403);
          expect((await start(student, lessons[0]?.id ?? 0)).status).toBe(403);
        }
      });

      it('answers 404 for an IT lesson or course asked for among the courses', async () => {
        const { student } = await studentInClass();
        const it = dataOf(await call(admin, 'POST', '/api/admin/it-courses', { title: 'JS' }), itCourseSchema);
        expect((await call(student, 'GET', `/api/courses/${it.id}`)).status).toBe(404);
      });

      it('marks a lesson without homework read once, shows the progress, and lets a teacher read without progress', async () => {
        const { course, lessons } = await writeCourse(['text', 'video']);
        const { student } = await studentInClass();
        const first = dataOf(await complete(student, lessons[0]?.id ?? 0), courseLessonDoneSchema);
        expect(first).toMatchObject({
          course: { id: course.id, lessons_total: 2, lessons_done: 1 },
          certificate: null,
        });
        const again = dataOf(await complete(student, lessons[0]?.id ?? 0), courseLessonDoneSchema);
        expect(again.done_at).toBe(first.done_at);
        const map = dataOf(await call(student, 'GET', `/api/courses/${course.id}`), courseMapSchema);
        expect(map).toMatchObject({ lessons_done: 1, lessons_total: 2, next_lesson: { id: lessons[1]?.id } });
        expect(map.blocks[0]?.lessons.map((lesson) => lesson.done)).toEqual([true, false]);
        const lesson = await lessonOf(student, lessons[1]?.id ?? 0);
        expect(lesson).toMatchObject({
          done: false,
          homework: null,
          previous: { id: lessons[0]?.id, block_id: lessons[0]?.block_id },
          next: null,
        });
        expect(lesson.video_embed_url).toContain('youtube-nocookie.com');
        const teacherRead = dataOf(await call(author, 'GET', '/api/courses'), courseListSchema);
        expect(teacherRead.courses.find((entry) => entry.id === course.id)).toMatchObject({ lessons_done: 0 });
      });

      it('issues the course’s certificate by itself when the last lesson is done, once even when finished five times at once', async () => {
        const title = `Шахматы ${Math.random()}`;
        const { course, lessons } = await writeCourse(['text', 'link'], title);
        const { student } = await studentInClass();
        await complete(student, lessons[0]?.id ?? 0);
        const answers = await Promise.all(Array.from({ length: 5 }, () => complete(student, lessons[1]?.id ?? 0)));
        const results = answers.map((response) => dataOf(response, courseLessonDoneSchema));
        expect(new Set(results.map((result) => result.certificate?.id)).size).toBe(1);
        expect(results[0]?.certificate).toMatchObject({ title });
        const certificates = (await certificatesOf(student)).filter((entry) => entry.title === title);
        expect(certificates).toHaveLength(1);
        expect(certificates[0]).toMatchObject({ issued_by: null, issuer_name: 'Умка' });
        const card = dataOf(await call(student, 'GET', '/api/courses'), courseListSchema).courses.find(
          (entry) => entry.id === course.id,
        );
        expect(card).toMatchObject({ lessons_done: 2, lessons_total: 2, certificate: { id: certificates[0]?.id } });
      });
    });

    describe('a lesson’s homework', () => {
      it('cannot be started by a student in no class of the subject, and the lesson says so', async () => {
        const { lessons } = await writeCourse(['text']);
        await giveHomework(lessons[0]?.id ?? 0, [{ type: 'task', text: 'Опиши' }]);
        const loner = await t.factories.buildStudent({ subjects: [C] });
        expect((await lessonOf(loner, lessons[0]?.id ?? 0)).homework).toMatchObject({ class_id: null, started: null });
        const response = await start(loner, lessons[0]?.id ?? 0);
        expect(response.status).toBe(409);
        expect(errorOf(response).code).toBe('COURSE_NO_CLASS');
        expect(errorOf(await complete(loner, lessons[0]?.id ?? 0)).code).toBe('COURSE_HOMEWORK_INCOMPLETE');
      });

      it('is given to the class once however many classmates start it at once, and the lesson shows the copy', async () => {
        const { lessons } = await writeCourse(['text']);
        const lessonId = lessons[0]?.id ?? 0;
        await giveHomework(lessonId, [{ type: 'task', text: 'Опиши опыт' }]);
        const { student, group } = await studentInClass();
        const classmates = await Promise.all([1, 2, 3].map(() => t.factories.buildStudent({ subjects: [C] })));
        for (const mate of classmates) {
          await t.database.db
            .insertInto('group_students')
            .values({ group_id: group.id, student_id: mate.id, created_at: new Date().toISOString() })
            .execute();
        }
        const started = await Promise.all([student, ...classmates].map((user) => start(user, lessonId)));
        const copies = started.map((response) => dataOf(response, studentHomeworkSchema));
        expect(new Set(copies.map((copy) => copy.id)).size).toBe(1);
        expect(copies[0]).toMatchObject({
          group_id: group.id,
          complete: false,
          items: [{ type: 'task', text: 'Опиши опыт' }],
        });
        expect((await lessonOf(student, lessonId)).homework?.started?.id).toBe(copies[0]?.id);
        // The homework trainer page finds a copy's item in the student's own list, like any homework's.
        const own = dataOf(
          await call(student, 'GET', `/api/students/${student.id}/homework?subject_id=${C}`),
          studentHomeworkListSchema,
        );
        expect(own.current.map((entry) => entry.id)).toEqual([copies[0]?.id]);
      });

      it('finishes the lesson and the course when the teacher accepts the last task, without the student doing more', async () => {
        const { course, lessons } = await writeCourse(['text']);
        const lessonId = lessons[0]?.id ?? 0;
        await giveHomework(lessonId, [{ type: 'task', text: 'Напиши отзыв' }]);
        const { student } = await studentInClass();
        const copy = dataOf(await start(student, lessonId), studentHomeworkSchema);
        const item = copy.items[0];
        const answered = await sendMultipart(t, `/api/homework/${copy.id}/tasks/${item?.id}/answers`, student.token, [
          { name: 'text', value: 'Было интересно' },
        ]);
        const answer = dataOf(answered, homeworkAnswerSchema);
        expect(errorOf(await complete(student, lessonId)).code).toBe('COURSE_HOMEWORK_INCOMPLETE');
        const review = await call(author, 'PATCH', `/api/homework-answers/${answer.id}`, { status: 'accepted' });
        expect(review.status, review.raw).toBe(200);
        const lesson = await lessonOf(student, lessonId);
        expect(lesson.done).toBe(true);
        expect(lesson.homework?.started?.complete).toBe(true);
        const map = dataOf(await call(student, 'GET', `/api/courses/${course.id}`), courseMapSchema);
        expect(map.certificate).not.toBeNull();
      });

      it('counts the class copy’s trainer rounds, and the lesson is done once the target is reached', async () => {
        const { lessons } = await writeCourse(['text', 'text']);
        const lessonId = lessons[0]?.id ?? 0;
        await giveHomework(lessonId, [
          { type: 'trainer', trainer_id: trainerId, settings: SETTINGS, target_rounds: 1 },
        ]);
        const { student } = await studentInClass();
        const copy = dataOf(await start(student, lessonId), studentHomeworkSchema);
        expect(errorOf(await complete(student, lessonId)).code).toBe('COURSE_HOMEWORK_INCOMPLETE');
        await playRound(t, student, `/api/homework/${copy.id}/trainers/${copy.items[0]?.id}/sessions`);
        const done = dataOf(await complete(student, lessonId), courseLessonDoneSchema);
        expect(done).toMatchObject({
          lesson_id: lessonId,
          course: { lessons_done: 1, lessons_total: 2 },
          certificate: null,
        });
      });
    });
  },
  { trainerRules },
);

async function playRound(t: TestContext, student: TestUser, url: string) {
  const started = await t.api('POST', url, { token: student.token });
  expect(started.status, started.raw).toBe(201);
  const session = dataOf(started, trainerSessionSchema);
  t.clock.advance(HONEST_PAUSE_MS);
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers: rightAnswers(session.seed, session.settings as SumSettings), elapsed_ms: HONEST_PAUSE_MS },
  });
  return dataOf(response, trainerResultSchema);
}
