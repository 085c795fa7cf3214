import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { applyLikesChange, findBalance } from './likes.repo.ts';
import type { LedgerEntry } from './likes.types.ts';

/** Told after likes are earned and committed (a profession levelling up, for one); its failure is only logged. */
export type AccrualListener = (entry: LedgerEntry) => Promise<void>;

export interface LikesService {
  /** Earns likes: balance and ledger change together, then the student hears `accrual` on users.{id}.likes. */
  accrue(entry: LedgerEntry): Promise<number>;
  /**
   * Earns likes inside the caller's transaction (so they commit with whatever earned them) and
   * returns the new balance. The caller announces it with `announce` once the transaction has committed.
   */
  accrueWithin(trx: Kysely<DB>, entry: LedgerEntry): Promise<number>;
  /**
   * Receives likes another student paid (a market sale) inside the caller's transaction: the balance grows but not
   * what was earned by learning, so trading moves no rating or gate. Tell the student with `tell` after commit.
   */
  receiveWithin(trx: Kysely<DB>, entry: LedgerEntry): Promise<number>;
  /** Tells the student about committed likes and the accrual listeners about what was earned. */
  announce(entry: LedgerEntry, balance: number): Promise<void>;
  /** Tells the student their new balance; a lost notification only delays the header update. */
  tell(entry: LedgerEntry, balance: number): Promise<void>;
  /**
   * Spends likes inside the caller's transaction by a conditional update (ARCHITECTURE.md) and returns
   * the new balance; throws NOT_ENOUGH_LIKES, which rolls the caller's whole purchase back.
   */
  spendWithin(trx: Kysely<DB>, entry: Omit<LedgerEntry, 'delta'> & { amount: number }): Promise<number>;
  /** Adds a listener for committed accruals; features that react to earning (professions) register here. */
  onAccrued(listener: AccrualListener): void;
}

export function createLikesService(deps: {
  database: Database;
  realtime: Realtime;
  clock: Clock;
  logger: FastifyBaseLogger;
}): LikesService {
  const listeners: AccrualListener[] = [];

  async function accrueWithin(trx: Kysely<DB>, entry: LedgerEntry): Promise<number> {
    if (!Number.isInteger(entry.delta) || entry.delta <= 0) throw new RangeError('accrue needs a positive whole delta');
    const balance = await applyLikesChange(trx, entry, deps.clock().toISOString());
    if (balance === null) throw new Error('a positive change cannot be refused');
    return balance;
  }

  async function tell(entry: LedgerEntry, balance: number): Promise<void> {
    await publishTo(deps.realtime, channels.likes(entry.studentId), 'likes', 'accrual', {
      count: entry.delta,
      subject_id: entry.subjectId,
      balance,
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'likes accrual not published'));
  }

  async function announce(entry: LedgerEntry, balance: number): Promise<void> {
    await tell(entry, balance);
    for (const listener of listeners) {
      await listener(entry).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'likes accrual listener failed'),
      );
    }
  }

  return {
    accrueWithin,
    announce,
    tell,
    async receiveWithin(trx, entry) {
      if (!Number.isInteger(entry.delta) || entry.delta <= 0)
        throw new RangeError('receive needs a positive whole delta');
      const balance = await applyLikesChange(trx, entry, deps.clock().toISOString(), 'received');
      if (balance === null) throw new Error('a positive change cannot be refused');
      return balance;
    },
    onAccrued(listener) {
      listeners.push(listener);
    },
    async spendWithin(trx, { amount, ...rest }) {
      if (!Number.isInteger(amount) || amount < 0) throw new RangeError('spend needs a whole amount of 0 or more');
      if (amount === 0) return findBalance(trx, rest.studentId, rest.subjectId);
      const balance = await applyLikesChange(trx, { ...rest, delta: -amount }, deps.clock().toISOString());
      if (balance === null) throw new AppError('NOT_ENOUGH_LIKES');
      return balance;
    },
    async accrue(entry) {
      if (!Number.isInteger(entry.delta) || entry.delta <= 0)
        throw new RangeError('accrue needs a positive whole delta');
      const balance = await deps.database.transaction((trx) => accrueWithin(trx, entry));
      await announce(entry, balance);
      return balance;
    },
  };
}
