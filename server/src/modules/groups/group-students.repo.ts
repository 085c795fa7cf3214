import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function isStudent(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('students').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function isMember(db: Kysely<DB>, groupId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students')
    .select('student_id')
    .where('group_id', '=', groupId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the student sits in a current (not deleted) class of this teacher. */
export async function isInTeacherGroups(db: Kysely<DB>, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select('gs.student_id')
    .where('gs.student_id', '=', studentId)
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the student sits in a current (not deleted) class of the subject. */
export async function hasClassInSubject(db: Kysely<DB>, studentId: number, subjectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select('gs.student_id')
    .where('gs.student_id', '=', studentId)
    .where('g.subject_id', '=', subjectId)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The student's class of the subject (the oldest, should there be more than one), if they are in one. */
export async function findStudentClassIn(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<{ id: number; teacher_id: number } | undefined> {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select(['g.id', 'g.teacher_id'])
    .where('gs.student_id', '=', studentId)
    .where('g.subject_id', '=', subjectId)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .executeTakeFirst();
}

export async function insertMembership(db: Kysely<DB>, groupId: number, studentId: number, now: string) {
  await db.insertInto('group_students').values({ group_id: groupId, student_id: studentId, created_at: now }).execute();
}

/** Answers whether the student was in the class. */
export async function deleteMembership(db: Kysely<DB>, groupId: number, studentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('group_students')
    .where('group_id', '=', groupId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
