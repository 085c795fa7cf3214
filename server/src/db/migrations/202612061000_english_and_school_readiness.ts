import { type Kysely, sql } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * Issue [13]: English (9) and school readiness (10) get their content, so they open to students; online courses (11)
 * stay closed. Their trainers join the catalogue rows an installation already has (the catalogue seed adds missing
 * rows only and leaves existing ones as they are): the Schulte table in both (English letters for 9, a small number
 * table for 10), the memory trainer with English words in 9 (it is in 10 already), and flash mental arithmetic with
 * small numbers for the pre-schoolers' first sums. A fresh database has no catalogue rows yet and gets these subjects from the seed.
 */
const ADDED_SUBJECTS: Readonly<Record<string, readonly number[]>> = {
  schulte: [9, 10],
  memo: [9],
  flashAnzan: [10],
};

const OPENED = [9, 10];

/** Rewrites the subject list of each catalogue row named in ADDED_SUBJECTS. */
async function changeSubjects(
  db: Kysely<unknown>,
  change: (current: readonly number[], subjects: readonly number[]) => number[],
): Promise<void> {
  const { rows } = await sql<{ id: number; component: string; subjects: unknown }>`
    select id, component, subjects from trainers where component in (${sql.join(Object.keys(ADDED_SUBJECTS))})
  `.execute(db);
  for (const row of rows) {
    // PostgreSQL hands jsonb back parsed; SQLite keeps the JSON text.
    const current = (typeof row.subjects === 'string' ? JSON.parse(row.subjects) : row.subjects) as number[];
    const next = change(current, ADDED_SUBJECTS[row.component] ?? []);
    if (next.length === current.length) continue;
    await sql`update trainers set subjects = ${JSON.stringify(next)} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await sql`update subjects set is_open = ${t.true} where main_id in (${sql.join(OPENED)})`.execute(db);
  await changeSubjects(db, (current, added) => [...current, ...added.filter((id) => !current.includes(id))]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const closed = dialectTypes(db).postgres ? sql`false` : sql`0`;
  await sql`update subjects set is_open = ${closed} where main_id in (${sql.join(OPENED)})`.execute(db);
  await changeSubjects(db, (current, added) => current.filter((id) => !added.includes(id)));
}
