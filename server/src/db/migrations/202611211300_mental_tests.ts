import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Admin mental tests (spec §2, /student/mental-test/{testId}): a fixed list of arithmetic tasks
 * with a time limit, played through the catalogue's `mentalTest` trainer. That trainer is opened
 * from a test's page, never from the trainer cards, so the catalogue learns which rows it lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const no = t.postgres ? sql`false` : sql`0`;
  await withTimestamps(
    withId(db.schema.createTable('mental_tests'), t)
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('subjects', t.json, (col) => col.notNull())
      .addColumn('time_limit_sec', 'integer', (col) => col.notNull())
      /** The expressions in playing order; answers are computed from them, never stored apart. */
      .addColumn('tasks', t.json, (col) => col.notNull())
      .addColumn('is_published', t.boolean, (col) => col.notNull().defaultTo(no)),
    t,
  ).execute();
  await db.schema
    .createIndex('mental_tests_published_idx')
    .on('mental_tests')
    .columns(['is_published', 'id'])
    .execute();

  await db.schema
    .alterTable('trainers')
    .addColumn('listed', t.boolean, (col) => col.notNull().defaultTo(t.true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainers').dropColumn('listed').execute();
  await db.schema.dropTable('mental_tests').execute();
}
