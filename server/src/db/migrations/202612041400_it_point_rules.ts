import { type Kysely, sql } from 'kysely';
import { dialectTypes, withTimestamps } from '../migration-helpers.ts';

/** The amounts the code paid before they became rows; the demo and docs/IT-POINTS.md count on them. */
const DEFAULTS = [
  { source: 'task_accepted', points: 10 },
  { source: 'quiz_correct_answer', points: 1 },
  { source: 'project_like', points: 1 },
];

/**
 * How many IT points each source pays (issue [12]: data-driven rules), one row a source an admin edits. The paying
 * modules read the row in the transaction that pays, so a change applies from the next payment on; what was paid
 * stays as the ledger has it. Zero is allowed: the source then pays nothing but still counts as paid once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    db.schema
      .createTable('it_point_rules')
      .addColumn('source', 'text', (col) =>
        col.primaryKey().check(sql`source in ('task_accepted', 'quiz_correct_answer', 'project_like')`),
      )
      .addColumn('points', 'integer', (col) => col.notNull().check(sql`points >= 0 and points <= 1000`)),
    t,
    ['updated_at'],
  ).execute();

  await (db as Kysely<{ it_point_rules: (typeof DEFAULTS)[number] }>)
    .insertInto('it_point_rules')
    .values(DEFAULTS)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('it_point_rules').execute();
}
