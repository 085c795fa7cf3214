import {
  errorMessage,
  idResultSchema,
  mathTaskSchema,
  paginated,
  trainerResultSchema,
  trainerSessionSchema,
} from '@umka/contracts';
import { wordProblemRules, wordProblemSettings } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

const pageSchema = paginated(mathTaskSchema);

const applesTask = {
  text: 'Было {a} яблок, дали ещё {b}. Сколько стало?',
  expression: 'a + b',
  variables: ['a', 'b'],
  digit_rank: 1,
  integer_answer: true,
  class_number: 1,
};

describeEachDatabase('admin math tasks', (t) => {
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

  const create = async (body: unknown) => t.api('POST', '/api/admin/tasks', { token: admin.token, body });

  it('lets an admin create, read, list by class, edit and delete a task', async () => {
    const created = await create(applesTask);
    expect(created.status).toBe(201);
    const task = dataOf(created, mathTaskSchema);
    expect(task).toMatchObject(applesTask);

    const read = await t.api('GET', `/api/admin/tasks/${task.id}`, { token: admin.token });
    expect(dataOf(read, mathTaskSchema)).toEqual(task);

    const other = dataOf(await create({ ...applesTask, class_number: 2 }), mathTaskSchema);
    const firstClass = dataOf(
      await t.api('GET', '/api/admin/tasks?class_number=1&per_page=50', { token: admin.token }),
      pageSchema,
    );
    expect(firstClass.items.map((item) => item.id)).toContain(task.id);
    expect(firstClass.items.map((item) => item.id)).not.toContain(other.id);
    expect(firstClass.items.every((item) => item.class_number === 1)).toBe(true);

    const edited = await t.api('PATCH', `/api/admin/tasks/${task.id}`, {
      token: admin.token,
      body: { expression: 'a * b', class_number: 3 },
    });
    expect(dataOf(edited, mathTaskSchema)).toMatchObject({ ...applesTask, expression: 'a * b', class_number: 3 });

    const removed = await t.api('DELETE', `/api/admin/tasks/${task.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: task.id });
    expect(errorOf(await t.api('GET', `/api/admin/tasks/${task.id}`, { token: admin.token })).code).toBe('NOT_FOUND');
    expect((await t.api('DELETE', `/api/admin/tasks/${task.id}`, { token: admin.token })).status).toBe(404);
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i++) await create({ ...applesTask, class_number: 11 });
    const page = dataOf(
      await t.api('GET', '/api/admin/tasks?class_number=11&per_page=2&page=2', { token: admin.token }),
      pageSchema,
    );
    expect(page).toMatchObject({ total: 3, page: 2, per_page: 2, last_page: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('refuses teachers, students and anonymous callers on every route', async () => {
    const task = dataOf(await create(applesTask), mathTaskSchema);
    const calls = [
      { method: 'GET', url: '/api/admin/tasks' },
      { method: 'GET', url: `/api/admin/tasks/${task.id}` },
      { method: 'POST', url: '/api/admin/tasks', body: applesTask },
      { method: 'PATCH', url: `/api/admin/tasks/${task.id}`, body: { class_number: 2 } },
      { method: 'DELETE', url: `/api/admin/tasks/${task.id}` },
    ] as const;
    for (const call of calls) {
      const request = 'body' in call ? { body: call.body } : {};
      expect((await t.api(call.method, call.url, { ...request, token: teacher.token })).status).toBe(403);
      expect((await t.api(call.method, call.url, { ...request, token: student.token })).status).toBe(403);
      expect((await t.api(call.method, call.url, request)).status).toBe(401);
    }
    const still = await t.api('GET', `/api/admin/tasks/${task.id}`, { token: admin.token });
    expect(dataOf(still, mathTaskSchema)).toEqual(task);
  });

  it('refuses an expression that does not parse with a localized error on the expression field', async () => {
    for (const expression of ['a +', '(a * b', 'a ** b', 'alert(1)']) {
      const error = errorOf(await create({ ...applesTask, expression }));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual([
        { field: 'expression', code: 'FIELD_INVALID', message: errorMessage('FIELD_INVALID') },
      ]);
    }
  });

  it('refuses an expression or a text that uses a variable not declared, on the variables field', async () => {
    const inExpression = await create({ ...applesTask, expression: 'a + c' });
    expect(inExpression.status).toBe(422);
    expect(errorOf(inExpression).fields?.map((field) => field.field)).toEqual(['variables']);
    const inText = errorOf(await create({ ...applesTask, text: 'Было {a}, стало {z}' }));
    expect(inText.fields?.map((field) => field.field)).toEqual(['variables']);
  });

  it('checks an edit against the whole task, so a bad expression cannot be patched in', async () => {
    const task = dataOf(await create(applesTask), mathTaskSchema);
    const response = await t.api('PATCH', `/api/admin/tasks/${task.id}`, {
      token: admin.token,
      body: { expression: 'a / (b' },
    });
    expect(errorOf(response).fields?.map((field) => field.field)).toEqual(['expression']);
    const kept = dataOf(await t.api('GET', `/api/admin/tasks/${task.id}`, { token: admin.token }), mathTaskSchema);
    expect(kept.expression).toBe('a + b');
  });

  it('names the wrong fields of a malformed task', async () => {
    const error = errorOf(await create({ ...applesTask, digit_rank: 9, class_number: 0 }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.map((field) => field.field).sort()).toEqual(['class_number']);
    const rank = errorOf(await create({ ...applesTask, digit_rank: 9 }));
    expect(rank.fields?.map((field) => field.field)).toEqual(['digit_rank']);
  });
});

describeEachDatabase('word-problem trainer sessions', (t) => {
  let admin: TestUser;
  let student: TestUser;
  let trainerId: number;

  beforeAll(async () => {
    [admin, student] = await Promise.all([t.factories.buildAdmin(), t.factories.buildStudent({ subjects: [1] })]);
    trainerId = await insertTestTrainer(t.database.db, { component: 'wordProblem', subjects: [1] });
  });

  it('plays the stored tasks of the class asked for and scores answers computed from them', async () => {
    const ofClass = [];
    for (const expression of ['a + b', 'a * b']) {
      const body = { ...applesTask, expression, class_number: 4 };
      ofClass.push(dataOf(await t.api('POST', '/api/admin/tasks', { token: admin.token, body }), mathTaskSchema));
    }
    const otherClass = dataOf(
      await t.api('POST', '/api/admin/tasks', { token: admin.token, body: { ...applesTask, class_number: 5 } }),
      mathTaskSchema,
    );

    const started = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token: student.token,
      body: { subject_id: 1, settings: { class_number: 4, count: 3 } },
    });
    const session = dataOf(started, trainerSessionSchema);
    const settings = wordProblemSettings.parse(session.settings);
    expect(settings.count).toBe(3);
    expect(settings.templates.map((template) => template.id)).toEqual(ofClass.map((task) => task.id));
    expect(settings.templates.map((template) => template.id)).not.toContain(otherClass.id);
    expect(settings.templates.every((template) => template.classNumber === 4)).toBe(true);

    const tasks = wordProblemRules.generate(session.seed, settings);
    const answerMs = 20_000;
    t.clock.advance(tasks.length * answerMs + 1000);
    const result = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
      token: student.token,
      body: {
        answers: tasks.map((task, index) => ({ index, answer: task.answer, ms: answerMs })),
        elapsed_ms: tasks.length * answerMs,
      },
    });
    expect(dataOf(result, trainerResultSchema)).toMatchObject({ validate_status: 'ok', correct: 3, total: 3 });
  });

  it('keeps a task in three languages, plays each student their own, and reads blank translations as none', async () => {
    const body = {
      ...applesTask,
      class_number: 6,
      text_en: 'There were {a} {a|apple|apples}, {b} more came. How many now?',
      text_uk: '  ',
    };
    const task = dataOf(await t.api('POST', '/api/admin/tasks', { token: admin.token, body }), mathTaskSchema);
    expect(task).toMatchObject({ text_en: body.text_en, text_uk: null });
    const cleared = await t.api('PATCH', `/api/admin/tasks/${task.id}`, {
      token: admin.token,
      body: { text_en: null },
    });
    expect(dataOf(cleared, mathTaskSchema)).toMatchObject({ text: applesTask.text, text_en: null, text_uk: null });
    await t.api('PATCH', `/api/admin/tasks/${task.id}`, {
      token: admin.token,
      body: { text_uk: 'Було {a}, дали {b}.' },
    });

    const started = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token: student.token,
      body: { subject_id: 1, settings: { class_number: 6, count: 2 } },
    });
    const session = dataOf(started, trainerSessionSchema);
    const [first] = wordProblemRules.generate(session.seed, wordProblemSettings.parse(session.settings));
    expect(first?.texts['uk-UA']).toBe(`Було ${first?.values.a}, дали ${first?.values.b}.`);
    expect(first?.texts['en-US']).toBe(first?.text);
  });

  it('refuses a translation that names a variable the task does not declare, on that text', async () => {
    const response = await t.api('POST', '/api/admin/tasks', {
      token: admin.token,
      body: { ...applesTask, text_en: '{a} and {zz}' },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields?.[0]).toMatchObject({ field: 'text_en', code: 'FIELD_INVALID' });
  });

  it('refuses a class that has no tasks, and templates sent by the client', async () => {
    const empty = errorOf(
      await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
        token: student.token,
        body: { subject_id: 1, settings: { class_number: 10 } },
      }),
    );
    expect(empty.fields?.map((field) => field.field)).toEqual(['settings.class_number']);

    const forged = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token: student.token,
      body: { subject_id: 1, settings: { templates: [{ ...applesTask, id: 1 }], count: 1 } },
    });
    expect(forged.status).toBe(422);
    expect(errorOf(forged).fields?.map((field) => field.field)).toEqual(['settings.class_number']);
  });
});
