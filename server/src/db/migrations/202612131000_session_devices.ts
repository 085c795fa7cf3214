import { type Kysely, sql } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * What a user's list of signed-in devices shows (issue [16], docs/SESSIONS.md). A session keeps the user agent
 * (cut to 300 characters) and the address of the login that opened it, and when it was last seen: at login and at
 * every token renewal, the writes a session makes anyway, never on each request. `token_version` is the user's at
 * login: a new password bumps the user's, so the list leaves out sessions whose tokens it revoked.
 *
 * `last_seen_at` is nullable only because SQLite cannot add a NOT NULL column without a constant default; the rows
 * that exist get it here and every insert writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', t.timestamp).execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE sessions SET
      last_seen_at = COALESCE(renewed_at, created_at),
      token_version = (SELECT users.token_version FROM users WHERE users.id = sessions.user_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['token_version', 'last_seen_at', 'ip', 'user_agent']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
