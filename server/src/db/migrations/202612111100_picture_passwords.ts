import { type Kysely, sql } from 'kysely';
import { dialectTypes, withTimestamps } from '../migration-helpers.ts';

/**
 * Picture passwords (issue [15], docs/PICTURE-LOGIN.md). A class gets its setting and its login code (unique, made
 * when the setting is first turned on, regenerable); a student gets one picture secret: the sequence hashed with
 * argon2id like a password, and beside it the same sequence sealed with the server's key so the teacher can print
 * the class's login cards. Nothing here keeps the sequence readable without that key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema
    .alterTable('groups')
    .addColumn('picture_login', t.boolean, (col) => col.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .execute();
  // SQLite cannot add a UNIQUE column: the uniqueness is an index on both dialects.
  await db.schema.alterTable('groups').addColumn('login_code', 'text').execute();
  await db.schema.createIndex('groups_login_code_key').on('groups').column('login_code').unique().execute();

  await withTimestamps(
    db.schema
      .createTable('picture_secrets')
      .addColumn('student_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (col) => col.notNull())
      .addColumn('sealed_sequence', 'text', (col) => col.notNull())
      .addColumn('set_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
    t,
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('picture_secrets').execute();
  await db.schema.dropIndex('groups_login_code_key').execute();
  await db.schema.alterTable('groups').dropColumn('login_code').execute();
  await db.schema.alterTable('groups').dropColumn('picture_login').execute();
}
