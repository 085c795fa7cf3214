import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/** Admin math tasks (spec §3): word-problem templates the word-problem trainer plays, by class. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('math_tasks'), t)
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('expression', 'text', (col) => col.notNull())
      .addColumn('variables', t.json, (col) => col.notNull())
      .addColumn('digit_rank', 'integer', (col) => col.notNull().check(sql`digit_rank between 1 and 5`))
      .addColumn('integer_answer', t.boolean, (col) => col.notNull().defaultTo(t.true))
      .addColumn('class_number', 'integer', (col) => col.notNull().check(sql`class_number between 1 and 11`)),
    t,
  ).execute();
  // A session start reads one class's tasks; the admin list pages through a class by id.
  await db.schema.createIndex('math_tasks_class_idx').on('math_tasks').columns(['class_number', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('math_tasks').execute();
}
