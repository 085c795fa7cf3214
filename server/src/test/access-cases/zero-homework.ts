import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type AccessRow, REFUSED } from './access-row.ts';

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
