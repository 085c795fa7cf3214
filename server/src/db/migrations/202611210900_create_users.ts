import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('users'), t)
      .addColumn('role_id', 'integer', (col) => col.notNull().check(sql`role_id in (1, 2, 3)`))
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('is_active', t.boolean, (col) => col.notNull().defaultTo(t.true))
      .addColumn('avatar', 'text')
      .addColumn('property', t.json, (col) => col.notNull().defaultTo(t.emptyJsonObject))
      .addColumn('locale', 'text', (col) => col.notNull().defaultTo('ru-RU'))
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();
  await db.schema.createIndex('users_role_id_idx').on('users').column('role_id').execute();

  await withTimestamps(
    db.schema
      .createTable('students')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('timezone', 'text')
      .addColumn('birth_date', 'text'),
    t,
    ['created_at'],
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('teachers')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade')),
    t,
    ['created_at'],
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teachers').execute();
  await db.schema.dropTable('students').execute();
  await db.schema.dropTable('users').execute();
}
