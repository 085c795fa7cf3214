import type { ItLessonType } from '@umka/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ItLessonsTable } from '../../db/schema.ts';

export type ItLessonTableRow = Selectable<ItLessonsTable>;

/** A lesson with the block and course it sits in. */
export type ItLessonPlacedRow = ItLessonTableRow & {
  block_title: string;
  block_number: number;
  course_id: number;
  course_title: string;
};

export interface ItLessonValues {
  block_id: number;
  type: ItLessonType;
  title: string;
  text: string;
  link: string | null;
}

/** The direction's lessons (`subjectId`: 8 IT, 11 courses; they share the tables, see it-courses.repo.ts). */
function placedLessons(db: Kysely<DB>, subjectId: number) {
  return db
    .selectFrom('it_lessons as l')
    .innerJoin('it_blocks as b', 'b.id', 'l.block_id')
    .innerJoin('it_courses as c', 'c.id', 'b.course_id')
    .where('c.subject_id', '=', subjectId)
    .selectAll('l')
    .select(['b.title as block_title', 'b.number as block_number', 'c.id as course_id', 'c.title as course_title']);
}

/** Every lesson in course, block and lesson order, of one course or one block if asked. */
export async function listPlacedLessons(
  db: Kysely<DB>,
  subjectId: number,
  filter: { courseId?: number | undefined; blockId?: number | undefined } = {},
): Promise<ItLessonPlacedRow[]> {
  let query = placedLessons(db, subjectId);
  if (filter.courseId !== undefined) query = query.where('c.id', '=', filter.courseId);
  if (filter.blockId !== undefined) query = query.where('b.id', '=', filter.blockId);
  return query
    .orderBy('c.number')
    .orderBy('c.id')
    .orderBy('b.number')
    .orderBy('b.id')
    .orderBy('l.number')
    .orderBy('l.id')
    .execute();
}

export async function findPlacedLesson(
  db: Kysely<DB>,
  subjectId: number,
  id: number,
): Promise<ItLessonPlacedRow | undefined> {
  return placedLessons(db, subjectId).where('l.id', '=', id).executeTakeFirst();
}

export async function nextLessonNumber(db: Kysely<DB>, blockId: number): Promise<number> {
  const row = await db
    .selectFrom('it_lessons')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('block_id', '=', blockId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertLesson(
  db: Kysely<DB>,
  values: ItLessonValues & { number: number; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('it_lessons')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLesson(
  db: Kysely<DB>,
  id: number,
  values: ItLessonValues & { number?: number; updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable('it_lessons').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLesson(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_lessons').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function blockLessonIds(db: Kysely<DB>, blockId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('it_lessons')
    .select('id')
    .where('block_id', '=', blockId)
    .orderBy('number')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export interface ItMapRow {
  course_id: number;
  course_title: string;
  course_description: string;
  course_number: number;
  block_id: number | null;
  block_title: string | null;
  block_number: number | null;
  lesson_id: number | null;
  lesson_type: ItLessonType | null;
  lesson_title: string | null;
  lesson_number: number | null;
  done_at: string | null;
}

/**
 * The whole map in one query, in order: every course with its blocks and their lessons, and when the student did
 * each (a student id of null, a teacher's read, matches no progress row).
 */
export async function listMapRows(db: Kysely<DB>, subjectId: number, studentId: number | null): Promise<ItMapRow[]> {
  return db
    .selectFrom('it_courses as c')
    .leftJoin('it_blocks as b', 'b.course_id', 'c.id')
    .leftJoin('it_lessons as l', 'l.block_id', 'b.id')
    .leftJoin('it_lesson_progress as p', (join) =>
      join.onRef('p.lesson_id', '=', 'l.id').on('p.student_id', '=', studentId ?? 0),
    )
    .select([
      'c.id as course_id',
      'c.title as course_title',
      'c.description as course_description',
      'c.number as course_number',
      'b.id as block_id',
      'b.title as block_title',
      'b.number as block_number',
      'l.id as lesson_id',
      'l.type as lesson_type',
      'l.title as lesson_title',
      'l.number as lesson_number',
      'p.done_at',
    ])
    .where('c.subject_id', '=', subjectId)
    .orderBy('c.number')
    .orderBy('c.id')
    .orderBy('b.number')
    .orderBy('b.id')
    .orderBy('l.number')
    .orderBy('l.id')
    .execute();
}

/** The lessons of a course in the order a student goes through them, for a lesson's neighbours. */
export async function listCourseLessonRefs(
  db: Kysely<DB>,
  courseId: number,
): Promise<{ id: number; title: string; block_id: number }[]> {
  return db
    .selectFrom('it_lessons as l')
    .innerJoin('it_blocks as b', 'b.id', 'l.block_id')
    .select(['l.id', 'l.title', 'l.block_id'])
    .where('b.course_id', '=', courseId)
    .orderBy('b.number')
    .orderBy('b.id')
    .orderBy('l.number')
    .orderBy('l.id')
    .execute();
}

export async function findDoneAt(db: Kysely<DB>, studentId: number, lessonId: number): Promise<string | null> {
  const row = await db
    .selectFrom('it_lesson_progress')
    .select('done_at')
    .where('student_id', '=', studentId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return row?.done_at ?? null;
}

/** Insert-or-ignore: marking twice, or from two tabs at once, keeps the first moment. */
export async function markLessonDone(db: Kysely<DB>, studentId: number, lessonId: number, at: string): Promise<void> {
  await db
    .insertInto('it_lesson_progress')
    .values({ student_id: studentId, lesson_id: lessonId, done_at: at })
    .onConflict((conflict) => conflict.columns(['student_id', 'lesson_id']).doNothing())
    .execute();
}
