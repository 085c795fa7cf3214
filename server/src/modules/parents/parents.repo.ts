import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The parents who follow a child, oldest link first. */
export function listParentsOf(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('parent_children as pc')
    .innerJoin('users as u', 'u.id', 'pc.parent_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'pc.created_at as linked_at'])
    .where('pc.student_id', '=', studentId)
    .orderBy('pc.created_at')
    .orderBy('u.id')
    .execute();
}

/** The children a parent follows who are still students, with their own rows. */
export function listChildrenOf(db: Kysely<DB>, parentId: number) {
  return db
    .selectFrom('parent_children as pc')
    .innerJoin('users as u', 'u.id', 'pc.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.avatar'])
    .where('pc.parent_id', '=', parentId)
    .where('u.role_id', '=', ROLE.student)
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** The subjects the children study (active ones), for their subject pickers. */
export function listChildrenSubjects(db: Kysely<DB>, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_subjects as ss')
    .innerJoin('subjects as s', 's.id', 'ss.subject_id')
    .select(['ss.student_id', 's.id', 's.main_id', 's.title_ru', 's.title_en', 's.title_uk', 's.color', 's.is_open'])
    .where('ss.student_id', 'in', studentIds)
    .where('ss.status', '=', 'active')
    .orderBy('s.position')
    .execute();
}

/** The student a link or an invitation may be made for: an existing student. */
export function findStudentRow(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'avatar', 'is_active'])
    .where('id', '=', studentId)
    .where('role_id', '=', ROLE.student)
    .executeTakeFirst();
}

export async function linkChild(db: Kysely<DB>, parentId: number, studentId: number, now: string): Promise<void> {
  await db
    .insertInto('parent_children')
    .values({ parent_id: parentId, student_id: studentId, created_at: now })
    .onConflict((oc) => oc.columns(['parent_id', 'student_id']).doNothing())
    .execute();
}

/** True when there was a link to remove. */
export async function unlinkChild(db: Kysely<DB>, parentId: number, studentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('parent_children')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The validated rounds of a child in a subject since `from`, for the weekly trend of each trainer. */
export function listRoundsSince(db: Kysely<DB>, studentId: number, subjectId: number, from: string) {
  return db
    .selectFrom('trainer_results as r')
    .innerJoin('trainers as t', 't.id', 'r.trainer_id')
    .select(['r.trainer_id', 'r.score', 'r.created_at', 't.title_ru', 't.title_en', 't.title_uk', 't.position'])
    .where('r.student_id', '=', studentId)
    .where('r.subject_id', '=', subjectId)
    .where('r.validate_status', '=', 'ok')
    .where('r.created_at', '>=', from)
    .execute();
}
