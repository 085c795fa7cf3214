import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Whether the parent follows the child: the one question every parent read asks first. */
export async function isParentOf(db: Kysely<DB>, parentId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('parent_children')
    .select('student_id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A parent account's own row, made with the user in the caller's transaction. */
export async function insertParent(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db.insertInto('parents').values({ user_id: userId, created_at: now }).execute();
}

/** What other modules may ask of parents; each takes the caller's connection or transaction. */
export const parentsPort = { isParentOf, insertParent };
export type ParentsPort = typeof parentsPort;
