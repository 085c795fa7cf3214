import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ZeroQuestionRow } from './zero-homework.repo.ts';

/** A lesson's row as an admin writes it (the subject and position are set apart). */
export interface ZeroLessonContentRow {
  title_ru: string;
  title_en: string;
  title_uk: string;
  text_ru: string;
  text_en: string;
  text_uk: string;
  video_url: string | null;
  trainer_component: string | null;
  likes: number;
}

export interface ZeroQuestionContent {
  text: string;
  options: string;
  correct: number;
}

/** The questions of the lessons, each lesson's in order. */
export async function questionsOfLessons(db: Kysely<DB>, lessonIds: readonly number[]): Promise<ZeroQuestionRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .selectFrom('zero_lesson_questions')
    .selectAll()
    .where('lesson_id', 'in', lessonIds)
    .orderBy('lesson_id')
    .orderBy('position')
    .execute();
}

export async function nextPosition(trx: Kysely<DB>, subjectId: number): Promise<number> {
  const row = await trx
    .selectFrom('zero_lessons')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertLesson(
  trx: Kysely<DB>,
  row: ZeroLessonContentRow & { subject_id: number; position: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await trx.insertInto('zero_lessons').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateLesson(
  trx: Kysely<DB>,
  id: number,
  row: ZeroLessonContentRow & { updated_at: string },
): Promise<boolean> {
  const result = await trx.updateTable('zero_lessons').set(row).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The lesson's questions become these, in this order. */
export async function replaceQuestions(
  trx: Kysely<DB>,
  lessonId: number,
  questions: readonly ZeroQuestionContent[],
): Promise<void> {
  await trx.deleteFrom('zero_lesson_questions').where('lesson_id', '=', lessonId).execute();
  await trx
    .insertInto('zero_lesson_questions')
    .values(questions.map((question, index) => ({ ...question, lesson_id: lessonId, position: index + 1 })))
    .execute();
}

/** Deletes the lesson; its questions and the students' finishes go with it (the foreign keys cascade). */
export async function deleteLesson(trx: Kysely<DB>, id: number): Promise<void> {
  await trx.deleteFrom('zero_lessons').where('id', '=', id).execute();
}

/**
 * Numbers the subject's lessons 1, 2, … in the order given. The positions are unique per subject and checked row by
 * row, so every lesson first goes to a negative position no other lesson holds, then to its own.
 */
export async function renumber(trx: Kysely<DB>, orderedIds: readonly number[], updatedAt: string): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await trx
      .updateTable('zero_lessons')
      .set({ position: -(index + 1) })
      .where('id', '=', id)
      .execute();
  }
  for (const [index, id] of orderedIds.entries()) {
    await trx
      .updateTable('zero_lessons')
      .set({ position: index + 1, updated_at: updatedAt })
      .where('id', '=', id)
      .execute();
  }
}
