import { errorMessage, mathTaskSchema } from '@umka/contracts';
import { wordProblemRules, wordProblemSettings } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

const task = {
  text: 'В корзине {a} груш и {b} слив. Сколько всего фруктов?',
  expression: 'a + b',
  variables: ['a', 'b'],
  digit_rank: 1,
  integer_answer: true,
};

describeEachDatabase('word-problem try-out for staff', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  const ofClass: number[] = [];

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent({ subjects: [1] }),
    ]);
    for (const [expression, classNumber] of [
      ['a + b', 6],
      ['a * b', 6],
      ['a - b', 7],
    ] as const) {
      const body = { ...task, expression, class_number: classNumber };
      const created = dataOf(await t.api('POST', '/api/admin/tasks', { token: admin.token, body }), mathTaskSchema);
      if (classNumber === 6) ofClass.push(created.id);
    }
  });

  const tryOut = (token: string | undefined, body: unknown) =>
    t.api('POST', '/api/math-tasks/try-out', { ...(token ? { token } : {}), body });

  it("gives a teacher and an admin the class's stored tasks as settings the trainer plays", async () => {
    for (const user of [teacher, admin]) {
      const settings = dataOf(await tryOut(user.token, { class_number: 6, count: 4 }), wordProblemSettings);
      expect(settings.count).toBe(4);
      expect(settings.templates.map((template) => template.id)).toEqual(ofClass);
      expect(settings.templates.every((template) => template.classNumber === 6)).toBe(true);
      const tasks = wordProblemRules.generate(17, settings);
      expect(tasks).toHaveLength(4);
      for (const played of tasks) expect(wordProblemRules.check(played, played.answer, settings)).toBe(true);
    }
  });

  it('takes the default count when only the class is chosen', async () => {
    const settings = dataOf(await tryOut(teacher.token, { class_number: 6 }), wordProblemSettings);
    expect(settings.count).toBe(5);
  });

  it('names the class field, localized, when the class has no tasks', async () => {
    const response = await tryOut(teacher.token, { class_number: 10, count: 3 });
    expect(response.status).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'class_number', code: 'NO_TASKS_FOR_CLASS', message: errorMessage('NO_TASKS_FOR_CLASS') }],
    });
  });

  it('names the wrong fields of a malformed choice', async () => {
    const error = errorOf(await tryOut(teacher.token, { class_number: 12, count: 0 }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.map((field) => field.field).sort()).toEqual(['class_number', 'count']);
  });

  it('refuses students, who play the trainer through a session, and anonymous callers', async () => {
    const asStudent = await tryOut(student.token, { class_number: 6, count: 3 });
    expect(asStudent.status).toBe(403);
    expect(errorOf(asStudent).code).toBe('FORBIDDEN');
    expect((await tryOut(undefined, { class_number: 6, count: 3 })).status).toBe(401);
  });
});
