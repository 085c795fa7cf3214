import {
  IT_POINT_SOURCES,
  IT_POINTS_EVENT,
  type ItPointRules,
  type ItPointRulesBody,
  type ItPointSource,
  ROLE,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { applyItPointsChange, findItPoints, findPointRule, listPointRules, updatePointRule } from './it-points.repo.ts';
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
  /**
   * What a source pays now, read in the transaction that pays, so a payment and the rule it used commit together.
   * Zero is a rule an admin may set: the caller then records its "paid once" row and accrues nothing.
   */
  pointsFor(trx: Kysely<DB>, source: ItPointSource): Promise<number>;
  /** Every source's amount, in the order of IT_POINT_SOURCES. */
  rules(): Promise<ItPointRules>;
  /** Replaces every amount at once; payments already made stay as the ledger has them. */
  updateRules(actor: AuthUser, body: ItPointRulesBody): Promise<ItPointRules>;
}

export function createItPointsService(deps: {
  database: Database;
  realtime: Realtime;
  audit: AuditLog;
  clock: Clock;
  logger: FastifyBaseLogger;
}): ItPointsService {
  const now = () => deps.clock().toISOString();

  async function rulesIn(db: Kysely<DB>): Promise<ItPointRules> {
    const points = await listPointRules(db);
    return { rules: IT_POINT_SOURCES.map((source) => ({ source, points: points.get(source) ?? 0 })) };
  }

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
    pointsFor: findPointRule,
    rules: () => rulesIn(deps.database.db),
    async updateRules(actor, body) {
      return deps.database.transaction(async (trx) => {
        const before = await rulesIn(trx);
        const stamp = now();
        for (const rule of body.rules) await updatePointRule(trx, rule, stamp);
        const after = await rulesIn(trx);
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'it_points.rules_updated',
          meta: { before: before.rules, after: after.rules },
        });
        return after;
      });
    },
  };
}
