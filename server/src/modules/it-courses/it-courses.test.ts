import {
  idResultSchema,
  itBlockSchema,
  itCourseListSchema,
  itCourseMapSchema,
  itCourseSchema,
  itLessonDoneSchema,
  itLessonListSchema,
  itLessonSchema,
  itStudentLessonSchema,
  SUBJECT_IT,
} from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildItCourse } from './it-courses.fixture.ts';

describeEachDatabase('it courses', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let itStudent: TestUser;
  let mathStudent: TestUser;
  let blockedItStudent: TestUser;

  beforeAll(async () => {
    [admin, teacher, itStudent, mathStudent, blockedItStudent] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent({ subjects: [SUBJECT_IT] }),
      t.factories.buildStudent({ subjects: [1, 2] }),
      t.factories.buildStudent({ subjects: [1], blockedSubjects: [SUBJECT_IT] }),
    ]);
  });

  const as = (token: string) => ({
    get: (url: string) => t.api('GET', url, { token }),
    post: (url: string, body?: unknown) => t.api('POST', url, { token, body }),
    put: (url: string, body: unknown) => t.api('PUT', url, { token, body }),
    del: (url: string) => t.api('DELETE', url, { token }),
  });
  const adminApi = () => as(admin.token);
  const newCourse = async (title = 'Python') =>
    dataOf(await adminApi().post('/api/admin/it-courses', { title, description: 'Для начинающих' }), itCourseSchema);
  const newBlock = async (courseId: number, title = 'Первые шаги') =>
    dataOf(await adminApi().post('/api/admin/it-blocks', { course_id: courseId, title }), itBlockSchema);
  const lessonBody = (blockId: number, overrides: Record<string, unknown> = {}) => ({
    block_id: blockId,
    type: 'text',
    title: 'Переменные',
    text: '<p>Переменная хранит значение.</p>',
    link: null,
    ...overrides,
  });
  const newLesson = async (blockId: number, overrides: Record<string, unknown> = {}) =>
    dataOf(await adminApi().post('/api/admin/it-lessons', lessonBody(blockId, overrides)), itLessonSchema);
  const fieldCodes = (response: Awaited<ReturnType<typeof t.api>>) =>
    errorOf(response).fields?.map((field) => [field.field, field.code]);

  describe('the admin', () => {
    it('creates, edits, lists and deletes courses, blocks and lessons, each numbered after the last', async () => {
      const course = await newCourse();
      expect(course).toMatchObject({ title: 'Python', description: 'Для начинающих', blocks: [] });
      const block = await newBlock(course.id);
      const second = await newBlock(course.id, 'Циклы');
      expect([block.number, second.number]).toEqual([1, 2]);

      const first = await newLesson(block.id);
      const video = await newLesson(block.id, {
        type: 'video',
        title: 'Видео',
        text: '',
        link: 'https://youtu.be/dQw4w9WgXcQ',
      });
      expect(first).toMatchObject({ number: 1, course_id: course.id, block_title: 'Первые шаги', link: null });
      expect(video).toMatchObject({ number: 2, type: 'video', text: '' });

      const edited = dataOf(
        await adminApi().put(`/api/admin/it-courses/${course.id}`, { title: 'Python 3', description: '' }),
        itCourseSchema,
      );
      expect(edited.title).toBe('Python 3');
      expect(edited.blocks.map((b) => [b.title, b.lessons_count])).toEqual([
        ['Первые шаги', 2],
        ['Циклы', 0],
      ]);
      const renamed = dataOf(
        await adminApi().put(`/api/admin/it-blocks/${second.id}`, { title: 'Цикл for' }),
        itBlockSchema,
      );
      expect(renamed.title).toBe('Цикл for');

      const updated = dataOf(
        await adminApi().put(`/api/admin/it-lessons/${first.id}`, lessonBody(block.id, { title: 'Переменные и типы' })),
        itLessonSchema,
      );
      expect(updated).toMatchObject({ id: first.id, title: 'Переменные и типы', number: 1 });
      expect(dataOf(await adminApi().get(`/api/admin/it-lessons/${first.id}`), itLessonSchema).title).toBe(
        'Переменные и типы',
      );

      const list = dataOf(await adminApi().get(`/api/admin/it-lessons?course_id=${course.id}`), itLessonListSchema);
      expect(list.lessons.map((lesson) => lesson.id)).toEqual([first.id, video.id]);
      const none = dataOf(await adminApi().get(`/api/admin/it-lessons?block_id=${second.id}`), itLessonListSchema);
      expect(none.lessons).toEqual([]);

      expect(dataOf(await adminApi().del(`/api/admin/it-lessons/${first.id}`), idResultSchema)).toEqual({
        id: first.id,
      });
      expect((await adminApi().get(`/api/admin/it-lessons/${first.id}`)).status).toBe(404);
      // The block closes the gap the deleted lesson left.
      expect(dataOf(await adminApi().get(`/api/admin/it-lessons/${video.id}`), itLessonSchema).number).toBe(1);
      expect((await adminApi().del(`/api/admin/it-blocks/${second.id}`)).status).toBe(200);
      const courses = dataOf(await adminApi().get('/api/admin/it-courses'), itCourseListSchema);
      expect(courses.courses.find((c) => c.id === course.id)?.blocks.map((b) => b.id)).toEqual([block.id]);
    });

    it('reorders courses, blocks and lessons by a list of every id, and refuses a list made from a stale page', async () => {
      const course = await newCourse('Порядок');
      const [a, b, c] = [
        await newBlock(course.id, 'A'),
        await newBlock(course.id, 'B'),
        await newBlock(course.id, 'C'),
      ];
      const ordered = dataOf(
        await adminApi().put(`/api/admin/it-courses/${course.id}/blocks/order`, { ids: [c.id, a.id, b.id] }),
        itCourseSchema,
      );
      expect(ordered.blocks.map((block) => [block.title, block.number])).toEqual([
        ['C', 1],
        ['A', 2],
        ['B', 3],
      ]);
      const missing = await adminApi().put(`/api/admin/it-courses/${course.id}/blocks/order`, { ids: [a.id, b.id] });
      expect(missing.status).toBe(422);
      expect(fieldCodes(missing)).toEqual([['ids', 'IT_ORDER_MISMATCH']]);
      expect(errorOf(missing).fields?.[0]?.message['ru-RU']).toBe(
        'Порядок устарел: обновите страницу и попробуйте снова',
      );
      const twice = await adminApi().put(`/api/admin/it-courses/${course.id}/blocks/order`, {
        ids: [a.id, a.id, b.id],
      });
      expect(fieldCodes(twice)).toEqual([['ids', 'IT_ORDER_MISMATCH']]);

      const [one, two, three] = [await newLesson(a.id), await newLesson(a.id), await newLesson(a.id)];
      const lessons = dataOf(
        await adminApi().put(`/api/admin/it-blocks/${a.id}/lessons/order`, { ids: [three.id, one.id, two.id] }),
        itLessonListSchema,
      );
      expect(lessons.lessons.map((lesson) => [lesson.id, lesson.number])).toEqual([
        [three.id, 1],
        [one.id, 2],
        [two.id, 3],
      ]);
      const foreign = await adminApi().put(`/api/admin/it-blocks/${b.id}/lessons/order`, { ids: [one.id] });
      expect(fieldCodes(foreign)).toEqual([['ids', 'IT_ORDER_MISMATCH']]);

      const all = dataOf(await adminApi().get('/api/admin/it-courses'), itCourseListSchema).courses.map((x) => x.id);
      const reversed = dataOf(
        await adminApi().put('/api/admin/it-courses/order', { ids: [...all].reverse() }),
        itCourseListSchema,
      );
      expect(reversed.courses.map((x) => x.id)).toEqual([...all].reverse());
      expect(reversed.courses.map((x) => x.number)).toEqual(all.map((_, index) => index + 1));
    });

    it('moves a lesson to another block under the same id, at that block’s end', async () => {
      const course = await newCourse('Перенос');
      const [from, to] = [await newBlock(course.id, 'Откуда'), await newBlock(course.id, 'Куда')];
      const [moving, staying] = [await newLesson(from.id), await newLesson(from.id)];
      await newLesson(to.id);
      const moved = dataOf(
        await adminApi().put(`/api/admin/it-lessons/${moving.id}`, lessonBody(to.id)),
        itLessonSchema,
      );
      expect(moved).toMatchObject({ id: moving.id, block_id: to.id, number: 2 });
      expect(dataOf(await adminApi().get(`/api/admin/it-lessons/${staying.id}`), itLessonSchema).number).toBe(1);
    });

    it('keeps only the editor’s markup, with the language of a code block, and drops scripts and unsafe links', async () => {
      const course = await newCourse('HTML');
      const block = await newBlock(course.id);
      const lesson = await newLesson(block.id, {
        text:
          '<p onclick="x()">Код:<script>alert(1)</script></p><pre><code class="language-python evil">print("hi")</code></pre>' +
          '<a href="javascript:alert(2)">плохая</a><iframe src="https://evil.example"></iframe><img src=x onerror=alert(3)>',
      });
      expect(lesson.text).not.toMatch(/script|onclick|onerror|javascript:|<iframe|<img|evil/i);
      expect(lesson.text).toContain('<pre><code class="language-python">print("hi")</code></pre>');
      expect(lesson.text).toContain('<p>Код:</p>');
    });

    it('answers bad input with localized field errors and stores nothing', async () => {
      const course = await newCourse('Ошибки');
      const block = await newBlock(course.id);
      const before = dataOf(await adminApi().get(`/api/admin/it-lessons?block_id=${block.id}`), itLessonListSchema);

      const untitled = await adminApi().post('/api/admin/it-courses', { title: '  ' });
      expect(untitled.status).toBe(422);
      expect(fieldCodes(untitled)).toEqual([['title', 'FIELD_REQUIRED']]);

      const notYoutube = await adminApi().post(
        '/api/admin/it-lessons',
        lessonBody(block.id, { type: 'video', link: 'https://example.org/video.mp4' }),
      );
      expect(notYoutube.status).toBe(422);
      expect(fieldCodes(notYoutube)).toEqual([['link', 'IT_VIDEO_LINK_INVALID']]);
      expect(errorOf(notYoutube).fields?.[0]?.message).toEqual({
        'ru-RU': 'Нужна ссылка на видео YouTube или Vimeo',
        'en-US': 'Give a link to a YouTube or Vimeo video',
        'uk-UA': 'Потрібне посилання на відео YouTube або Vimeo',
      });
      const script = await adminApi().post(
        '/api/admin/it-lessons',
        lessonBody(block.id, { type: 'link', link: 'javascript:alert(1)' }),
      );
      expect(fieldCodes(script)).toEqual([['link', 'LINK_NOT_WEB']]);
      const noLink = await adminApi().post('/api/admin/it-lessons', lessonBody(block.id, { type: 'link' }));
      expect(fieldCodes(noLink)).toEqual([['link', 'FIELD_REQUIRED']]);
      const wrongType = await adminApi().post('/api/admin/it-lessons', lessonBody(block.id, { type: 'quiz' }));
      expect(fieldCodes(wrongType)).toEqual([['type', 'FIELD_INVALID']]);
      const emptyTask = await adminApi().post(
        '/api/admin/it-lessons',
        lessonBody(block.id, { type: 'task', text: '<p> </p><script>x</script>' }),
      );
      expect(fieldCodes(emptyTask)).toEqual([['text', 'IT_LESSON_TEXT_REQUIRED']]);
      const nowhere = await adminApi().post('/api/admin/it-lessons', lessonBody(2_000_000));
      expect(fieldCodes(nowhere)).toEqual([['block_id', 'FIELD_INVALID']]);
      const noCourse = await adminApi().post('/api/admin/it-blocks', { course_id: 2_000_000, title: 'Блок' });
      expect(fieldCodes(noCourse)).toEqual([['course_id', 'FIELD_INVALID']]);

      const after = dataOf(await adminApi().get(`/api/admin/it-lessons?block_id=${block.id}`), itLessonListSchema);
      expect(after.lessons).toEqual(before.lessons);
    });

    it('refuses to delete a course with blocks or a block with lessons, and answers 404 for what is gone', async () => {
      const built = await buildItCourse(t.database.db);
      const course = await adminApi().del(`/api/admin/it-courses/${built.courseId}`);
      expect(course.status).toBe(409);
      expect(errorOf(course).code).toBe('IT_COURSE_NOT_EMPTY');
      const block = await adminApi().del(`/api/admin/it-blocks/${built.blockId}`);
      expect(block.status).toBe(409);
      expect(errorOf(block).code).toBe('IT_BLOCK_NOT_EMPTY');
      expect((await adminApi().put('/api/admin/it-courses/2000000', { title: 'Нет' })).status).toBe(404);
      expect((await adminApi().del('/api/admin/it-lessons/2000000')).status).toBe(404);
    });
  });

  describe('a student', () => {
    it('of another subject, or with the IT subject blocked, is refused every learning call', async () => {
      const built = await buildItCourse(t.database.db, ['text']);
      const lessonId = built.lessonIds[0];
      for (const student of [mathStudent, blockedItStudent]) {
        for (const response of [
          await as(student.token).get('/api/it-courses'),
          await as(student.token).get(`/api/it-lessons/${lessonId}`),
          await as(student.token).post(`/api/it-lessons/${lessonId}/done`),
        ]) {
          expect(response.status).toBe(403);
          expect(errorOf(response).code).toBe('SUBJECT_NOT_ALLOWED');
        }
      }
      expect((await as(itStudent.token).get('/api/admin/it-courses')).status).toBe(403);
    });

    it('of IT sees the map with their progress and the next lesson, and marking a lesson twice keeps the first time', async () => {
      const built = await buildItCourse(t.database.db, ['text', 'video', 'link']);
      const [text, video, link] = built.lessonIds as [number, number, number];
      const student = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
      const me = as(student.token);

      const first = dataOf(await me.post(`/api/it-lessons/${text}/done`), itLessonDoneSchema);
      t.clock.advance(60_000);
      const again = dataOf(await me.post(`/api/it-lessons/${text}/done`), itLessonDoneSchema);
      expect(again).toEqual(first);
      const rows = await t.database.db
        .selectFrom('it_lesson_progress')
        .selectAll()
        .where('student_id', '=', student.id)
        .execute();
      expect(rows).toHaveLength(1);

      const map = dataOf(await me.get('/api/it-courses'), itCourseMapSchema);
      const course = map.courses.find((c) => c.id === built.courseId);
      expect(course?.blocks[0]?.lessons.map((lesson) => [lesson.id, lesson.done])).toEqual([
        [text, true],
        [video, false],
        [link, false],
      ]);
      expect(map.next_lesson_id).not.toBe(text);

      const page = dataOf(await me.get(`/api/it-lessons/${video}`), itStudentLessonSchema);
      expect(page).toMatchObject({
        type: 'video',
        done: false,
        video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        previous: { id: text },
        next: { id: link },
        course: { id: built.courseId },
      });
      expect(dataOf(await me.get(`/api/it-lessons/${text}`), itStudentLessonSchema).done).toBe(true);
      // Another student's progress is their own.
      const other = dataOf(await as(itStudent.token).get(`/api/it-lessons/${text}`), itStudentLessonSchema);
      expect(other.done).toBe(false);
    });

    it('marks a lesson once when the button is pressed in several tabs at the same moment', async () => {
      const built = await buildItCourse(t.database.db, ['link']);
      const lessonId = built.lessonIds[0];
      const student = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => as(student.token).post(`/api/it-lessons/${lessonId}/done`)),
      );
      expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((response) => dataOf(response, itLessonDoneSchema).done_at)).size).toBe(1);
      const rows = await t.database.db
        .selectFrom('it_lesson_progress')
        .select('lesson_id')
        .where('student_id', '=', student.id)
        .execute();
      expect(rows).toEqual([{ lesson_id: lessonId }]);
    });

    it('continues after the last lesson done, past a task waiting for its check, then back to what is left', async () => {
      const built = await buildItCourse(t.database.db, ['text', 'task', 'text', 'link']);
      const [first, task, third, fourth] = built.lessonIds as [number, number, number, number];
      const student = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
      const me = as(student.token);
      // Only this course's lessons are open to the student: every other course of the suite is done for them.
      const others = await t.database.db
        .selectFrom('it_lessons')
        .select('id')
        .where('block_id', '!=', built.blockId)
        .execute();
      for (const other of others) {
        await t.database.db
          .insertInto('it_lesson_progress')
          .values({ student_id: student.id, lesson_id: other.id, done_at: new Date().toISOString() })
          .execute();
      }
      const next = async () => dataOf(await me.get('/api/it-courses'), itCourseMapSchema).next_lesson_id;

      expect(await next()).toBe(first);
      await me.post(`/api/it-lessons/${first}/done`);
      expect(await next()).toBe(task);
      await me.post(`/api/it-lessons/${third}/done`);
      expect(await next()).toBe(fourth);
      await me.post(`/api/it-lessons/${fourth}/done`);
      expect(await next()).toBe(task);
    });

    it('cannot mark a task done with the button, and nothing is stored', async () => {
      const built = await buildItCourse(t.database.db, ['task']);
      const taskId = built.lessonIds[0];
      const response = await as(itStudent.token).post(`/api/it-lessons/${taskId}/done`);
      expect(response.status).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'IT_TASK_NOT_MARKED',
        message: { 'ru-RU': 'Задание засчитывается, когда учитель проверит решение' },
      });
      const page = dataOf(await as(itStudent.token).get(`/api/it-lessons/${taskId}`), itStudentLessonSchema);
      expect(page.done).toBe(false);
      expect((await as(itStudent.token).post('/api/it-lessons/2000000/done')).status).toBe(404);
    });
  });

  it('lets a teacher read the courses and lessons with nothing marked, but not mark them', async () => {
    const built = await buildItCourse(t.database.db, ['text']);
    const lessonId = built.lessonIds[0];
    const map = dataOf(await as(teacher.token).get('/api/it-courses'), itCourseMapSchema);
    expect(map.courses.find((c) => c.id === built.courseId)?.blocks[0]?.lessons[0]).toMatchObject({ done: false });
    expect(dataOf(await as(teacher.token).get(`/api/it-lessons/${lessonId}`), itStudentLessonSchema).id).toBe(lessonId);
    expect((await as(teacher.token).post(`/api/it-lessons/${lessonId}/done`)).status).toBe(403);
  });
});
