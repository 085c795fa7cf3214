import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

const OLD_ROLE_CHECK = 'role_id in (1, 2, 3)';
const NEW_ROLE_CHECK = 'role_id in (1, 2, 3, 4)';

/**
 * SQLite cannot alter a CHECK, so `users` is rebuilt the documented way (sqlite.org/lang_altertable.html, "other
 * kinds of table schema changes"): with foreign keys off — the migrator runs SQLite outside a transaction, where the
 * pragma takes effect — so dropping the old table cascades to nothing, and the rows of every table that refers to
 * `users` keep pointing at the same ids in the new one. The new table's text is the old one's with the wider check,
 * so every column a later migration added comes along.
 */
async function widenRoleCheckOnSqlite(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const ddl = table.rows[0]?.sql;
  if (!ddl?.includes(from)) throw new Error(`users has no "${from}" check to change`);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(ddl.replace(/^CREATE TABLE\s+"?users"?/i, 'CREATE TABLE "users_next"').replace(from, to)).execute(db);
    await sql`insert into users_next select * from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_next rename to users`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('rebuilding users broke a foreign key');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function setRoleCheck(db: Kysely<unknown>, postgres: boolean, from: string, to: string): Promise<void> {
  if (!postgres) return widenRoleCheckOnSqlite(db, from, to);
  await sql`alter table users drop constraint users_role_id_check`.execute(db);
  await sql.raw(`alter table users add constraint users_role_id_check check (${to})`).execute(db);
}

/**
 * The parent cabinet (issue [15], docs/PARENTS.md): a fourth role; a parent's own settings; the children a parent
 * follows; the one-time invitations a student or their teacher makes (only the code's hash is kept, like a
 * password reset's); a class setting that lets parents write to its teacher; and the periods a scheduled job has
 * run for, whose primary key lets one instance of several claim a period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await setRoleCheck(db, t.postgres, OLD_ROLE_CHECK, NEW_ROLE_CHECK);

  await withTimestamps(
    db.schema
      .createTable('parents')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('digest_enabled', t.boolean, (col) => col.notNull().defaultTo(t.true)),
    t,
    ['created_at'],
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('parent_children')
      .addColumn('parent_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('parent_children_pkey', ['parent_id', 'student_id']),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('parent_children_student_idx').on('parent_children').column('student_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('parent_invites'), t)
      .addColumn('code_hash', 'text', (col) => col.notNull().unique())
      .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('expires_at', t.timestamp, (col) => col.notNull())
      .addColumn('redeemed_at', t.timestamp)
      .addColumn('redeemed_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('parent_invites_student_idx').on('parent_invites').column('student_id').execute();

  await db.schema
    .alterTable('groups')
    .addColumn('parent_chat', t.boolean, (col) => col.notNull().defaultTo(t.postgres ? sql`false` : sql`0`))
    .execute();

  await withTimestamps(
    db.schema
      .createTable('scheduled_runs')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('period', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('scheduled_runs_pkey', ['name', 'period']),
    t,
    ['created_at'],
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.alterTable('groups').dropColumn('parent_chat').execute();
  await db.schema.dropTable('parent_invites').execute();
  await db.schema.dropTable('parent_children').execute();
  await db.schema.dropTable('parents').execute();
  await sql`delete from users where role_id = 4`.execute(db);
  await setRoleCheck(db, t.postgres, NEW_ROLE_CHECK, OLD_ROLE_CHECK);
}
