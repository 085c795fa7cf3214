import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Issue [4a]: a password reset is named by an opaque random token (stored only as its hash) instead of the
 * user id, and an unknown email gets a row too (`user_id` null) so both answers behave alike. Mail leaves
 * the request through `jobs`, a durable queue an in-process worker drains with retries and backoff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.dropTable('password_resets').execute();
  await withTimestamps(
    withId(db.schema.createTable('password_resets'), t)
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', t.timestamp, (col) => col.notNull())
      .addColumn('used_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires_at_idx').on('password_resets').column('expires_at').execute();

  await withTimestamps(
    withId(db.schema.createTable('jobs'), t)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('payload', t.json, (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull())
      .addColumn('run_at', t.timestamp, (col) => col.notNull())
      .addColumn('locked_until', t.timestamp)
      .addColumn('last_error', 'text')
      .addColumn('finished_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();
  // The worker's poll: pending jobs whose time has come.
  await db.schema.createIndex('jobs_state_run_at_idx').on('jobs').columns(['state', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('password_resets').execute();
  await withTimestamps(
    withId(db.schema.createTable('password_resets'), t)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', t.timestamp, (col) => col.notNull())
      .addColumn('used_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();
}
