import type { Kysely } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * When a student's data was erased (issue [16], docs/DATA-RIGHTS.md). The account stays as an anonymous
 * row, because ledgers keep their sums and the other side of a chat or a sale keeps its history; this
 * column is how the rest of the platform tells it from a blocked account, and why a second erasure is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.alterTable('users').addColumn('erased_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
}
