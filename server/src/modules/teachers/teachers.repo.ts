import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function isTeacher(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('teachers').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertTeacher(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db.insertInto('teachers').values({ user_id: userId, created_at: now }).execute();
}
