import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../mailer.ts';
import type { JobHandler, JobQueue } from './job-queue.ts';

/** Mail leaves through the queue, never inside a request: a slow or failing transport is retried, not felt. */
export const MAIL_JOB = 'mail';

export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (payload) => {
    const { to, subject, text } = payload;
    if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
      throw new Error('a mail job needs to, subject and text');
    }
    await mailer.send({ to, subject, text });
  };
}

/** Queues a mail inside the caller's transaction. */
export function enqueueMail(jobs: Pick<JobQueue, 'enqueue'>, db: Kysely<DB>, message: MailMessage): Promise<void> {
  return jobs.enqueue(db, MAIL_JOB, { ...message });
}
