import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { applyLikesChange, type LedgerEntry } from './likes.repo.ts';

export interface LikesService {
  /** Earns likes: balance and ledger change together, then the student hears `accrual` on users.{id}.likes. */
  accrue(entry: LedgerEntry): Promise<number>;
}

export function createLikesService(deps: {
  database: Database;
  realtime: Realtime;
  clock: Clock;
  logger: FastifyBaseLogger;
}): LikesService {
  return {
    async accrue(entry) {
      if (!Number.isInteger(entry.delta) || entry.delta <= 0)
        throw new RangeError('accrue needs a positive whole delta');
      const balance = await deps.database.transaction(async (trx) => {
        const result = await applyLikesChange(trx, entry, deps.clock().toISOString());
        if (result === null) throw new Error('a positive change cannot be refused');
        return result;
      });
      // The likes are committed either way; a lost notification only delays the header update.
      await publishTo(deps.realtime, channels.likes(entry.studentId), 'likes', 'accrual', {
        count: entry.delta,
        subject_id: entry.subjectId,
        balance,
      }).catch((error: unknown) => deps.logger.warn({ err: error }, 'likes accrual not published'));
      return balance;
    },
  };
}
