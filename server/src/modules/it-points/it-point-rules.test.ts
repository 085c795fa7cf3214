import {
  type ItPointRule,
  itPointRulesSchema,
  itProjectLikeSchema,
  itQuizAttemptResultSchema,
  itSolutionSchema,
  SUBJECT_IT,
} from '@umka/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildItCourse } from '../it-courses/it-courses.fixture.ts';
import { addItCategory, markApproved, submitProject } from '../it-projects/it-projects.fixture.ts';
import { buildItQuiz } from '../it-quizzes/it-quizzes.fixture.ts';
import { PYTHON_SOLUTION, sendSolution } from '../it-solutions/it-solutions.fixture.ts';
import { itPointsLedger } from './it-points.fixture.ts';

const DEFAULTS: ItPointRule[] = [
  { source: 'task_accepted', points: 10 },
  { source: 'quiz_correct_answer', points: 1 },
  { source: 'project_like', points: 1 },
];

const withPoints = (changes: Partial<Record<ItPointRule['source'], number>>) =>
  DEFAULTS.map((rule) => ({ source: rule.source, points: changes[rule.source] ?? rule.points }));

describeEachDatabase('the IT points rules', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher({ subjects: [SUBJECT_IT] }),
      t.factories.buildStudent({ subjects: [SUBJECT_IT] }),
    ]);
  });

  const read = (token = admin.token) => t.api('GET', '/api/it-point-rules', { token });
  const write = (body: unknown, token = admin.token) => t.api('PUT', '/api/it-point-rules', { token, body });
  const rulesNow = async () => dataOf(await read(), itPointRulesSchema).rules;
  const fieldCodes = (response: ApiResponse) => errorOf(response).fields?.map((field) => [field.field, field.code]);

  // The suite shares one database: every test leaves the amounts as the migration wrote them.
  afterEach(async () => {
    dataOf(await write({ rules: DEFAULTS }), itPointRulesSchema);
  });

  it('answers the defaults the migration wrote to an admin, in the fixed order', async () => {
    expect(await rulesNow()).toEqual(DEFAULTS);
  });

  it('pays an accepted task what the admin set, and records who changed the rules', async () => {
    const saved = dataOf(await write({ rules: withPoints({ task_accepted: 25 }) }), itPointRulesSchema);
    expect(saved.rules).toEqual(withPoints({ task_accepted: 25 }));
    const { lessonIds } = await buildItCourse(t.database.db, ['text', 'task']);
    const taskId = lessonIds[1] ?? 0;
    const solution = dataOf(await sendSolution(t, student.token, taskId, { code: PYTHON_SOLUTION }), itSolutionSchema);

    const reviewed = await t.api('POST', `/api/it-solutions/${solution.id}/review`, {
      token: admin.token,
      body: { status: 'accepted' },
    });

    expect(dataOf(reviewed, itSolutionSchema).status).toBe('accepted');
    const paid = (await itPointsLedger(t, student.id)).filter((row) => row.ref_id === taskId);
    expect(paid).toEqual([expect.objectContaining({ delta: 25, reason: 'task_accepted', ref_type: 'it_lesson' })]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('user_id')
      .where('action', '=', 'it_points.rules_updated')
      .execute();
    expect(audit.map((row) => row.user_id)).toContain(admin.id);
  });

  it('pays each correct answer a quiz attempt adds to the best by the quiz rule, and nothing twice', async () => {
    dataOf(await write({ rules: withPoints({ quiz_correct_answer: 2 }) }), itPointRulesSchema);
    const quiz = await buildItQuiz(t.database.db);
    const at = new Date().toISOString();
    const second = await t.database.db
      .insertInto('it_quiz_questions')
      .values({
        quiz_id: quiz.quizId,
        kind: 'single',
        text: 'Сколько будет 3 + 3?',
        code: '',
        options: JSON.stringify([
          { text: '5', correct: false },
          { text: '6', correct: true },
        ]),
        accepted: '[]',
        explanation: '',
        number: 2,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attempt = async (secondChoice: number) =>
      dataOf(
        await t.api('POST', `/api/it-quizzes/${quiz.quizId}/attempts`, {
          token: student.token,
          body: {
            answers: [
              { question_id: quiz.questionId, choices: [0] },
              { question_id: second.id, choices: [secondChoice] },
            ],
          },
        }),
        itQuizAttemptResultSchema,
      ).points_earned;

    expect(await attempt(0)).toBe(2);
    expect(await attempt(1)).toBe(2);
    expect(await attempt(1)).toBe(0);
    const paid = (await itPointsLedger(t, student.id)).filter((row) => row.ref_type === 'it_quiz');
    expect(paid.map((row) => [row.delta, row.reason])).toEqual([
      [2, 'quiz_score'],
      [2, 'quiz_score'],
    ]);
  });

  it('pays nothing for a like while its rule is 0, writing no ledger row, and never pays that like later', async () => {
    dataOf(await write({ rules: withPoints({ project_like: 0 }) }), itPointRulesSchema);
    const author = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
    const project = await submitProject(t, author, await addItCategory(t));
    await markApproved(t, project.id);
    const like = () =>
      t.api('POST', '/api/it-project-likes', { token: student.token, body: { project_id: project.id } });

    expect(dataOf(await like(), itProjectLikeSchema)).toMatchObject({ is_liked: true, likes_count: 1 });

    expect(await itPointsLedger(t, author.id)).toEqual([]);
    const balance = await t.database.db
      .selectFrom('it_point_balances')
      .select('balance')
      .where('student_id', '=', author.id)
      .executeTakeFirst();
    expect(balance).toBeUndefined();
    // The like was paid at the rule of its day: taken back and given again under a new rule, it still pays nothing.
    dataOf(await write({ rules: DEFAULTS }), itPointRulesSchema);
    await t.api('DELETE', '/api/it-project-likes', { token: student.token, body: { project_id: project.id } });
    expect(dataOf(await like(), itProjectLikeSchema).likes_count).toBe(1);
    expect(await itPointsLedger(t, author.id)).toEqual([]);
  });

  it.each([
    ['a negative amount', withPoints({ task_accepted: -1 }), [['rules.0.points', 'FIELD_INVALID']]],
    ['an amount over 1000', withPoints({ project_like: 1001 }), [['rules.2.points', 'FIELD_INVALID']]],
    ['a fraction', withPoints({ quiz_correct_answer: 1.5 }), [['rules.1.points', 'FIELD_INVALID']]],
    [
      'an unknown source',
      [...DEFAULTS.slice(0, 2), { source: 'homework_done', points: 5 }],
      [['rules.2.source', 'FIELD_INVALID']],
    ],
    ['a missing source', DEFAULTS.slice(0, 2), [['rules.project_like', 'FIELD_REQUIRED']]],
    ['a missing amount', [...DEFAULTS.slice(0, 2), { source: 'project_like' }], [['rules.2.points', 'FIELD_REQUIRED']]],
  ])('refuses %s with 422 naming the field, and changes nothing', async (_name, rules, fields) => {
    dataOf(await write({ rules: withPoints({ task_accepted: 7 }) }), itPointRulesSchema);

    const response = await write({ rules });

    expect(response.status).toBe(422);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(errorOf(response).message['ru-RU']).toBeTruthy();
    expect(fieldCodes(response)).toEqual(fields);
    expect(await rulesNow()).toEqual(withPoints({ task_accepted: 7 }));
  });

  it('refuses a body without rules with 422', async () => {
    const response = await write({});

    expect(response.status).toBe(422);
    expect(fieldCodes(response)).toEqual([['rules', 'FIELD_REQUIRED']]);
  });

  it('refuses a teacher and a student reading or changing the rules with 403', async () => {
    for (const user of [teacher, student]) {
      expect((await read(user.token)).status).toBe(403);
      expect((await write({ rules: withPoints({ task_accepted: 99 }) }, user.token)).status).toBe(403);
    }
    expect(await rulesNow()).toEqual(DEFAULTS);
  });
});
