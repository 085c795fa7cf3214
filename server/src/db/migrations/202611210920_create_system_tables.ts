import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  // No foreign key on user_id: the log outlives the users it mentions.
  await withTimestamps(
    withId(db.schema.createTable('audit_log'), t)
      .addColumn('user_id', 'integer')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'integer')
      .addColumn('ip', 'text')
      .addColumn('meta', t.json),
    t,
    ['created_at'],
  ).execute();

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

  await withTimestamps(
    db.schema
      .createTable('settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull()),
    t,
    ['updated_at'],
  ).execute();
  await sql`insert into settings (key, value) values ('maintenance', 'false')`.execute(db);

  await withTimestamps(
    withId(db.schema.createTable('mail_outbox'), t)
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull()),
    t,
    ['created_at'],
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('audit_log').execute();
}
