import { type Kysely, sql } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * Whether students may take up a subject (issue [4b]): a subject with nothing to do yet is not offered at
 * registration or subject choice, and an admin opens it once its content lands. English, school readiness
 * and online courses (main ids 9–11) start closed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema
    .alterTable('subjects')
    .addColumn('is_open', t.boolean, (col) => col.notNull().defaultTo(t.true))
    .execute();
  const closed = t.postgres ? sql`false` : sql`0`;
  await sql`update subjects set is_open = ${closed} where main_id in (9, 10, 11)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subjects').dropColumn('is_open').execute();
}
