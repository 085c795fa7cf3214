import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { applyLikesChange, type LedgerEntry } from './likes.repo.ts';

export interface LikesService {
  /** Earns likes: balance and ledger change together, then the student hears `accrual` on users.{id}.likes. */
  accrue(entry: LedgerEntry): Promise<number>;
  /**
   * Earns likes inside the caller's transaction (so they commit with whatever earned them) and
   * returns the new balance. The caller announces it with `announce` once the transaction has committed.
   */
  accrueWithin(trx: Kysely<DB>, entry: LedgerEntry): Promise<number>;
  /** Tells the student about committed likes; a lost notification only delays the header update. */
  announce(entry: LedgerEntry, balance: number): Promise<void>;
}

export function createLikesService(deps: {
  database: Database;
  realtime: Realtime;
  clock: Clock;
  logger: FastifyBaseLogger;
}): LikesService {
  async function accrueWithin(trx: Kysely<DB>, entry: LedgerEntry): Promise<number> {
    if (!Number.isInteger(entry.delta) || entry.delta <= 0) throw new RangeError('accrue needs a positive whole delta');
    const balance = await applyLikesChange(trx, entry, deps.clock().toISOString());
    if (balance === null) throw new Error('a positive change cannot be refused');
    return balance;
  }

  async function announce(entry: LedgerEntry, balance: number): Promise<void> {
    await publishTo(deps.realtime, channels.likes(entry.studentId), 'likes', 'accrual', {
      count: entry.delta,
      subject_id: entry.subjectId,
      balance,
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'likes accrual not published'));
  }

  return {
    accrueWithin,
    announce,
    async accrue(entry) {
      if (!Number.isInteger(entry.delta) || entry.delta <= 0)
        throw new RangeError('accrue needs a positive whole delta');
      const balance = await deps.database.transaction((trx) => accrueWithin(trx, entry));
      await announce(entry, balance);
      return balance;
    },
  };
}
