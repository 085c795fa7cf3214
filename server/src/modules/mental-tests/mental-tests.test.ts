import {
  errorMessage,
  idResultSchema,
  type MentalTestBody,
  mentalTestSchema,
  paginated,
  studentMentalTestSchema,
  trainerResultSchema,
  trainerSessionSchema,
  trainerStatsSchema,
} from '@umka/contracts';
import { mentalTestRules, mentalTestSettings } from '@umka/games';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';

const pageSchema = paginated(mentalTestSchema);
const studentListSchema = z.array(studentMentalTestSchema);

const title = { 'ru-RU': 'Устный счёт', 'en-US': 'Mental maths', 'uk-UA': 'Усний рахунок' };
const tasks = ['23 + 19', '7 × 8', '6 x 9', '56 : 7', '81 ÷ 9', '(3 + 5) * 6'];
const testBody: MentalTestBody = {
  title,
  subjects: [1, 3],
  time_limit_sec: 120,
  tasks: tasks.map((expression) => ({ expression })),
  is_published: true,
};
const ANSWERS = [42, 56, 54, 8, 9, 48];

async function createTest(t: TestContext, admin: TestUser, body: unknown) {
  return t.api('POST', '/api/admin/mental-tests', { token: admin.token, body });
}

async function countTests(t: TestContext): Promise<number> {
  const row = await t.database.db
    .selectFrom('mental_tests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('admin mental tests', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent({ subjects: [1] }),
    ]);
  });

  it('lets an admin create a test with computed answers, read, page, edit and delete it', async () => {
    const created = await createTest(t, admin, testBody);
    expect(created.status).toBe(201);
    const test = dataOf(created, mentalTestSchema);
    expect(test).toMatchObject({ title, subjects: [1, 3], time_limit_sec: 120, is_published: true });
    expect(test.tasks).toEqual(tasks.map((expression, i) => ({ expression, answer: ANSWERS[i] })));

    const read = dataOf(
      await t.api('GET', `/api/admin/mental-tests/${test.id}`, { token: admin.token }),
      mentalTestSchema,
    );
    expect(read).toEqual(test);

    await createTest(t, admin, { ...testBody, is_published: undefined });
    const page = dataOf(
      await t.api('GET', '/api/admin/mental-tests?per_page=1&page=2', { token: admin.token }),
      pageSchema,
    );
    expect(page).toMatchObject({ page: 2, per_page: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.is_published).toBe(false);

    const edited = dataOf(
      await t.api('PATCH', `/api/admin/mental-tests/${test.id}`, {
        token: admin.token,
        body: { subjects: [3], tasks: [{ expression: '12 x 12' }], is_published: false },
      }),
      mentalTestSchema,
    );
    expect(edited).toMatchObject({
      title,
      subjects: [3],
      time_limit_sec: 120,
      is_published: false,
      tasks: [{ expression: '12 x 12', answer: 144 }],
    });

    const removed = await t.api('DELETE', `/api/admin/mental-tests/${test.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: test.id });
    expect(errorOf(await t.api('GET', `/api/admin/mental-tests/${test.id}`, { token: admin.token })).code).toBe(
      'NOT_FOUND',
    );
    expect((await t.api('DELETE', `/api/admin/mental-tests/${test.id}`, { token: admin.token })).status).toBe(404);
  });

  it('names every bad task expression with a catalogue error and writes nothing', async () => {
    const before = await countTests(t);
    const body = {
      ...testBody,
      tasks: [
        { expression: '2 + 2' },
        { expression: 'a + 1' },
        { expression: '3 - 5' },
        { expression: '7 : 2' },
        { expression: '(1 +' },
      ],
    };
    const response = await createTest(t, admin, body);
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual([
      { field: 'tasks.1.expression', code: 'EXPRESSION_INVALID', message: errorMessage('EXPRESSION_INVALID') },
      { field: 'tasks.2.expression', code: 'ANSWER_NOT_WHOLE', message: errorMessage('ANSWER_NOT_WHOLE') },
      { field: 'tasks.3.expression', code: 'ANSWER_NOT_WHOLE', message: errorMessage('ANSWER_NOT_WHOLE') },
      { field: 'tasks.4.expression', code: 'EXPRESSION_INVALID', message: errorMessage('EXPRESSION_INVALID') },
    ]);
    expect(await countTests(t)).toBe(before);
  });

  it('checks an edit against the whole test, so a bad task cannot be patched in', async () => {
    const test = dataOf(await createTest(t, admin, testBody), mentalTestSchema);
    const response = await t.api('PATCH', `/api/admin/mental-tests/${test.id}`, {
      token: admin.token,
      body: { tasks: [{ expression: '10 / 0' }] },
    });
    expect(errorOf(response).fields?.map((field) => field.field)).toEqual(['tasks.0.expression']);
    const kept = dataOf(
      await t.api('GET', `/api/admin/mental-tests/${test.id}`, { token: admin.token }),
      mentalTestSchema,
    );
    expect(kept).toEqual(test);
  });

  it('names malformed fields: subjects other than 1 and 3, a time limit out of bounds, no tasks', async () => {
    const error = errorOf(await createTest(t, admin, { ...testBody, subjects: [2], time_limit_sec: 5, tasks: [] }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.map((field) => field.field).sort()).toEqual(['subjects.0', 'tasks', 'time_limit_sec']);
  });

  it('refuses teachers, students and anonymous callers on every admin route', async () => {
    const test = dataOf(await createTest(t, admin, testBody), mentalTestSchema);
    const calls = [
      { method: 'GET', url: '/api/admin/mental-tests' },
      { method: 'GET', url: `/api/admin/mental-tests/${test.id}` },
      { method: 'POST', url: '/api/admin/mental-tests', body: testBody },
      { method: 'PATCH', url: `/api/admin/mental-tests/${test.id}`, body: { time_limit_sec: 60 } },
      { method: 'DELETE', url: `/api/admin/mental-tests/${test.id}` },
    ] as const;
    for (const call of calls) {
      const request = 'body' in call ? { body: call.body } : {};
      expect((await t.api(call.method, call.url, { ...request, token: teacher.token })).status).toBe(403);
      expect((await t.api(call.method, call.url, { ...request, token: student.token })).status).toBe(403);
      expect((await t.api(call.method, call.url, request)).status).toBe(401);
    }
    const still = await t.api('GET', `/api/admin/mental-tests/${test.id}`, { token: admin.token });
    expect(dataOf(still, mentalTestSchema)).toEqual(test);
  });
});

describeEachDatabase('mental tests for students', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let trainerId: number;
  let mathAndMental: number;
  let mentalOnly: number;
  let draft: number;

  beforeAll(async () => {
    await insertTrainerCatalogue(t.database.db, new Date().toISOString());
    const row = await t.database.db
      .selectFrom('trainers')
      .select('id')
      .where('component', '=', 'mentalTest')
      .executeTakeFirstOrThrow();
    trainerId = row.id;
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent({ subjects: [1, 2] }),
    ]);
    await t.factories.buildGroup({ teacher, students: [student], subjectId: 1 });
    const make = async (body: MentalTestBody) => dataOf(await createTest(t, admin, body), mentalTestSchema).id;
    mathAndMental = await make(testBody);
    mentalOnly = await make({ ...testBody, subjects: [3], title: { ...title, 'en-US': 'Only mental' } });
    draft = await make({ ...testBody, is_published: false });
  });

  afterEach(() => t.clock.reset());

  const startTest = (testId: unknown, subjectId = 1, token = student.token) =>
    t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token,
      body: { subject_id: subjectId, settings: { test_id: testId } },
    });

  it("lists only the published tests of the student's subject, with no attempts yet", async () => {
    const list = dataOf(
      await t.api('GET', '/api/mental-tests?subject_id=1', { token: student.token }),
      studentListSchema,
    );
    expect(list).toEqual([
      {
        id: mathAndMental,
        title,
        time_limit_sec: 120,
        task_count: tasks.length,
        trainer_id: trainerId,
        attempts: 0,
        best: null,
      },
    ]);
    const none = dataOf(
      await t.api('GET', '/api/mental-tests?subject_id=2', { token: student.token }),
      studentListSchema,
    );
    expect(none).toEqual([]);
  });

  it('answers 404 for a draft, an unknown test and a test of another subject, and 403 for a subject the student lacks', async () => {
    const one = await t.api('GET', `/api/mental-tests/${mathAndMental}?subject_id=1`, { token: student.token });
    expect(dataOf(one, studentMentalTestSchema).id).toBe(mathAndMental);
    for (const id of [draft, mentalOnly, 999_999]) {
      const response = await t.api('GET', `/api/mental-tests/${id}?subject_id=1`, { token: student.token });
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    const foreign = await t.api('GET', `/api/mental-tests/${mentalOnly}?subject_id=3`, { token: student.token });
    expect(errorOf(foreign).code).toBe('SUBJECT_NOT_ALLOWED');
    expect((await t.api('GET', '/api/mental-tests?subject_id=1', { token: teacher.token })).status).toBe(403);
  });

  it('keeps the mental-test trainer off the trainer cards', async () => {
    const cards = await t.api('GET', '/api/trainers?subject_id=1', { token: student.token });
    const components = (cards.body as { data: { component: string }[] }).data.map((card) => card.component);
    expect(components).toContain('flashAnzan');
    expect(components).not.toContain('mentalTest');
  });

  it('refuses to start a draft, a test of another subject, an unknown test or none at all', async () => {
    for (const id of [draft, mentalOnly, 999_999]) expect(errorOf(await startTest(id)).code).toBe('NOT_FOUND');
    const missing = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token: student.token,
      body: { subject_id: 1 },
    });
    expect(errorOf(missing).fields?.map((field) => field.field)).toEqual(['settings.test_id']);
    const forged = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token: student.token,
      body: { subject_id: 1, settings: { testId: mathAndMental, tasks: ['1 + 1'], timeLimitSec: 3600 } },
    });
    expect(errorOf(forged).fields?.map((field) => field.field)).toEqual(['settings.test_id']);
  });

  it("plays the stored test, validates the result, pays likes and shows it in the teacher's view of the student", async () => {
    const session = dataOf(await startTest(mathAndMental), trainerSessionSchema);
    const settings = mentalTestSettings.parse(session.settings);
    expect(settings).toEqual({ testId: mathAndMental, tasks, timeLimitSec: 120 });
    expect(JSON.stringify(session.settings)).not.toContain('"answer"');

    const played = mentalTestRules.generate(session.seed, settings);
    const answerMs = 4000;
    t.clock.advance(played.length * answerMs + 1000);
    const answers = played.map((task, index) => ({
      index,
      answer: index === 0 ? task.answer + 1 : task.answer,
      ms: answerMs,
    }));
    const result = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
      token: student.token,
      body: { answers, elapsed_ms: played.length * answerMs },
    });
    // 5 right of 6 under the catalogue rule (0.25 a right answer from 5): one like.
    expect(dataOf(result, trainerResultSchema)).toMatchObject({
      validate_status: 'ok',
      correct: 5,
      total: 6,
      likes_earned: 1,
    });

    const mine = dataOf(
      await t.api('GET', `/api/mental-tests/${mathAndMental}?subject_id=1`, { token: student.token }),
      studentMentalTestSchema,
    );
    expect(mine.attempts).toBe(1);
    expect(mine.best).toMatchObject({ correct: 5, total: 6, duration_ms: played.length * answerMs });

    const stats = dataOf(
      await t.api('GET', `/api/students/${student.id}/trainers?subject_id=1`, { token: teacher.token }),
      z.array(trainerStatsSchema),
    );
    const round = stats.find((entry) => entry.component === 'mentalTest');
    expect(round).toMatchObject({ trainer_id: trainerId, rounds: 1, best_score: 5 });
    // The teacher sees which test the round was of, by its title in every locale.
    expect(round?.recent[0]).toMatchObject({ correct: 5, total: 6, validate_status: 'ok', label: testBody.title });
  });

  it('refuses a round answered faster than a person can and keeps it out of the best result', async () => {
    const before = dataOf(
      await t.api('GET', `/api/mental-tests/${mathAndMental}?subject_id=1`, { token: student.token }),
      studentMentalTestSchema,
    );
    const session = dataOf(await startTest(mathAndMental), trainerSessionSchema);
    const played = mentalTestRules.generate(session.seed, mentalTestSettings.parse(session.settings));
    t.clock.advance(5000);
    const result = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
      token: student.token,
      body: { answers: played.map((task, index) => ({ index, answer: task.answer, ms: 10 })), elapsed_ms: 60 },
    });
    expect(dataOf(result, trainerResultSchema)).toMatchObject({
      validate_status: 'rejected',
      likes_earned: 0,
      correct: 0,
    });

    const after = dataOf(
      await t.api('GET', `/api/mental-tests/${mathAndMental}?subject_id=1`, { token: student.token }),
      studentMentalTestSchema,
    );
    expect(after.attempts).toBe(before.attempts + 1);
    expect(after.best).toEqual(before.best);
  });
});
