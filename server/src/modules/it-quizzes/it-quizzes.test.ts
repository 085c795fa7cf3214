import {
  idResultSchema,
  itAdminQuizSchema,
  itQuestionSchema,
  itQuizAttemptResultSchema,
  itQuizRowListSchema,
  itQuizRowSchema,
  itStudentQuizListSchema,
  itStudentQuizSchema,
  SUBJECT_IT,
} from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildItCourse } from '../it-courses/it-courses.fixture.ts';

describeEachDatabase('it quizzes', (t) => {
  let admin: TestUser;
  let mathStudent: TestUser;

  beforeAll(async () => {
    [admin, mathStudent] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildStudent({ subjects: [1, 2] }),
    ]);
  });

  const itStudent = () => t.factories.buildStudent({ subjects: [SUBJECT_IT] });
  const as = (token: string) => ({
    get: (url: string) => t.api('GET', url, { token }),
    post: (url: string, body?: unknown) => t.api('POST', url, { token, body }),
    put: (url: string, body: unknown) => t.api('PUT', url, { token, body }),
    del: (url: string) => t.api('DELETE', url, { token }),
  });
  const adminApi = () => as(admin.token);
  const fieldCodes = (response: Awaited<ReturnType<typeof t.api>>) =>
    errorOf(response).fields?.map((field) => [field.field, field.code]);

  const single = {
    kind: 'single',
    text: 'Что выведет print(2 + 2)?',
    options: [
      { text: '4', correct: true },
      { text: '22', correct: false },
    ],
    explanation: 'Числа складываются.',
  };
  const multiple = {
    kind: 'multiple',
    text: 'Какие из них — типы Python?',
    options: [
      { text: 'int', correct: true },
      { text: 'str', correct: true },
      { text: 'word', correct: false },
    ],
  };
  const short = { kind: 'short', text: 'Функция вывода?', accepted: ['print', 'print()'] };
  const output = { kind: 'output', text: 'Что выведет код?', code: 'print("Hello  World")', accepted: ['Hello World'] };

  /** A quiz of the four kinds on a new lesson; question ids in that order. */
  async function newQuiz() {
    const { lessonIds } = await buildItCourse(t.database.db, ['text']);
    const lessonId = lessonIds[0] ?? 0;
    const quiz = dataOf(
      await adminApi().post('/api/admin/it-quizzes', { lesson_id: lessonId, title: 'Основы' }),
      itQuizRowSchema,
    );
    const ids: number[] = [];
    for (const body of [single, multiple, short, output]) {
      ids.push(dataOf(await adminApi().post(`/api/admin/it-quizzes/${quiz.id}/questions`, body), itQuestionSchema).id);
    }
    return { lessonId, quizId: quiz.id, ids };
  }
  const allRight = (ids: number[]) => [
    { question_id: ids[0], choices: [0] },
    { question_id: ids[1], choices: [1, 0] },
    { question_id: ids[2], text: '  PRINT ' },
    { question_id: ids[3], text: 'hello   world' },
  ];
  const submit = (token: string, quizId: number, answers: unknown) =>
    as(token).post(`/api/it-quizzes/${quizId}/attempts`, { answers });
  const ledger = (studentId: number, quizId: number) =>
    t.database.db
      .selectFrom('it_point_ledger')
      .select(['delta', 'reason'])
      .where('student_id', '=', studentId)
      .where('ref_type', '=', 'it_quiz')
      .where('ref_id', '=', quizId)
      .execute();
  const paid = async (studentId: number, quizId: number) =>
    (await ledger(studentId, quizId)).reduce((sum, row) => sum + row.delta, 0);

  describe('the admin', () => {
    it('creates, renames, orders and deletes a lesson’s quizzes and their questions', async () => {
      const { lessonId, quizId, ids } = await newQuiz();
      const second = dataOf(
        await adminApi().post('/api/admin/it-quizzes', { lesson_id: lessonId, title: 'Повторение' }),
        itQuizRowSchema,
      );
      expect(second.number).toBe(2);
      dataOf(await adminApi().put(`/api/admin/it-quizzes/${second.id}`, { title: 'Итог' }), itQuizRowSchema);
      const ordered = dataOf(
        await adminApi().put(`/api/admin/it-lessons/${lessonId}/quizzes/order`, { ids: [second.id, quizId] }),
        itQuizRowListSchema,
      );
      expect(ordered.quizzes.map((quiz) => [quiz.title, quiz.number, quiz.questions_count])).toEqual([
        ['Итог', 1, 0],
        ['Основы', 2, 4],
      ]);

      const quiz = dataOf(await adminApi().get(`/api/admin/it-quizzes/${quizId}`), itAdminQuizSchema);
      expect(quiz.questions.map((question) => question.kind)).toEqual(['single', 'multiple', 'short', 'output']);
      expect(quiz.questions[3]).toMatchObject({
        code: 'print("Hello  World")',
        accepted: ['Hello World'],
        options: [],
      });

      const reordered = dataOf(
        await adminApi().put(`/api/admin/it-quizzes/${quizId}/questions/order`, { ids: [...ids].reverse() }),
        itAdminQuizSchema,
      );
      expect(reordered.questions.map((question) => question.id)).toEqual([...ids].reverse());

      const edited = dataOf(
        await adminApi().put(`/api/admin/it-questions/${ids[2]}`, { ...short, accepted: ['print'], explanation: 'Да' }),
        itQuestionSchema,
      );
      expect(edited).toMatchObject({ accepted: ['print'], explanation: 'Да', number: 2 });
      dataOf(await adminApi().del(`/api/admin/it-questions/${ids[2]}`), idResultSchema);
      expect((await adminApi().get(`/api/admin/it-questions/${ids[2]}`)).status).toBe(404);

      dataOf(await adminApi().del(`/api/admin/it-quizzes/${second.id}`), idResultSchema);
      const left = dataOf(await adminApi().get(`/api/admin/it-lessons/${lessonId}/quizzes`), itQuizRowListSchema);
      expect(left.quizzes.map((row) => row.id)).toEqual([quizId]);
    });

    it('is told which field is wrong in a question that does not fit its kind', async () => {
      const { quizId } = await newQuiz();
      const url = `/api/admin/it-quizzes/${quizId}/questions`;
      const twoRight = { ...single, options: single.options.map((option) => ({ ...option, correct: true })) };
      expect(fieldCodes(await adminApi().post(url, twoRight))).toEqual([['options', 'FIELD_INVALID']]);
      expect(fieldCodes(await adminApi().post(url, { ...single, options: [single.options[0]] }))).toEqual([
        ['options', 'FIELD_REQUIRED'],
      ]);
      expect(fieldCodes(await adminApi().post(url, { ...output, code: ' ' }))).toEqual([['code', 'FIELD_REQUIRED']]);
      expect(fieldCodes(await adminApi().post(url, { ...short, accepted: [] }))).toEqual([
        ['accepted', 'FIELD_REQUIRED'],
      ]);
      expect(fieldCodes(await adminApi().post('/api/admin/it-quizzes', { lesson_id: 999999, title: 'Х' }))).toEqual([
        ['lesson_id', 'FIELD_INVALID'],
      ]);
      expect(fieldCodes(await adminApi().put(`/api/admin/it-quizzes/${quizId}/questions/order`, { ids: [1] }))).toEqual(
        [['ids', 'IT_ORDER_MISMATCH']],
      );
    });
  });

  describe('a student of the IT subject', () => {
    it('sees the quiz without its answers and lists it with no attempts yet', async () => {
      const student = await itStudent();
      const { quizId } = await newQuiz();
      const quiz = dataOf(await as(student.token).get(`/api/it-quizzes/${quizId}`), itStudentQuizSchema);
      expect(quiz.questions[0]).toEqual({
        id: quiz.questions[0]?.id,
        kind: 'single',
        text: single.text,
        code: '',
        options: ['4', '22'],
      });
      expect(JSON.stringify(quiz)).not.toContain('"correct"');
      expect(JSON.stringify(quiz)).not.toContain('Hello World');
      const list = dataOf(await as(student.token).get('/api/it-quizzes'), itStudentQuizListSchema);
      expect(list.quizzes.find((row) => row.id === quizId)).toMatchObject({ best_correct: null, attempts: 0 });
    });

    it('is scored per kind: choices as sets, typed answers trimmed, case-blind and with spaces collapsed', async () => {
      const student = await itStudent();
      const { quizId, ids } = await newQuiz();
      const right = dataOf(await submit(student.token, quizId, allRight(ids)), itQuizAttemptResultSchema);
      expect(right).toMatchObject({ correct: 4, total: 4, best_correct: 4, attempts: 1, points_earned: 4 });

      const wrong = dataOf(
        await submit(student.token, quizId, [
          { question_id: ids[0], choices: [1] },
          { question_id: ids[1], choices: [0] },
          { question_id: ids[2], text: 'println' },
        ]),
        itQuizAttemptResultSchema,
      );
      expect(wrong.results.map((result) => result.correct)).toEqual([false, false, false, false]);
      expect(wrong.results[0]).toMatchObject({ correct_choices: [0], explanation: 'Числа складываются.' });
      expect(wrong.results[1]?.correct_choices).toEqual([0, 1]);
      expect(wrong.results[3]?.correct_text).toBe('Hello World');
      expect(wrong).toMatchObject({ correct: 0, best_correct: 4, attempts: 2, points_earned: 0 });
    });

    it('is paid only for improving on the best attempt, each retry counted', async () => {
      const student = await itStudent();
      const { quizId, ids } = await newQuiz();
      const [first, second, third] = allRight(ids);
      const scores: number[] = [];
      for (const answers of [[first], [first, second, third], [first], allRight(ids)]) {
        scores.push(dataOf(await submit(student.token, quizId, answers), itQuizAttemptResultSchema).points_earned);
      }
      expect(scores).toEqual([1, 2, 0, 1]);
      expect(await paid(student.id, quizId)).toBe(4);
      const list = dataOf(await as(student.token).get('/api/it-quizzes'), itStudentQuizListSchema);
      expect(list.quizzes.find((row) => row.id === quizId)).toMatchObject({ best_correct: 4, attempts: 4 });
    });

    it('never overpays five full attempts sent at once', async () => {
      const student = await itStudent();
      const { quizId, ids } = await newQuiz();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => submit(student.token, quizId, allRight(ids))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(5).fill(201));
      const earned = responses.map((response) => dataOf(response, itQuizAttemptResultSchema).points_earned);
      expect(earned.reduce((sum, points) => sum + points, 0)).toBe(4);
      expect(await paid(student.id, quizId)).toBe(4);
      const attempts = await t.database.db
        .selectFrom('it_quiz_attempts')
        .select('id')
        .where('quiz_id', '=', quizId)
        .execute();
      expect(attempts).toHaveLength(5);
    });

    it('is refused answers that name unknown questions or do not fit their kind, and nothing is written', async () => {
      const student = await itStudent();
      const { quizId, ids } = await newQuiz();
      const response = await submit(student.token, quizId, [
        { question_id: 999999, choices: [0] },
        { question_id: ids[0], choices: [0, 1] },
        { question_id: ids[1], choices: [7] },
        { question_id: ids[2], choices: [0] },
        { question_id: ids[0], choices: [0] },
      ]);
      expect(response.status).toBe(422);
      expect(fieldCodes(response)).toEqual([
        ['answers.0.question_id', 'FIELD_INVALID'],
        ['answers.1.choices', 'FIELD_INVALID'],
        ['answers.2.choices', 'FIELD_INVALID'],
        ['answers.3.text', 'FIELD_INVALID'],
        ['answers.4.question_id', 'FIELD_INVALID'],
      ]);
      expect((await submit(student.token, quizId, [])).status).toBe(422);
      const attempts = await t.database.db
        .selectFrom('it_quiz_attempts')
        .select('id')
        .where('quiz_id', '=', quizId)
        .execute();
      expect(attempts).toHaveLength(0);
      expect(await paid(student.id, quizId)).toBe(0);
      expect((await submit(student.token, 999999, allRight(ids))).status).toBe(404);
    });
  });

  it('refuses a student who does not study IT', async () => {
    const { quizId, ids } = await newQuiz();
    for (const response of [
      await as(mathStudent.token).get('/api/it-quizzes'),
      await as(mathStudent.token).get(`/api/it-quizzes/${quizId}`),
      await submit(mathStudent.token, quizId, allRight(ids)),
    ]) {
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('SUBJECT_NOT_ALLOWED');
    }
  });
});
