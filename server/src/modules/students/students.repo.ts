import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

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
}

/** Every subject of the student (active and blocked) with its likes balance, in the subjects' order. */
export async function listStudentSubjects(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('student_subjects as ss')
    .innerJoin('subjects as s', 's.id', 'ss.subject_id')
    .leftJoin('likes_balances as lb', (join) =>
      join.onRef('lb.student_id', '=', 'ss.student_id').onRef('lb.subject_id', '=', 'ss.subject_id'),
    )
    .select([
      's.id',
      's.main_id',
      's.title_ru',
      's.title_en',
      's.title_uk',
      's.color',
      's.position',
      's.is_open',
      'ss.status',
      'lb.balance as likes_balance',
    ])
    .where('ss.student_id', '=', studentId)
    .orderBy('s.position')
    .execute();
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
export async function listStudentGroups(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select(['g.id', 'g.title', 'g.subject_id', 'g.teacher_id'])
    .where('gs.student_id', '=', studentId)
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
}

/** Whether the student may hear a subject's channels (real-time subject news). */
export async function hasActiveSubject(db: Kysely<DB>, studentId: number, subjectId: number): Promise<boolean> {
  return (await findStudentSubjectStatus(db, studentId, subjectId)) === 'active';
}
