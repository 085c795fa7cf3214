import { buildItQuiz } from '../../modules/it-quizzes/it-quizzes.fixture.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, REFUSED } from './access-row.ts';

/**
 * The matrix's students study subjects 1 to 3, not IT (8): every quiz call refuses them, as the IT pages do; the
 * module's own tests show an IT student taking quizzes. Admins write the quizzes; teachers have no quiz pages.
 */
const quiz = (t: TestContext) => buildItQuiz(t.database.db);
const questionBody = { kind: 'short', text: 'Как называется функция вывода?', accepted: ['print'] };

export const IT_QUIZZES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/it-lessons/{id}/quizzes',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/admin/it-lessons/${(await quiz(t)).lessonId}/quizzes` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-lessons/{id}/quizzes/order',
    target: 'any',
    call: async (t) => {
      const built = await quiz(t);
      return {
        method: 'PUT',
        url: `/api/admin/it-lessons/${built.lessonId}/quizzes/order`,
        body: { ids: [built.quizId] },
      };
    },
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-quizzes',
    target: 'any',
    call: async (t) => ({
      method: 'POST',
      url: '/api/admin/it-quizzes',
      body: { lesson_id: (await quiz(t)).lessonId, title: 'Ещё тест' },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/admin/it-quizzes/{id}',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/admin/it-quizzes/${(await quiz(t)).quizId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-quizzes/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PUT',
      url: `/api/admin/it-quizzes/${(await quiz(t)).quizId}`,
      body: { title: 'Новое название' },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-quizzes/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/it-quizzes/${(await quiz(t)).quizId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-quizzes/{id}/questions/order',
    target: 'any',
    call: async (t) => {
      const built = await quiz(t);
      return {
        method: 'PUT',
        url: `/api/admin/it-quizzes/${built.quizId}/questions/order`,
        body: { ids: [built.questionId] },
      };
    },
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-quizzes/{id}/questions',
    target: 'any',
    call: async (t) => ({
      method: 'POST',
      url: `/api/admin/it-quizzes/${(await quiz(t)).quizId}/questions`,
      body: questionBody,
    }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/admin/it-questions/{id}',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/admin/it-questions/${(await quiz(t)).questionId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/it-questions/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PUT',
      url: `/api/admin/it-questions/${(await quiz(t)).questionId}`,
      body: questionBody,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-questions/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/admin/it-questions/${(await quiz(t)).questionId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/it-quizzes',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/it-quizzes' }),
    expected: REFUSED,
  },
  {
    route: 'GET /api/it-quizzes/{id}',
    target: 'own',
    call: async (t) => ({ method: 'GET', url: `/api/it-quizzes/${(await quiz(t)).quizId}` }),
    expected: REFUSED,
  },
  {
    route: 'POST /api/it-quizzes/{id}/attempts',
    target: 'own',
    call: async (t) => {
      const built = await quiz(t);
      return {
        method: 'POST',
        url: `/api/it-quizzes/${built.quizId}/attempts`,
        body: { answers: [{ question_id: built.questionId, choices: [0] }] },
      };
    },
    expected: REFUSED,
  },
];
