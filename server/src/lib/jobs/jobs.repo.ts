import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function insertJob(
  db: Kysely<DB>,
  values: { kind: string; payload: Record<string, unknown>; maxAttempts: number; runAt: string },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: values.kind,
      payload: JSON.stringify(values.payload),
      max_attempts: values.maxAttempts,
      run_at: values.runAt,
      created_at: values.runAt,
    })
    .execute();
}

/** Pending jobs whose time has come and that no worker holds. */
export async function findDueJobs(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload'])
    .where('state', '=', 'pending')
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes the job for one worker until `lockedUntil` and counts the attempt; false when another worker was
 * first. A worker that dies holding it only delays the job until the lease runs out.
 */
export async function claimJob(
  db: Kysely<DB>,
  id: number,
  now: string,
  lockedUntil: string,
): Promise<{ attempts: number; max_attempts: number } | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning(['attempts', 'max_attempts'])
    .executeTakeFirst();
}

/** Done: the payload (a mail with its code, say) is not kept once it has served. */
export async function finishJob(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', payload: '{}', locked_until: null, finished_at: now })
    .where('id', '=', id)
    .execute();
}

export async function retryJobLater(db: Kysely<DB>, id: number, runAt: string, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: runAt, locked_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

export async function failJob(db: Kysely<DB>, id: number, now: string, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'failed', payload: '{}', locked_until: null, last_error: error, finished_at: now })
    .where('id', '=', id)
    .execute();
}

/** Finished jobs are kept a while for the record, then removed. */
export async function deleteFinishedJobsBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('jobs').where('state', '!=', 'pending').where('finished_at', '<', before).execute();
}
