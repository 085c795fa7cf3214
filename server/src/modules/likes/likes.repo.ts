import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { raiseLikesRating } from '../ratings/likes-rating-buckets.repo.ts';

export async function findBalance(db: Kysely<DB>, studentId: number, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export interface LedgerEntry {
  studentId: number;
  subjectId: number;
  /** Positive to earn, negative to spend. */
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: number | null;
}

/**
 * Changes a balance by a conditional update and appends the ledger row, in the caller's
 * transaction; likes earned move the student up the subject's likes rating in the same transaction.
 * Returns the new balance, or null when spending more than the balance holds.
 */
export async function applyLikesChange(db: Kysely<DB>, entry: LedgerEntry, now: string): Promise<number | null> {
  await db
    .insertInto('likes_balances')
    .values({ student_id: entry.studentId, subject_id: entry.subjectId, balance: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
    .execute();
  const updated = await db
    .updateTable('likes_balances')
    .set((eb) => ({
      balance: eb('balance', '+', entry.delta),
      earned: eb('earned', '+', Math.max(0, entry.delta)),
      updated_at: now,
    }))
    .where('student_id', '=', entry.studentId)
    .where('subject_id', '=', entry.subjectId)
    .where('balance', '>=', Math.max(0, -entry.delta))
    .returning('balance')
    .executeTakeFirst();
  if (!updated) return null;
  await raiseLikesRating(db, entry.studentId, entry.subjectId, entry.delta);
  await db
    .insertInto('likes_ledger')
    .values({
      student_id: entry.studentId,
      subject_id: entry.subjectId,
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

/** Likes ever earned in a subject: what the likes gates count (spec §6). */
export async function findEarned(db: Kysely<DB>, studentId: number, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('likes_balances')
    .select('earned')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.earned ?? 0;
}
