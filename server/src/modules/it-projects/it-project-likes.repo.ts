import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** False when the student has liked the project already: the primary key keeps one like per student and project. */
export async function insertLike(db: Kysely<DB>, projectId: number, studentId: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('it_project_likes')
    .values({ project_id: projectId, student_id: studentId, created_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'student_id']).doNothing())
    .returning('project_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** False when there was no like to take back. */
export async function deleteLike(db: Kysely<DB>, projectId: number, studentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('it_project_likes')
    .where('project_id', '=', projectId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * One more like on an approved project, by a conditional update: the count is changed by the row's own value, so
 * concurrent likes add up, and a project no longer approved takes none (undefined: the caller rolls back).
 */
export async function addToLikesCount(db: Kysely<DB>, projectId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('it_projects')
    .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
    .where('id', '=', projectId)
    .where('status', '=', 'approved')
    .returning('likes_count')
    .executeTakeFirst();
  return row?.likes_count;
}

/** One like fewer; never below zero (the CHECK would refuse it, the condition keeps it from being tried). */
export async function takeFromLikesCount(db: Kysely<DB>, projectId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('it_projects')
    .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
    .where('id', '=', projectId)
    .where('likes_count', '>', 0)
    .returning('likes_count')
    .executeTakeFirst();
  return row?.likes_count;
}

export async function likesCountOf(db: Kysely<DB>, projectId: number): Promise<number | undefined> {
  const row = await db.selectFrom('it_projects').select('likes_count').where('id', '=', projectId).executeTakeFirst();
  return row?.likes_count;
}

/**
 * False when this student has earned the project's author a point already: a like taken back and given again earns
 * nothing more.
 */
export async function insertLikeReward(
  db: Kysely<DB>,
  projectId: number,
  studentId: number,
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('it_project_like_rewards')
    .values({ project_id: projectId, student_id: studentId, created_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'student_id']).doNothing())
    .returning('project_id')
    .executeTakeFirst();
  return row !== undefined;
}
