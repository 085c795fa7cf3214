import { DEFAULT_LOCALE, isLocale, type ParentSettings } from '@umka/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobHandler, JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { childWeek } from './child-week.repo.ts';
import { digestMail } from './digest-mail.ts';
import { dueDigestPeriod } from './digest-period.ts';
import {
  claimScheduledRun,
  digestChildren,
  digestRecipients,
  findDigestEnabled,
  findDigestParent,
  hasScheduledRun,
  upsertDigestEnabled,
} from './parent-digest.repo.ts';

/** The job that writes and sends one parent's digest; its payload is `{ parent_id, period, from, to }`. */
export const PARENT_DIGEST_JOB = 'parent-digest';
/** The scheduled_runs name of the weekly digest. */
export const PARENT_DIGEST_RUN = 'parent-digest';
/** How often each instance looks whether this week's digest is due and unclaimed. */
export const DIGEST_CHECK_MS = 60 * 60_000;

export interface ScheduledOutcome {
  /** The week looked at; null before this week's digest is due. */
  period: string | null;
  /** Whether this call took the week (and queued its mail). */
  claimed: boolean;
  /** Parents whose digest this call queued. */
  queued: number;
}

export interface ParentDigestService {
  settings(actor: AuthUser): Promise<ParentSettings>;
  updateSettings(actor: AuthUser, body: ParentSettings, context: RequestContext): Promise<ParentSettings>;
  /** Claims this week's digest if it is due and no instance has; queues one job per recipient in the same transaction. */
  runScheduled(): Promise<ScheduledOutcome>;
  /** The PARENT_DIGEST_JOB handler. */
  sendDigest: JobHandler;
  /** Looks now and then every DIGEST_CHECK_MS (a timer that keeps no process alive). */
  start(): void;
  stop(): Promise<void>;
}

function payloadOf(payload: Record<string, unknown>) {
  const { parent_id: parentId, from, to } = payload;
  if (typeof parentId !== 'number' || typeof from !== 'string' || typeof to !== 'string') {
    throw new Error('a parent digest job needs parent_id, from and to');
  }
  return { parentId, from: new Date(from), to: new Date(to) };
}

/**
 * The weekly digest (issue [15], docs/PARENT-DIGEST.md). Every instance looks each hour; the first to insert the
 * week's scheduled_runs row queues the mail in that transaction, so the week is sent once however many instances run
 * and however often they restart, and an instance that was down at the hour sends when it comes up.
 */
export function createParentDigestService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
  mailer: Pick<Mailer, 'send'>;
  logger: FastifyBaseLogger;
}): ParentDigestService {
  const { database } = deps;
  const { db } = database;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runScheduled(): Promise<ScheduledOutcome> {
    const now = deps.clock();
    const period = dueDigestPeriod(now);
    if (!period) return { period: null, claimed: false, queued: 0 };
    // The cheap look first: on every hour but one of the week the row is already there.
    if (await hasScheduledRun(db, PARENT_DIGEST_RUN, period.key))
      return { period: period.key, claimed: false, queued: 0 };
    const queued = await database.transaction(async (trx) => {
      if (!(await claimScheduledRun(trx, PARENT_DIGEST_RUN, period.key, now.toISOString()))) return null;
      const parents = await digestRecipients(trx);
      for (const parentId of parents) {
        await deps.jobs.enqueue(trx, PARENT_DIGEST_JOB, {
          parent_id: parentId,
          period: period.key,
          from: period.from.toISOString(),
          to: period.to.toISOString(),
        });
      }
      return parents.length;
    });
    if (queued === null) return { period: period.key, claimed: false, queued: 0 };
    deps.logger.info({ period: period.key, parents: queued }, 'weekly parent digest queued');
    deps.jobs.wake();
    return { period: period.key, claimed: true, queued };
  }

  function check() {
    const next = (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(runScheduled)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'the parent digest check failed'));
    running = next;
  }

  return {
    async settings(actor) {
      return { digest_enabled: (await findDigestEnabled(db, actor.id)) ?? true };
    },

    async updateSettings(actor, body, context) {
      return database.transaction(async (trx) => {
        const before = (await findDigestEnabled(trx, actor.id)) ?? true;
        await upsertDigestEnabled(trx, actor.id, body.digest_enabled, deps.clock().toISOString());
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'parent.digest_settings',
          target_type: 'user',
          target_id: actor.id,
          ip: context.ip,
          meta: { before: { digest_enabled: before }, after: { digest_enabled: body.digest_enabled } },
        });
        return { digest_enabled: body.digest_enabled };
      });
    },

    runScheduled,

    async sendDigest(payload) {
      const { parentId, from, to } = payloadOf(payload);
      // Looked up again: a parent who turned the mail off (or left) after the week was queued gets none.
      const parent = await findDigestParent(db, parentId);
      if (!parent) return;
      const children = await digestChildren(db, parentId);
      if (children.length === 0) return;
      const weeks = [];
      for (const child of children) weeks.push({ ...child, week: await childWeek(db, child.id, from, to) });
      await deps.mailer.send(
        digestMail({
          email: parent.email,
          parentName: parent.first_name,
          locale: isLocale(parent.locale) ? parent.locale : DEFAULT_LOCALE,
          week: { from, to },
          children: weeks,
        }),
      );
    },

    start() {
      if (timer) return;
      check();
      timer = setInterval(check, DIGEST_CHECK_MS);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
