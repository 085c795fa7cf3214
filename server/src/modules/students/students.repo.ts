import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { likesPort } from '../likes/likes.port.ts';
import { ratingsPort } from '../ratings/ratings.port.ts';

/**
 * Enters the student in the likes rating of those of `subjectIds` they are an active member of and not yet
 * ranked in, with the likes they earned there before. Part of the transaction that makes them a member.
 */
async function joinLikesRatings(db: Kysely<DB>, studentId: number, subjectIds: readonly number[]) {
  if (subjectIds.length === 0) return;
  // Holds the memberships until commit and reads their status as of now: a block committed meanwhile has
  // already taken the student out, and one still running waits for this join to end before it does.
  const active = await db
    .updateTable('student_subjects')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('student_id', '=', studentId)
    .where('subject_id', 'in', subjectIds)
    .where('status', '=', 'active')
    .returning('subject_id')
    .execute();
  const subjects = active.map((row) => row.subject_id).sort((a, b) => a - b);
  if (subjects.length === 0) return;
  await likesPort.holdBalances(db, studentId, subjects);
  await ratingsPort.enterLikesRatings(db, studentId, subjects);
}

export async function insertStudent(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db
    .insertInto('students')
    .values({ user_id: userId, timezone: null, birth_date: null, created_at: now })
    .execute();
}

export async function enrollSubjects(
  db: Kysely<DB>,
  studentId: number,
  subjectIds: readonly number[],
  now: string,
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .insertInto('student_subjects')
    .values(
      subjectIds.map((subjectId) => ({
        student_id: studentId,
        subject_id: subjectId,
        status: 'active' as const,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
    .execute();
  await joinLikesRatings(db, studentId, subjectIds);
}

/**
 * Blocks or reopens subjects of a student; only rows whose status changes count, so the likes rating of
 * each subject gains or loses the student exactly once. Runs in the caller's transaction.
 */
export async function setSubjectStatus(
  db: Kysely<DB>,
  studentId: number,
  subjectIds: readonly number[],
  status: 'active' | 'blocked',
): Promise<void> {
  if (subjectIds.length === 0) return;
  const changed = await db
    .updateTable('student_subjects')
    .set({ status })
    .where('student_id', '=', studentId)
    .where('subject_id', 'in', subjectIds)
    .where('status', '<>', status)
    .returning('subject_id')
    .execute();
  const subjects = changed.map((row) => row.subject_id);
  if (status === 'active') await joinLikesRatings(db, studentId, subjects);
  else await ratingsPort.leaveLikesRatings(db, studentId, subjects);
}

export async function findStudentSubjectStatus(db: Kysely<DB>, studentId: number, subjectId: number) {
  const row = await db
    .selectFrom('student_subjects')
    .select('status')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** The classes a student sits in, soft-deleted ones left out. */
/** Whether the student may hear a subject's channels (real-time subject news). */
export async function hasActiveSubject(db: Kysely<DB>, studentId: number, subjectId: number): Promise<boolean> {
  return (await findStudentSubjectStatus(db, studentId, subjectId)) === 'active';
}
