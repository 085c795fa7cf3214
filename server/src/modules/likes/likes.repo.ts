import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB } from '../../db/schema.ts';
import { ratingsPort } from '../ratings/ratings.port.ts';
import type { LedgerEntry } from './likes.types.ts';

export async function findBalance(db: Kysely<DB>, studentId: number, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

type Change = { studentId: number; subjectId: number; amount: number; now: string };

/** Earning: the balance made where none exists yet, or raised with what is earned, in one atomic statement. */
const earned = preparedQuery<Change, { balance: number }>((db, arg) =>
  db
    .insertInto('likes_balances')
    .values({
      student_id: arg('studentId'),
      subject_id: arg('subjectId'),
      balance: arg('amount'),
      earned: arg('amount'),
      updated_at: arg('now'),
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id']).doUpdateSet((eb) => ({
        balance: eb('likes_balances.balance', '+', eb.ref('excluded.balance')),
        earned: eb('likes_balances.earned', '+', eb.ref('excluded.earned')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('balance'),
);

/**
 * Receiving likes another student paid (a market sale): the balance grows, what was earned by learning does not, so
 * trading never moves a student up a rating or through a likes gate.
 */
const received = preparedQuery<Change, { balance: number }>((db, arg) =>
  db
    .insertInto('likes_balances')
    .values({
      student_id: arg('studentId'),
      subject_id: arg('subjectId'),
      balance: arg('amount'),
      earned: 0,
      updated_at: arg('now'),
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id']).doUpdateSet((eb) => ({
        balance: eb('likes_balances.balance', '+', eb.ref('excluded.balance')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('balance'),
);

/** Spending: the conditional update that changes nothing when the balance holds less than the amount. */
const spent = preparedQuery<Change, { balance: number }>((db, arg) =>
  db
    .updateTable('likes_balances')
    .set((eb) => ({ balance: eb('balance', '-', arg('amount')), updated_at: arg('now') }))
    .where('student_id', '=', arg('studentId'))
    .where('subject_id', '=', arg('subjectId'))
    .where('balance', '>=', arg('amount'))
    .returning('balance'),
);

type LedgerRow = Required<Omit<LedgerEntry, 'refType' | 'refId'>> & {
  balanceAfter: number;
  refType: string | null;
  refId: number | null;
  now: string;
};

const ledgerWritten = preparedQuery<LedgerRow, never>((db, arg) =>
  db.insertInto('likes_ledger').values({
    student_id: arg('studentId'),
    subject_id: arg('subjectId'),
    delta: arg('delta'),
    balance_after: arg('balanceAfter'),
    reason: arg('reason'),
    ref_type: arg('refType'),
    ref_id: arg('refId'),
    created_at: arg('now'),
  }),
);

/**
 * Changes a balance and appends the ledger row, in the caller's transaction; likes earned move the student up
 * the subject's likes rating in the same transaction, likes received from another student do not. Spending is a conditional update (a balance missing or
 * holding less refuses it); earning cannot be refused, so it is one atomic increment that makes the balance's
 * row where none exists yet and locks it until commit. Returns the new balance, or null when spending more
 * than the balance holds. Every statement is compiled once: a played round runs them all.
 */
export async function applyLikesChange(
  db: Kysely<DB>,
  entry: LedgerEntry,
  now: string,
  source: 'earned' | 'received' = 'earned',
): Promise<number | null> {
  const change = { studentId: entry.studentId, subjectId: entry.subjectId, now };
  const raise = source === 'earned' ? earned : received;
  const [updated] =
    entry.delta > 0
      ? await raise(db, { ...change, amount: entry.delta })
      : await spent(db, { ...change, amount: -entry.delta });
  if (!updated) return null;
  if (source === 'earned') {
    await ratingsPort.raiseLikesRating(db, entry.studentId, entry.subjectId, entry.delta);
  }
  await ledgerWritten(db, {
    studentId: entry.studentId,
    subjectId: entry.subjectId,
    delta: entry.delta,
    balanceAfter: updated.balance,
    reason: entry.reason,
    refType: entry.refType ?? null,
    refId: entry.refId ?? null,
    now,
  });
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

/**
 * Holds the student's balance rows of `subjectIds` until commit, an empty one made where none exists yet (as a
 * round's lock does), by an upsert that changes nothing: an accrual of these subjects waits for the caller's
 * transaction. Entering the likes rating takes it, so no accrual raises an entry it cannot see yet.
 */
export async function holdBalances(db: Kysely<DB>, studentId: number, subjectIds: readonly number[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .insertInto('likes_balances')
    .values(subjectIds.map((subjectId) => ({ student_id: studentId, subject_id: subjectId, balance: 0 })))
    .onConflict((oc) =>
      oc.columns(['student_id', 'subject_id']).doUpdateSet((eb) => ({ earned: eb.ref('likes_balances.earned') })),
    )
    .execute();
}
