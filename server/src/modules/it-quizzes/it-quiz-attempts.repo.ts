import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface StudentQuizRow {
  id: number;
  title: string;
  lesson_id: number;
  lesson_title: string;
  questions_count: number;
}

/** Every quiz in course, block, lesson and quiz order. */
export async function listAllQuizzes(db: Kysely<DB>, quizId?: number): Promise<StudentQuizRow[]> {
  let query = db
    .selectFrom('it_quizzes')
    .innerJoin('it_lessons', 'it_lessons.id', 'it_quizzes.lesson_id')
    .innerJoin('it_blocks', 'it_blocks.id', 'it_lessons.block_id')
    .innerJoin('it_courses', 'it_courses.id', 'it_blocks.course_id')
    .select(['it_quizzes.id', 'it_quizzes.title', 'it_lessons.id as lesson_id', 'it_lessons.title as lesson_title'])
    .select((eb) =>
      eb
        .selectFrom('it_quiz_questions')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('it_quiz_questions.quiz_id', '=', 'it_quizzes.id')
        .as('questions_count'),
    );
  if (quizId !== undefined) query = query.where('it_quizzes.id', '=', quizId);
  const rows = await query
    .orderBy('it_courses.number')
    .orderBy('it_blocks.number')
    .orderBy('it_lessons.number')
    .orderBy('it_quizzes.number')
    .orderBy('it_quizzes.id')
    .execute();
  return rows.map((row) => ({ ...row, questions_count: Number(row.questions_count ?? 0) }));
}

/** How many attempts and the best score per quiz of one student. */
export async function attemptStats(
  db: Kysely<DB>,
  studentId: number,
  quizId?: number,
): Promise<Map<number, { attempts: number; best: number }>> {
  let query = db
    .selectFrom('it_quiz_attempts')
    .select(['quiz_id'])
    .select((eb) => [eb.fn.countAll<number>().as('attempts'), eb.fn.max('correct').as('best')])
    .where('student_id', '=', studentId)
    .groupBy('quiz_id');
  if (quizId !== undefined) query = query.where('quiz_id', '=', quizId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.quiz_id, { attempts: Number(row.attempts), best: Number(row.best) }]));
}

export async function insertAttempt(
  db: Kysely<DB>,
  values: { student_id: number; quiz_id: number; answers: string; correct: number; total: number; created_at: string },
): Promise<void> {
  await db.insertInto('it_quiz_attempts').values(values).execute();
}

/**
 * The best score paid for so far, with the row held until the transaction ends: the row is made if missing, then
 * touched by an update, which in PostgreSQL waits for a concurrent attempt's transaction and reads what it committed
 * (SQLite runs one write transaction at a time).
 */
export async function lockBestPaid(db: Kysely<DB>, studentId: number, quizId: number): Promise<number> {
  await db
    .insertInto('it_quiz_best')
    .values({ student_id: studentId, quiz_id: quizId, best_correct: 0 })
    .onConflict((oc) => oc.columns(['student_id', 'quiz_id']).doNothing())
    .execute();
  const row = await db
    .updateTable('it_quiz_best')
    .set((eb) => ({ best_correct: eb.ref('best_correct') }))
    .where('student_id', '=', studentId)
    .where('quiz_id', '=', quizId)
    .returning('best_correct')
    .executeTakeFirstOrThrow();
  return row.best_correct;
}

/** Raises the paid best only upward: a conditional update, so a lower score can never lower it. */
export async function raiseBestPaid(
  db: Kysely<DB>,
  studentId: number,
  quizId: number,
  correct: number,
): Promise<boolean> {
  const result = await db
    .updateTable('it_quiz_best')
    .set({ best_correct: correct })
    .where('student_id', '=', studentId)
    .where('quiz_id', '=', quizId)
    .where('best_correct', '<', correct)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
