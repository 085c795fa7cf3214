import type { ItPointRule, ItPointSource } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ItPointsEntry } from './it-points.types.ts';

export async function findItPoints(db: Kysely<DB>, studentId: number): Promise<{ balance: number; earned: number }> {
  const row = await db
    .selectFrom('it_point_balances')
    .select(['balance', 'earned'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return { balance: row?.balance ?? 0, earned: row?.earned ?? 0 };
}

/** Earning cannot be refused: one atomic increment that makes the balance's row where none exists yet. */
async function raise(db: Kysely<DB>, studentId: number, amount: number, now: string) {
  return db
    .insertInto('it_point_balances')
    .values({ student_id: studentId, balance: amount, earned: amount, updated_at: now })
    .onConflict((oc) =>
      oc.column('student_id').doUpdateSet((eb) => ({
        balance: eb('it_point_balances.balance', '+', eb.ref('excluded.balance')),
        earned: eb('it_point_balances.earned', '+', eb.ref('excluded.earned')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('balance')
    .executeTakeFirst();
}

/** Spending is the conditional update that changes nothing when the balance holds less than the amount. */
async function lower(db: Kysely<DB>, studentId: number, amount: number, now: string) {
  return db
    .updateTable('it_point_balances')
    .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: now }))
    .where('student_id', '=', studentId)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
}

/**
 * Changes the balance and appends the ledger row in the caller's transaction. Returns the new balance, or null when
 * spending more than the balance holds (nothing is written then).
 */
export async function applyItPointsChange(db: Kysely<DB>, entry: ItPointsEntry, now: string): Promise<number | null> {
  const updated =
    entry.delta > 0
      ? await raise(db, entry.studentId, entry.delta, now)
      : await lower(db, entry.studentId, -entry.delta, now);
  if (!updated) return null;
  await db
    .insertInto('it_point_ledger')
    .values({
      student_id: entry.studentId,
      delta: entry.delta,
      balance_after: updated.balance,
      reason: entry.reason,
      ref_type: entry.refType ?? null,
      ref_id: entry.refId ?? null,
      created_at: now,
    })
    .execute();
  return updated.balance;
}

/** What a source pays now, read in the caller's transaction so a payment and the rule it used commit together. */
export async function findPointRule(db: Kysely<DB>, source: ItPointSource): Promise<number> {
  const row = await db.selectFrom('it_point_rules').select('points').where('source', '=', source).executeTakeFirst();
  // The migration writes every source's row and nothing deletes one.
  if (!row) throw new Error(`the IT points rule of ${source} is missing`);
  return row.points;
}

export async function listPointRules(db: Kysely<DB>): Promise<Map<ItPointSource, number>> {
  const rows = await db.selectFrom('it_point_rules').select(['source', 'points']).execute();
  return new Map(rows.map((row) => [row.source, row.points]));
}

export async function updatePointRule(db: Kysely<DB>, rule: ItPointRule, now: string): Promise<void> {
  await db
    .updateTable('it_point_rules')
    .set({ points: rule.points, updated_at: now })
    .where('source', '=', rule.source)
    .execute();
}
