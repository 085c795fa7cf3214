import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The subjects a teacher teaches (spec §3 Teacher.subjects), in the order of the subjects list. */
export async function teacherSubjectIds(db: Kysely<DB>, teacherId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('subjects as s', 's.id', 'ts.subject_id')
    .select('ts.subject_id')
    .where('ts.teacher_id', '=', teacherId)
    .orderBy('s.position')
    .execute();
  return rows.map((row) => row.subject_id);
}

/**
 * Whether the teacher teaches the subject. With `lock` (PostgreSQL) the row stays shared-locked until the
 * transaction ends, so an admin taking the subject away waits for a class being opened in it, then sees it.
 */
export async function teachesSubject(
  db: Kysely<DB>,
  teacherId: number,
  subjectId: number,
  lock = false,
): Promise<boolean> {
  const row = await db
    .selectFrom('teacher_subjects')
    .select('subject_id')
    .where('teacher_id', '=', teacherId)
    .where('subject_id', '=', subjectId)
    .$if(lock, (qb) => qb.forShare())
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the subjects the teacher does not teach yet; those already taught stay as they were. */
export async function addTeacherSubjects(
  db: Kysely<DB>,
  teacherId: number,
  subjectIds: readonly number[],
  now: string,
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .insertInto('teacher_subjects')
    .values(subjectIds.map((subjectId) => ({ teacher_id: teacherId, subject_id: subjectId, created_at: now })))
    .onConflict((oc) => oc.columns(['teacher_id', 'subject_id']).doNothing())
    .execute();
}

export async function removeTeacherSubjects(
  db: Kysely<DB>,
  teacherId: number,
  subjectIds: readonly number[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .deleteFrom('teacher_subjects')
    .where('teacher_id', '=', teacherId)
    .where('subject_id', 'in', subjectIds)
    .execute();
}
