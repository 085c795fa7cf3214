import { IT_POINTS_EVENT, ROLE } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { applyItPointsChange, findItPoints } from './it-points.repo.ts';
import type { ItPointsEntry } from './it-points.types.ts';

export interface ItPointsService {
  /** The balance a student, a teacher of theirs or an admin may read (spec §7 it-scores/count). */
  count(actor: AuthUser, studentId: number): Promise<{ count: number }>;
  /** Balance and points ever earned, read in the caller's connection or transaction. */
  find(db: Kysely<DB>, studentId: number): Promise<{ balance: number; earned: number }>;
  /** Earns points inside the caller's transaction, so they commit with what earned them; announce after commit. */
  accrueWithin(trx: Kysely<DB>, entry: ItPointsEntry): Promise<number>;
  /** Spends points by a conditional update inside the caller's transaction; NOT_ENOUGH_IT_POINTS rolls it back. */
  spendWithin(trx: Kysely<DB>, entry: Omit<ItPointsEntry, 'delta'> & { amount: number }): Promise<number>;
  /** Tells the student's open pages their new balance; a lost message only delays the header. */
  announce(entry: ItPointsEntry, balance: number): Promise<void>;
}

export function createItPointsService(deps: {
  database: Database;
  realtime: Realtime;
  clock: Clock;
  logger: FastifyBaseLogger;
}): ItPointsService {
  const now = () => deps.clock().toISOString();
  return {
    async count(actor, studentId) {
      if (actor.role_id === ROLE.student && actor.id !== studentId) throw new AppError('FORBIDDEN');
      if (
        actor.role_id === ROLE.teacher &&
        !(await groupsPort.isInTeacherGroups(deps.database.db, actor.id, studentId))
      )
        throw new AppError('FORBIDDEN');
      const { balance } = await findItPoints(deps.database.db, studentId);
      return { count: balance };
    },
    find: findItPoints,
    async accrueWithin(trx, entry) {
      if (!Number.isInteger(entry.delta) || entry.delta <= 0)
        throw new RangeError('accrue needs a positive whole delta');
      const balance = await applyItPointsChange(trx, entry, now());
      if (balance === null) throw new Error('a positive change cannot be refused');
      return balance;
    },
    async spendWithin(trx, { amount, ...rest }) {
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('spend needs a positive whole amount');
      const balance = await applyItPointsChange(trx, { ...rest, delta: -amount }, now());
      if (balance === null) throw new AppError('NOT_ENOUGH_IT_POINTS');
      return balance;
    },
    async announce(entry, balance) {
      await publishTo(deps.realtime, channels.events(entry.studentId), 'events', 'new', {
        type: IT_POINTS_EVENT,
        data: { delta: entry.delta, balance },
      }).catch((error: unknown) => deps.logger.warn({ err: error }, 'IT points change not published'));
    },
  };
}
