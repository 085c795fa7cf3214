import type { Kysely, Selectable } from 'kysely';
import type { CourseLessonHomeworkTable, DB } from '../../db/schema.ts';

export type LessonHomeworkRow = Selectable<CourseLessonHomeworkTable>;

export async function findLessonHomework(db: Kysely<DB>, lessonId: number): Promise<LessonHomeworkRow | undefined> {
  return db.selectFrom('course_lesson_homework').selectAll().where('lesson_id', '=', lessonId).executeTakeFirst();
}

/** Which of these lessons carry a homework. */
export async function lessonsWithHomework(db: Kysely<DB>, lessonIds: readonly number[]): Promise<Set<number>> {
  if (lessonIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('course_lesson_homework')
    .select('lesson_id')
    .where('lesson_id', 'in', [...lessonIds])
    .execute();
  return new Set(rows.map((row) => row.lesson_id));
}

/** The lesson's homework replaced whole (or written the first time). */
export async function saveLessonHomework(
  db: Kysely<DB>,
  values: { lesson_id: number; description: string | null; items: string; at: string },
): Promise<void> {
  const { at, ...content } = values;
  await db
    .insertInto('course_lesson_homework')
    .values({ ...content, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('lesson_id')
        .doUpdateSet({ description: content.description, items: content.items, updated_at: at }),
    )
    .execute();
}

export async function deleteLessonHomework(db: Kysely<DB>, lessonId: number): Promise<void> {
  await db.deleteFrom('course_lesson_homework').where('lesson_id', '=', lessonId).execute();
}
