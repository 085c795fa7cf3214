import type { Attendance } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface DiaryRowValues {
  student_id: number;
  attendance: Attendance;
  mark: number | null;
  comment: string | null;
}

export interface DiaryEntryValues {
  date: string;
  topic: string;
}

const ENTRY_COLUMNS = ['e.id', 'e.group_id', 'e.date', 'e.topic', 'e.version', 'e.updated_at'] as const;

export async function findEntry(db: Kysely<DB>, entryId: number) {
  return db.selectFrom('diary_entries as e').select(ENTRY_COLUMNS).where('e.id', '=', entryId).executeTakeFirst();
}

/** Newest lesson first; entries of one day cannot tie (one per class and day), the id settles any other. */
export async function listGroupEntries(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('diary_entries as e')
    .select(ENTRY_COLUMNS)
    .where('e.group_id', '=', groupId)
    .orderBy('e.date', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

/** The rows of the given entries with each student's current name, ordered as the class list is. */
export async function listRowsOf(db: Kysely<DB>, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom('diary_rows as r')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .select(['r.entry_id', 'r.student_id', 'r.attendance', 'r.mark', 'r.comment', 'u.first_name', 'u.last_name'])
    .where('r.entry_id', 'in', entryIds)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('r.student_id')
    .execute();
}

/**
 * One student's row of every lesson of current classes, whether or not they still sit in the class;
 * narrowed to one teacher's classes or one subject when asked.
 */
export async function listStudentRows(
  db: Kysely<DB>,
  studentId: number,
  filter: { teacherId?: number | undefined; subjectId?: number | undefined },
) {
  let query = db
    .selectFrom('diary_rows as r')
    .innerJoin('diary_entries as e', 'e.id', 'r.entry_id')
    .innerJoin('groups as g', 'g.id', 'e.group_id')
    .select([
      'e.id',
      'e.group_id',
      'g.title as group_title',
      'g.subject_id',
      'e.date',
      'e.topic',
      'e.version',
      'r.attendance',
      'r.mark',
      'r.comment',
    ])
    .where('r.student_id', '=', studentId)
    .where('g.deleted_at', 'is', null);
  if (filter.teacherId !== undefined) query = query.where('g.teacher_id', '=', filter.teacherId);
  if (filter.subjectId !== undefined) query = query.where('g.subject_id', '=', filter.subjectId);
  return query.orderBy('e.date', 'desc').orderBy('e.id', 'desc').execute();
}

/** Which of these students sit in the class now. */
export async function membersAmong(db: Kysely<DB>, groupId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('group_students')
    .select('student_id')
    .where('group_id', '=', groupId)
    .where('student_id', 'in', studentIds)
    .execute();
  return new Set(rows.map((row) => row.student_id));
}

export async function studentIdsOfEntry(db: Kysely<DB>, entryId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('diary_rows').select('student_id').where('entry_id', '=', entryId).execute();
  return new Set(rows.map((row) => row.student_id));
}

export async function insertEntry(
  db: Kysely<DB>,
  groupId: number,
  values: DiaryEntryValues,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('diary_entries')
    .values({ group_id: groupId, ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(db: Kysely<DB>, entryId: number, values: DiaryEntryValues, now: string) {
  await db
    .updateTable('diary_entries')
    .set({ ...values, updated_at: now })
    .where('id', '=', entryId)
    .execute();
}

/** The rows are written whole each time: the editor always sends the full lesson. */
export async function replaceRows(db: Kysely<DB>, entryId: number, rows: readonly DiaryRowValues[]) {
  await db.deleteFrom('diary_rows').where('entry_id', '=', entryId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('diary_rows')
    .values(rows.map((row) => ({ entry_id: entryId, ...row })))
    .execute();
}

export async function deleteEntry(db: Kysely<DB>, entryId: number) {
  await db.deleteFrom('diary_entries').where('id', '=', entryId).execute();
}
