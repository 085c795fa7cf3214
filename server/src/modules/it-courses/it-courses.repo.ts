import type { Kysely, Selectable } from 'kysely';
import type { DB, ItBlocksTable, ItCoursesTable } from '../../db/schema.ts';

export type ItCourseRow = Selectable<ItCoursesTable>;
export type ItBlockRow = Selectable<ItBlocksTable> & { lessons_count: number };

/*
 * Every query here names the direction (`subjectId`: 8 IT, 11 courses) whose content it reads or writes: the two share
 * these tables, and an id of the other direction's course, block or lesson must answer as if it did not exist.
 */

/** Every course of the direction in the authors' order (ties, which only a race can make, by age). */
export async function listCourses(db: Kysely<DB>, subjectId: number): Promise<ItCourseRow[]> {
  return db
    .selectFrom('it_courses')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export async function findCourse(db: Kysely<DB>, subjectId: number, id: number): Promise<ItCourseRow | undefined> {
  return db
    .selectFrom('it_courses')
    .selectAll()
    .where('id', '=', id)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
}

function blocksOf(db: Kysely<DB>, subjectId: number) {
  return db
    .selectFrom('it_blocks as b')
    .innerJoin('it_courses as c', 'c.id', 'b.course_id')
    .where('c.subject_id', '=', subjectId)
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('it_lessons')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('it_lessons.block_id', '=', 'b.id')
        .as('lessons_count'),
    );
}

/** The blocks of the given course (of all the direction's, when none is named) in order, each with its lesson count. */
export async function listBlocks(db: Kysely<DB>, subjectId: number, courseId?: number): Promise<ItBlockRow[]> {
  let query = blocksOf(db, subjectId);
  if (courseId !== undefined) query = query.where('b.course_id', '=', courseId);
  const rows = await query.orderBy('b.course_id').orderBy('b.number').orderBy('b.id').execute();
  return rows.map((row) => ({ ...row, lessons_count: Number(row.lessons_count ?? 0) }));
}

export async function findBlock(db: Kysely<DB>, subjectId: number, id: number): Promise<ItBlockRow | undefined> {
  const row = await blocksOf(db, subjectId).where('b.id', '=', id).executeTakeFirst();
  return row && { ...row, lessons_count: Number(row.lessons_count ?? 0) };
}

/** The place after the last course. */
export async function nextCourseNumber(db: Kysely<DB>, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('it_courses')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function nextBlockNumber(db: Kysely<DB>, courseId: number): Promise<number> {
  const row = await db
    .selectFrom('it_blocks')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertCourse(
  db: Kysely<DB>,
  values: { subject_id: number; title: string; description: string; number: number; created_at: string },
): Promise<ItCourseRow> {
  return db
    .insertInto('it_courses')
    .values({ ...values, updated_at: values.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCourse(
  db: Kysely<DB>,
  subjectId: number,
  id: number,
  values: { title: string; description: string; updated_at: string },
): Promise<ItCourseRow | undefined> {
  return db
    .updateTable('it_courses')
    .set(values)
    .where('id', '=', id)
    .where('subject_id', '=', subjectId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCourse(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_courses').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertBlock(
  db: Kysely<DB>,
  values: { course_id: number; title: string; number: number; created_at: string },
): Promise<ItBlockRow> {
  const row = await db
    .insertInto('it_blocks')
    .values({ ...values, updated_at: values.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, lessons_count: 0 };
}

export async function updateBlockTitle(db: Kysely<DB>, id: number, title: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('it_blocks')
    .set({ title, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBlock(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('it_blocks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function courseBlockIds(db: Kysely<DB>, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('it_blocks')
    .select('id')
    .where('course_id', '=', courseId)
    .orderBy('number')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives each row its place in `ids` (1, 2, …): the order an admin dragged them into. */
export async function renumber(
  db: Kysely<DB>,
  table: 'it_courses' | 'it_blocks' | 'it_lessons',
  ids: readonly number[],
  at: string,
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable(table)
      .set({ number: index + 1, updated_at: at })
      .where('id', '=', id)
      .execute();
  }
}
