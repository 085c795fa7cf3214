import type { Group } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface GroupFilter {
  teacherId?: number | undefined;
  subjectId?: number | undefined;
  /** true: only soft-deleted classes; false: only current ones. */
  deleted: boolean;
}

function groupsWithCount(db: Kysely<DB>) {
  return db
    .selectFrom('groups as g')
    .select((eb) => [
      'g.id',
      'g.title',
      'g.subject_id',
      'g.teacher_id',
      'g.deleted_at',
      eb
        .selectFrom('group_students as gs')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gs.group_id', '=', 'g.id')
        .as('students_count'),
    ]);
}

function filtered(db: Kysely<DB>, filter: GroupFilter) {
  let query = groupsWithCount(db).where('g.deleted_at', filter.deleted ? 'is not' : 'is', null);
  if (filter.teacherId !== undefined) query = query.where('g.teacher_id', '=', filter.teacherId);
  if (filter.subjectId !== undefined) query = query.where('g.subject_id', '=', filter.subjectId);
  return query;
}

const toGroup = (row: Omit<Group, 'students_count'> & { students_count: number | string | null }): Group => ({
  ...row,
  students_count: Number(row.students_count ?? 0),
});

export async function listGroups(
  db: Kysely<DB>,
  filter: GroupFilter,
  page?: { limit: number; offset: number },
): Promise<Group[]> {
  let query = filtered(db, filter).orderBy('g.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return (await query.execute()).map(toGroup);
}

export async function countGroups(db: Kysely<DB>, filter: GroupFilter): Promise<number> {
  let query = db
    .selectFrom('groups as g')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('g.deleted_at', filter.deleted ? 'is not' : 'is', null);
  if (filter.teacherId !== undefined) query = query.where('g.teacher_id', '=', filter.teacherId);
  if (filter.subjectId !== undefined) query = query.where('g.subject_id', '=', filter.subjectId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A class by id, soft-deleted or not: callers decide what a deleted class allows. */
export async function findGroup(db: Kysely<DB>, groupId: number): Promise<Group | undefined> {
  const row = await groupsWithCount(db).where('g.id', '=', groupId).executeTakeFirst();
  return row ? toGroup(row) : undefined;
}

export async function listGroupStudents(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('gs.group_id', '=', groupId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}

export async function insertGroup(
  db: Kysely<DB>,
  values: { title: string; subject_id: number; teacher_id: number },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('groups')
    .values({ ...values, message: null, deleted_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(
  db: Kysely<DB>,
  groupId: number,
  values: { title?: string; subject_id?: number; teacher_id?: number; deleted_at?: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('groups')
    .set({ ...values, updated_at: now })
    .where('id', '=', groupId)
    .execute();
}

/**
 * Changes the subject only while nobody sits in the class, in one statement, so a student attached
 * meanwhile cannot end up in a class of a subject they do not have. Answers whether it changed.
 */
export async function changeSubjectOfEmptyGroup(
  db: Kysely<DB>,
  groupId: number,
  subjectId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('groups')
    .set({ subject_id: subjectId, updated_at: now })
    .where('id', '=', groupId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('group_students').select('student_id').where('group_id', '=', groupId))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findGroupMessage(db: Kysely<DB>, groupId: number) {
  return db
    .selectFrom('groups')
    .select(['id as group_id', 'message as text', 'message_updated_at as updated_at'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}

export async function setGroupMessage(db: Kysely<DB>, groupId: number, text: string | null, now: string) {
  await db
    .updateTable('groups')
    .set({ message: text, message_updated_at: now, updated_at: now })
    .where('id', '=', groupId)
    .execute();
}

/** The subjects among `subjectIds` in which the teacher runs a current (not deleted) class. */
export async function subjectsWithCurrentGroups(
  db: Kysely<DB>,
  teacherId: number,
  subjectIds: readonly number[],
): Promise<number[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .selectFrom('groups')
    .select('subject_id')
    .distinct()
    .where('teacher_id', '=', teacherId)
    .where('subject_id', 'in', subjectIds)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.subject_id);
}
