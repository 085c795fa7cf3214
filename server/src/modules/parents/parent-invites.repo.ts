import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A child's invitations still waiting to be redeemed, newest first, with the name of who made each. */
export function listActiveInvites(db: Kysely<DB>, studentId: number, now: string) {
  return db
    .selectFrom('parent_invites as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select(['i.id', 'i.created_at', 'i.expires_at', 'u.first_name', 'u.last_name'])
    .where('i.student_id', '=', studentId)
    .where('i.redeemed_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

export async function insertInvite(
  db: Kysely<DB>,
  values: { codeHash: string; studentId: number; createdBy: number; expiresAt: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('parent_invites')
    .values({
      code_hash: values.codeHash,
      student_id: values.studentId,
      created_by: values.createdBy,
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findInvite(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('parent_invites')
    .select(['id', 'student_id', 'redeemed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteUnredeemedInvite(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('parent_invites')
    .where('id', '=', id)
    .where('redeemed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An invitation that can still be redeemed, with the first name of the child it is for. */
export function findUsableInvite(db: Kysely<DB>, codeHash: string, now: string) {
  return db
    .selectFrom('parent_invites as i')
    .innerJoin('users as u', 'u.id', 'i.student_id')
    .select(['i.id', 'i.student_id', 'i.expires_at', 'u.first_name'])
    .where('i.code_hash', '=', codeHash)
    .where('i.redeemed_at', 'is', null)
    .where('i.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses the invitation once: a conditional update, so of two parents redeeming the same code at the same moment
 * exactly one gets it (the other's transaction rolls back with its new account).
 */
export async function claimInvite(db: Kysely<DB>, id: number, parentId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('parent_invites')
    .set({ redeemed_at: now, redeemed_by: parentId })
    .where('id', '=', id)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
