import {
  auditLogEntrySchema,
  paginated,
  zeroAdminLessonListSchema,
  zeroAdminLessonSchema,
  zeroLessonListSchema,
  zeroLessonSchema,
} from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { likesPort } from '../likes/likes.port.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import { texts, zeroLessonBody } from './zero-homework.fixture.ts';

describeEachDatabase('the admin’s zero-homework lessons', (t) => {
  const adminList = async (admin: TestUser, subjectId: number) =>
    dataOf(
      await t.api('GET', `/api/admin/zero-lessons?subject_id=${subjectId}`, { token: admin.token }),
      zeroAdminLessonListSchema,
    ).lessons;
  const create = (admin: TestUser, body: unknown) =>
    t.api('POST', '/api/admin/zero-lessons', { token: admin.token, body });
  const update = (admin: TestUser, id: number, body: unknown) =>
    t.api('PUT', `/api/admin/zero-lessons/${id}`, { token: admin.token, body });
  const fieldsOf = (response: Parameters<typeof errorOf>[0]) =>
    (errorOf(response).fields ?? []).map((field) => [field.field, field.code]);

  it('lists a subject’s lessons with each question’s right choice and the trainer’s component', async () => {
    const admin = await t.factories.buildAdmin();
    const lessons = await adminList(admin, 1);
    expect(lessons.map((lesson) => [lesson.position, lesson.trainer, lesson.likes])).toEqual([
      [1, 'flashAnzan', 5],
      [2, 'schulte', 5],
    ]);
    expect(lessons[0]?.questions.map((question) => question.correct)).toEqual([0, 1]);
    expect(lessons[1]?.questions.map((question) => question.options.length)).toEqual([3, 3]);
  });

  it('adds a lesson after the subject’s last, which a student of the subject then sees and opens', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent({ subjects: [9] });
    const response = await create(admin, {
      ...zeroLessonBody({ video_url: 'https://vimeo.com/76979871' }),
      subject_id: 9,
    });

    expect(response.status).toBe(201);
    const created = dataOf(response, zeroAdminLessonSchema);
    expect(created).toMatchObject({ subject_id: 9, position: 3, likes: 3, trainer: null });
    expect(created.questions).toMatchObject([{ correct: 1, options: [texts('This one'), texts('That one')] }]);
    const listed = dataOf(
      await t.api('GET', '/api/zero-lessons?subject_id=9', { token: student.token }),
      zeroLessonListSchema,
    );
    expect(listed.lessons.map((lesson) => [lesson.id, lesson.position, lesson.has_video]).at(-1)).toEqual([
      created.id,
      3,
      true,
    ]);
    const opened = dataOf(
      await t.api('GET', `/api/zero-lessons/${created.id}`, { token: student.token }),
      zeroLessonSchema,
    );
    expect(opened.title['uk-UA']).toBe('A new lesson (uk)');
  });

  it('saves an edited lesson, its questions replaced as a whole, and keeps who did it in the audit log', async () => {
    const admin = await t.factories.buildAdmin();
    const component = `zeroEditor${Date.now()}`;
    await insertTestTrainer(t.database.db, { component, subjects: [2] });
    const lesson = dataOf(await create(admin, { ...zeroLessonBody(), subject_id: 2 }), zeroAdminLessonSchema);
    const questions = [
      { text: texts('First'), options: [texts('a'), texts('b'), texts('c')], correct: 2 },
      { text: texts('Second'), options: [texts('yes'), texts('no')], correct: 0 },
    ];

    const response = await update(
      admin,
      lesson.id,
      zeroLessonBody({
        title: texts('Edited'),
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        trainer: component,
        likes: 50,
        questions,
      }),
    );

    const saved = dataOf(response, zeroAdminLessonSchema);
    expect(saved).toMatchObject({ id: lesson.id, position: lesson.position, trainer: component, likes: 50 });
    expect(saved.title['en-US']).toBe('Edited (en)');
    expect(saved.questions.map(({ id: _id, ...question }) => question)).toEqual(questions);
    const stored = await t.database.db
      .selectFrom('zero_lesson_questions')
      .select('id')
      .where('lesson_id', '=', lesson.id)
      .execute();
    expect(stored).toHaveLength(2);
    const logs = dataOf(
      await t.api('GET', '/api/admin/logs?per_page=20', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    const ofLesson = logs.items.filter((entry) => entry.target_type === 'zero_lesson' && entry.target_id === lesson.id);
    expect(ofLesson.map((entry) => [entry.action, entry.user_id])).toEqual([
      ['zero_lesson.updated', admin.id],
      ['zero_lesson.created', admin.id],
    ]);
  });

  it('refuses bad input with the fields at fault, writing nothing', async () => {
    const admin = await t.factories.buildAdmin();
    const [lesson] = await adminList(admin, 3);
    if (!lesson) throw new Error('the migration seeds lessons of subject 3');
    const bad = zeroLessonBody({
      title: { ...texts('T'), 'uk-UA': ' ' },
      text: { ...texts('T'), 'ru-RU': 'x'.repeat(4001) },
      video_url: 'ftp://example.com/video',
      likes: 51,
      questions: [
        { text: texts('Q'), options: [texts('a'), { ...texts('b'), 'en-US': '' }], correct: 2 },
        { text: texts('Q'), options: [texts('alone')], correct: 0 },
      ],
    });

    const response = await update(admin, lesson.id, bad);

    expect(response.status).toBe(422);
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        ['title.uk-UA', 'FIELD_REQUIRED'],
        ['text.ru-RU', 'FIELD_TOO_LONG'],
        ['video_url', 'LINK_NOT_WEB'],
        ['likes', 'FIELD_INVALID'],
        ['questions.0.options.1.en-US', 'FIELD_REQUIRED'],
        ['questions.1.options', 'FIELD_INVALID'],
      ]),
    );
    const outOfRange = zeroLessonBody({
      questions: [{ text: texts('Q'), options: [texts('a'), texts('b')], correct: 2 }],
    });
    expect(fieldsOf(await update(admin, lesson.id, outOfRange))).toEqual([['questions.0.correct', 'FIELD_INVALID']]);
    expect(fieldsOf(await update(admin, lesson.id, zeroLessonBody({ questions: [] })))).toEqual([
      ['questions', 'FIELD_INVALID'],
    ]);
    expect(fieldsOf(await create(admin, { ...zeroLessonBody(), subject_id: 8 }))).toEqual([
      ['subject_id', 'FIELD_INVALID'],
    ]);
    expect(
      dataOf(
        await t.api('GET', `/api/admin/zero-lessons?subject_id=3`, { token: admin.token }),
        zeroAdminLessonListSchema,
      ).lessons[0],
    ).toEqual(lesson);
  });

  it('refuses a trainer the catalogue does not have in the lesson’s subject', async () => {
    const admin = await t.factories.buildAdmin();
    const component = `zeroOther${Date.now()}`;
    await insertTestTrainer(t.database.db, { component, subjects: [1] });
    const [lesson] = await adminList(admin, 10);
    if (!lesson) throw new Error('the migration seeds lessons of subject 10');

    for (const trainer of [component, 'noSuchTrainer']) {
      const response = await update(admin, lesson.id, zeroLessonBody({ trainer }));
      expect([response.status, fieldsOf(response)]).toEqual([422, [['trainer', 'FIELD_INVALID']]]);
    }
    const created = await create(admin, { ...zeroLessonBody({ trainer: component }), subject_id: 10 });
    expect(fieldsOf(created)).toEqual([['trainer', 'FIELD_INVALID']]);
  });

  it('answers 404 for a lesson that does not exist', async () => {
    const admin = await t.factories.buildAdmin();
    const responses = [
      await update(admin, 999999, zeroLessonBody()),
      await t.api('PUT', '/api/admin/zero-lessons/999999/position', { token: admin.token, body: { position: 1 } }),
      await t.api('DELETE', '/api/admin/zero-lessons/999999', { token: admin.token }),
    ];
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404]);
  });

  it('moves a lesson among its subject’s, and a deletion takes its finishes but leaves the likes they paid', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent({ subjects: [2] });
    const added = dataOf(await create(admin, { ...zeroLessonBody(), subject_id: 2 }), zeroAdminLessonSchema);
    const before = await adminList(admin, 2);

    const moved = dataOf(
      await t.api('PUT', `/api/admin/zero-lessons/${added.id}/position`, { token: admin.token, body: { position: 1 } }),
      zeroAdminLessonListSchema,
    ).lessons;
    expect(moved.map((lesson) => lesson.id)).toEqual([
      added.id,
      ...before.filter((l) => l.id !== added.id).map((l) => l.id),
    ]);
    expect(moved.map((lesson) => lesson.position)).toEqual(before.map((_, index) => index + 1));

    const finished = await t.api('POST', `/api/zero-lessons/${added.id}/complete`, {
      token: student.token,
      body: { answers: [{ question_id: added.questions[0]?.id, choice: 1 }] },
    });
    expect(finished.status).toBe(200);
    const removed = await t.api('DELETE', `/api/admin/zero-lessons/${added.id}`, { token: admin.token });

    expect(removed.status).toBe(200);
    const after = await adminList(admin, 2);
    expect(after.map((lesson) => lesson.id)).toEqual(moved.slice(1).map((lesson) => lesson.id));
    expect(after.map((lesson) => lesson.position)).toEqual(after.map((_, index) => index + 1));
    const completions = await t.database.db
      .selectFrom('zero_lesson_completions')
      .select('lesson_id')
      .where('lesson_id', '=', added.id)
      .execute();
    expect(completions).toEqual([]);
    expect(await likesPort.findBalance(t.database.db, student.id, 2)).toBe(3);
  });

  describe('who may edit', () => {
    it('refuses teachers and students, and asks an anonymous caller to sign in', async () => {
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const student = await t.factories.buildStudent({ subjects: [1] });
      for (const user of [teacher, student]) {
        expect((await t.api('GET', '/api/admin/zero-lessons?subject_id=1', { token: user.token })).status).toBe(403);
        expect((await create(user, { ...zeroLessonBody(), subject_id: 1 })).status).toBe(403);
      }
      expect((await t.api('GET', '/api/admin/zero-lessons?subject_id=1')).status).toBe(401);
    });
  });
});
