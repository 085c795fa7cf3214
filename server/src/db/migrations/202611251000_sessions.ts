import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * One row per login (issue [4a]): tokens carry the row's id, so a logout, a "log out of all devices" and the
 * absolute end of a session are decided here on every request. `generation` numbers the tokens a session
 * renewal hands out; a token of an older generation lives on only briefly after `renewed_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('sessions'), t)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', t.timestamp, (col) => col.notNull())
      .addColumn('revoked_at', t.timestamp)
      .addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('renewed_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  // The clean-up at login finds ended rows by either column.
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_revoked_at_idx').on('sessions').column('revoked_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
