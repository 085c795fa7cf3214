import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function maxUserId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Only the newest code works: asking again retires the older ones. */
export async function retireResets(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertReset(
  db: Kysely<DB>,
  values: { userId: number; codeHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: values.userId,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
      used_at: null,
      created_at: values.now,
    })
    .execute();
}

export async function findLiveReset(db: Kysely<DB>, userId: number, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
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
