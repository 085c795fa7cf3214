import { zeroAdminLessonSchema } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { zeroLessonBody } from '../../modules/zero-homework/zero-homework.fixture.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, REFUSED } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * Zero-homework lessons are the students' own: the matrix's students study subjects 1 to 3, so both take math's
 * lessons; teachers and admins have no such pages. The module's tests show the subject gating among students.
 */
const students = (status: number) => ({ ...REFUSED, classStudent: status, otherStudent: status });

async function mathLesson(db: Kysely<DB>) {
  const lesson = await db
    .selectFrom('zero_lessons')
    .select('id')
    .where('subject_id', '=', 1)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('zero_lesson_questions')
    .select(['id', 'correct'])
    .where('lesson_id', '=', lesson.id)
    .execute();
  return {
    id: lesson.id,
    answers: questions.map((question) => ({ question_id: question.id, choice: question.correct })),
  };
}

export const ZERO_HOMEWORK_ROWS: AccessRow[] = [
  {
    route: 'GET /api/zero-lessons',
    target: 'own',
    expected: students(200),
    call: () => ({ method: 'GET', url: '/api/zero-lessons?subject_id=1' }),
  },
  {
    route: 'GET /api/zero-lessons/{id}',
    target: 'own',
    expected: students(200),
    call: async (t) => ({ method: 'GET', url: `/api/zero-lessons/${(await mathLesson(t.database.db)).id}` }),
  },
  {
    route: 'POST /api/zero-lessons/{id}/complete',
    target: 'own',
    expected: students(200),
    call: async (t) => {
      const lesson = await mathLesson(t.database.db);
      return { method: 'POST', url: `/api/zero-lessons/${lesson.id}/complete`, body: { answers: lesson.answers } };
    },
  },
];

/** A lesson of its own for a row that changes or deletes one, in reading, so math's seeded ones stay as they are. */
async function ownLesson(t: TestContext, w: MatrixWorld) {
  const created = await t.api('POST', '/api/admin/zero-lessons', {
    token: w.admin.token,
    body: { ...zeroLessonBody(), subject_id: 2 },
  });
  return dataOf(created, zeroAdminLessonSchema);
}

/** Only admins edit the lessons. */
export const ZERO_HOMEWORK_ADMIN_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/zero-lessons',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/admin/zero-lessons?subject_id=1' }),
  },
  {
    route: 'POST /api/admin/zero-lessons',
    target: 'any',
    expected: adminOnly(201),
    call: () => ({ method: 'POST', url: '/api/admin/zero-lessons', body: { ...zeroLessonBody(), subject_id: 2 } }),
  },
  {
    route: 'PUT /api/admin/zero-lessons/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/admin/zero-lessons/${(await ownLesson(t, w)).id}`,
      body: zeroLessonBody({ likes: 7 }),
    }),
  },
  {
    route: 'PUT /api/admin/zero-lessons/{id}/position',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/admin/zero-lessons/${(await ownLesson(t, w)).id}/position`,
      body: { position: 1 },
    }),
  },
  {
    route: 'DELETE /api/admin/zero-lessons/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({ method: 'DELETE', url: `/api/admin/zero-lessons/${(await ownLesson(t, w)).id}` }),
  },
];
