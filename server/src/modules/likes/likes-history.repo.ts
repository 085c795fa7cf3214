import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Whether the id names a student account; admins may ask about anyone, and a missing one is a 404. */
export async function studentExists(db: Kysely<DB>, studentId: number): Promise<boolean> {
  const row = await db.selectFrom('students').select('user_id').where('user_id', '=', studentId).executeTakeFirst();
  return row !== undefined;
}

/** Likes ever earned and ever spent in a subject, kept beside the balance (spent is what earning left behind). */
export async function ledgerTotals(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<{ earned: number; spent: number }> {
  const row = await db
    .selectFrom('likes_balances')
    .select(['earned', 'balance'])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return { earned: row?.earned ?? 0, spent: row ? row.earned - row.balance : 0 };
}

/**
 * Ledger rows newest first, below `before` when given: the (student, subject, id) index walks straight
 * to them however deep the list has scrolled. One row more than asked tells whether older ones remain.
 */
export async function ledgerRows(
  db: Kysely<DB>,
  scope: { studentId: number; subjectId: number; before: number | undefined; limit: number },
) {
  let query = db
    .selectFrom('likes_ledger')
    .select(['id', 'reason', 'delta', 'balance_after', 'created_at'])
    .where('student_id', '=', scope.studentId)
    .where('subject_id', '=', scope.subjectId);
  if (scope.before !== undefined) query = query.where('id', '<', scope.before);
  return query
    .orderBy('id', 'desc')
    .limit(scope.limit + 1)
    .execute();
}
