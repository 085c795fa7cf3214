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

/**
 * The student's active subject of a main id (spec §1: 8 is IT), or null: what a direction's own pages ask before they
 * answer, since a subject's row id is not its main id.
 */
export async function findActiveSubjectOfMain(db: Kysely<DB>, studentId: number, mainId: number) {
  const row = await db
    .selectFrom('student_subjects as ss')
    .innerJoin('subjects as s', 's.id', 'ss.subject_id')
    .select('s.id')
    .where('ss.student_id', '=', studentId)
    .where('s.main_id', '=', mainId)
    .where('ss.status', '=', 'active')
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The classes a student sits in, soft-deleted ones left out. */
/** Whether the student may hear a subject's channels (real-time subject news). */
export async function hasActiveSubject(db: Kysely<DB>, studentId: number, subjectId: number): Promise<boolean> {
  return (await findStudentSubjectStatus(db, studentId, subjectId)) === 'active';
}

/** Sets the birth date; with `onlyWhenUnset`, only where none is known yet. False when no row changed. */
export async function setBirthDate(
  db: Kysely<DB>,
  studentId: number,
  birthDate: string,
  options: { onlyWhenUnset: boolean },
): Promise<boolean> {
  let query = db.updateTable('students').set({ birth_date: birthDate }).where('user_id', '=', studentId);
  if (options.onlyWhenUnset) query = query.where('birth_date', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The student's birth date, null while unknown; undefined when there is no such student. */
export async function findBirthDate(db: Kysely<DB>, studentId: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('students').select('birth_date').where('user_id', '=', studentId).executeTakeFirst();
  return row?.birth_date;
}
