import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import {
  claimJob,
  deleteFinishedJobsBefore,
  failJob,
  findDueJobs,
  finishJob,
  insertJob,
  retryJobLater,
} from './jobs.repo.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobQueueOptions {
  /** How often the worker looks for due jobs when nobody wakes it. */
  pollMs: number;
  /** How long a worker holds a job it took; another worker may take it after that. */
  leaseMs: number;
  /** The wait after the first failure; it doubles with each further one, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  /** How long a done or failed job stays in the table. */
  keepFinishedMs: number;
}

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  pollMs: 1000,
  leaseMs: 60_000,
  backoffMs: 10_000,
  maxBackoffMs: 5 * 60_000,
  maxAttempts: 6,
  keepFinishedMs: 7 * 24 * 60 * 60_000,
};

const SWEEP_EVERY_MS = 60 * 60_000;

export interface JobQueue {
  /** Registers the function that runs jobs of one kind. */
  handle(kind: string, handler: JobHandler): void;
  /** Adds a job inside the caller's transaction, so it exists exactly when the caller's change does. */
  enqueue(db: Kysely<DB>, kind: string, payload: Record<string, unknown>): Promise<void>;
  /** Tells a started worker to look now (after the enqueueing transaction committed). */
  wake(): void;
  /** Runs every job due now, retries scheduled by failures excepted; resolves with how many ran. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

/** The delay before attempt `attempts + 1`, given `attempts` failed ones. */
export function backoffDelay(attempts: number, options: Pick<JobQueueOptions, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * A durable queue in the `jobs` table with an in-process worker. Jobs survive a restart; with several
 * instances each job is claimed by one of them (a conditional update with a lease).
 */
export function createJobQueue(deps: {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  options?: Partial<JobQueueOptions>;
}): JobQueue {
  const options = { ...DEFAULT_JOB_OPTIONS, ...deps.options };
  const { db } = deps.database;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<number> | undefined;
  let sweptAt = 0;

  async function runOne(job: { id: number; kind: string; payload: unknown }, now: Date): Promise<boolean> {
    const lease = new Date(now.getTime() + options.leaseMs).toISOString();
    const claim = await claimJob(db, job.id, now.toISOString(), lease);
    if (!claim) return false;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
      await handler(payload as Record<string, unknown>);
      await finishJob(db, job.id, deps.clock().toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = deps.clock();
      if (claim.attempts >= claim.max_attempts) {
        deps.logger.error({ job: job.id, kind: job.kind, attempts: claim.attempts, err: error }, 'job failed for good');
        await failJob(db, job.id, at.toISOString(), message);
      } else {
        const delay = backoffDelay(claim.attempts, options);
        deps.logger.warn({ job: job.id, kind: job.kind, attempts: claim.attempts, retryInMs: delay }, 'job failed');
        await retryJobLater(db, job.id, new Date(at.getTime() + delay).toISOString(), message);
      }
    }
    return true;
  }

  async function drain(): Promise<number> {
    const start = deps.clock().getTime();
    if (start - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = start;
      await deleteFinishedJobsBefore(db, new Date(start - options.keepFinishedMs).toISOString());
    }
    let ran = 0;
    for (;;) {
      const now = deps.clock();
      const due = await findDueJobs(db, now.toISOString(), 20);
      if (due.length === 0) return ran;
      for (const job of due) if (await runOne(job, now)) ran += 1;
    }
  }

  function runDue(): Promise<number> {
    // One drain at a time in this process; a second caller waits for it and then looks again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drain);
    running = next;
    return next;
  }

  function schedule(ms: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runDue()
        .catch((error: unknown) => deps.logger.error({ err: error }, 'job worker failed'))
        .finally(() => schedule(options.pollMs));
    }, ms);
    timer.unref();
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(trx, kind, payload) {
      await insertJob(trx, { kind, payload, maxAttempts: options.maxAttempts, runAt: deps.clock().toISOString() });
    },
    wake() {
      schedule(0);
    },
    runDue,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
