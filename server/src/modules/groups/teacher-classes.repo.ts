import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** How many current classes each teacher runs and how many distinct students sit in them. */
export interface TeacherLoad {
  classes_count: number;
  students_count: number;
}

/** Every teacher's load in one grouped query; a teacher without current classes is absent from the map. */
export async function teacherLoads(db: Kysely<DB>): Promise<Map<number, TeacherLoad>> {
  const rows = await db
    .selectFrom('groups as g')
    .leftJoin('group_students as gs', 'gs.group_id', 'g.id')
    .select((eb) => [
      'g.teacher_id',
      eb.fn.count<number>('g.id').distinct().as('classes_count'),
      eb.fn.count<number>('gs.student_id').distinct().as('students_count'),
    ])
    .where('g.deleted_at', 'is', null)
    .groupBy('g.teacher_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.teacher_id,
      { classes_count: Number(row.classes_count), students_count: Number(row.students_count) },
    ]),
  );
}

/** The students of a teacher's current classes, each with the class they sit in, by class then name. */
export async function teacherClassStudents(db: Kysely<DB>, teacherId: number) {
  return db
    .selectFrom('groups as g')
    .innerJoin('group_students as gs', 'gs.group_id', 'g.id')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.id as group_id', 'g.title as group_title'])
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}

/**
 * Every class of the teacher, soft-deleted ones included: a deleted class can be restored, so it keeps a teacher
 * (and the database refuses to delete a teacher any class still names).
 */
export async function allTeacherClasses(db: Kysely<DB>, teacherId: number) {
  return db
    .selectFrom('groups')
    .select(['id', 'subject_id'])
    .where('teacher_id', '=', teacherId)
    .orderBy('id')
    .execute();
}

/** Hands every class of one teacher to another (an admin deleting the first). */
export async function moveTeacherClasses(db: Kysely<DB>, fromId: number, toId: number, now: string): Promise<void> {
  await db.updateTable('groups').set({ teacher_id: toId, updated_at: now }).where('teacher_id', '=', fromId).execute();
}

/**
 * Of these classes, the current ones the teacher leads, of the one subject when it is given: the classes a teacher may
 * share a material of theirs, or a library material of that subject, with.
 */
export async function teacherCurrentClassesIn(
  db: Kysely<DB>,
  teacherId: number,
  groupIds: readonly number[],
  subjectId?: number,
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  let query = db
    .selectFrom('groups')
    .select('id')
    .where('id', 'in', groupIds)
    .where('teacher_id', '=', teacherId)
    .where('deleted_at', 'is', null);
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return (await query.execute()).map((row) => row.id);
}
