import type { Kysely, Selectable } from 'kysely';
import type { DB, ZeroLessonQuestionsTable, ZeroLessonsTable } from '../../db/schema.ts';

export type ZeroLessonRow = Selectable<ZeroLessonsTable>;
export type ZeroQuestionRow = Selectable<ZeroLessonQuestionsTable>;

export async function listLessons(db: Kysely<DB>, subjectId: number): Promise<ZeroLessonRow[]> {
  return db.selectFrom('zero_lessons').selectAll().where('subject_id', '=', subjectId).orderBy('position').execute();
}

export async function findLesson(db: Kysely<DB>, id: number): Promise<ZeroLessonRow | undefined> {
  return db.selectFrom('zero_lessons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listQuestions(db: Kysely<DB>, lessonId: number): Promise<ZeroQuestionRow[]> {
  return db
    .selectFrom('zero_lesson_questions')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .orderBy('position')
    .execute();
}

/** The lessons of the subject the student has finished. */
export async function doneLessonIds(db: Kysely<DB>, studentId: number, subjectId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('zero_lesson_completions as c')
    .innerJoin('zero_lessons as l', 'l.id', 'c.lesson_id')
    .select('c.lesson_id')
    .where('c.student_id', '=', studentId)
    .where('l.subject_id', '=', subjectId)
    .execute();
  return new Set(rows.map((row) => row.lesson_id));
}

/**
 * Records the student's finish unless one is there already: true when this call wrote it. The primary key makes a
 * concurrent second insert wait for the first and then do nothing, so only one caller ever pays.
 */
export async function insertCompletion(
  trx: Kysely<DB>,
  row: { student_id: number; lesson_id: number; correct: number; total: number; likes: number; finished_at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('zero_lesson_completions')
    .values(row)
    .onConflict((oc) => oc.columns(['student_id', 'lesson_id']).doNothing())
    .returning('student_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The key of a student's progress in a subject in `lessonsProgress`'s answer. */
export const progressKey = (studentId: number, subjectId: number) => `${studentId}:${subjectId}`;

/**
 * How many of their subject's lessons each of the students has finished, and how many the subject has: two grouped
 * queries however many students a page shows.
 */
export async function lessonsProgress(
  db: Kysely<DB>,
  entries: readonly { student_id: number; subject_id: number }[],
): Promise<Map<string, { done: number; total: number }>> {
  const progress = new Map<string, { done: number; total: number }>();
  if (entries.length === 0) return progress;
  const subjectIds = [...new Set(entries.map((entry) => entry.subject_id))];
  const studentIds = [...new Set(entries.map((entry) => entry.student_id))];
  const [totals, done] = await Promise.all([
    db
      .selectFrom('zero_lessons')
      .select(['subject_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('subject_id', 'in', subjectIds)
      .groupBy('subject_id')
      .execute(),
    db
      .selectFrom('zero_lesson_completions as c')
      .innerJoin('zero_lessons as l', 'l.id', 'c.lesson_id')
      .select(['c.student_id', 'l.subject_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.student_id', 'in', studentIds)
      .where('l.subject_id', 'in', subjectIds)
      .groupBy(['c.student_id', 'l.subject_id'])
      .execute(),
  ]);
  const totalOf = new Map(totals.map((row) => [row.subject_id, Number(row.n)]));
  const doneOf = new Map(done.map((row) => [progressKey(row.student_id, row.subject_id), Number(row.n)]));
  for (const { student_id, subject_id } of entries) {
    const key = progressKey(student_id, subject_id);
    progress.set(key, { done: doneOf.get(key) ?? 0, total: totalOf.get(subject_id) ?? 0 });
  }
  return progress;
}
