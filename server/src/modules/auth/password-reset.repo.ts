import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Only the newest code works: asking again retires the older ones. */
export async function retireResets(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Rows past their end serve nobody; the unknown-email ones would otherwise pile up. */
export async function deleteResetsExpiredBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
}

export async function insertReset(
  db: Kysely<DB>,
  values: { tokenHash: string; userId: number | null; codeHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
      used_at: null,
      created_at: values.now,
    })
    .execute();
}

export async function findLiveReset(db: Kysely<DB>, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'code_hash'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Counts a guess before it is checked; false when the attempts are used up. */
export async function countAttempt(db: Kysely<DB>, resetId: number, maxAttempts: number): Promise<boolean> {
  const row = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Single use: only the first of two parallel confirmations gets the row. */
export async function consumeReset(db: Kysely<DB>, resetId: number, now: string): Promise<boolean> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
