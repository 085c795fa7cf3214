import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { backoffDelay, DEFAULT_JOB_OPTIONS } from './job-queue.ts';
import { enqueueMail } from './mail-job.ts';

async function jobTo(t: TestContext, to: string) {
  const jobs = await t.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail').execute();
  return jobs.find((job) => {
    const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
    return payload.to === to;
  });
}

async function outboxTo(t: TestContext, to: string) {
  return t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
}

const message = (to: string) => ({ to, subject: 'Hello', text: 'A mail from the queue' });

describeEachDatabase('background jobs', (t) => {
  it('retries a failing mail with a doubling backoff and finally sends it once', async () => {
    const to = 'retry@test.example';
    await enqueueMail(t.services.jobs, t.database.db, message(to));
    t.mailer.failNext(3);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = t.clock.now().getTime();
      expect(await t.drainJobs()).toBe(1);
      const job = await jobTo(t, to);
      expect(job).toMatchObject({
        state: 'pending',
        attempts: attempt,
        last_error: expect.stringContaining('ECONNREFUSED'),
      });
      waits.push(new Date(String(job?.run_at)).getTime() - before);
      // Not due again before its backoff has passed.
      expect(await t.drainJobs()).toBe(0);
      t.clock.advance(backoffDelay(attempt, DEFAULT_JOB_OPTIONS));
    }
    expect(waits[0]).toBeGreaterThanOrEqual(DEFAULT_JOB_OPTIONS.backoffMs);
    expect(waits[1]).toBeGreaterThanOrEqual(2 * DEFAULT_JOB_OPTIONS.backoffMs);
    expect(waits[2]).toBeGreaterThanOrEqual(4 * DEFAULT_JOB_OPTIONS.backoffMs);

    expect(await t.drainJobs()).toBe(1);
    expect(await outboxTo(t, to)).toHaveLength(1);
    const done = await t.database.db.selectFrom('jobs').selectAll().where('state', '=', 'done').execute();
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(await jobTo(t, to)).toBeUndefined(); // the payload is dropped once it has served
    expect(await t.drainJobs()).toBe(0);
    expect(await outboxTo(t, to)).toHaveLength(1);
  });

  it('gives a job up after its last attempt and keeps the error', async () => {
    const to = 'hopeless@test.example';
    await enqueueMail(t.services.jobs, t.database.db, message(to));
    t.mailer.failNext(DEFAULT_JOB_OPTIONS.maxAttempts);
    for (let attempt = 1; attempt <= DEFAULT_JOB_OPTIONS.maxAttempts; attempt++) {
      expect(await t.drainJobs()).toBe(1);
      t.clock.advance(DEFAULT_JOB_OPTIONS.maxBackoffMs);
    }
    const failed = await t.database.db.selectFrom('jobs').selectAll().where('state', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: DEFAULT_JOB_OPTIONS.maxAttempts, payload: expect.anything() });
    expect(failed[0]?.last_error).toContain('ECONNREFUSED');
    expect(await t.drainJobs()).toBe(0);
    expect(await outboxTo(t, to)).toHaveLength(0);
  });

  it('removes finished jobs after a week but keeps pending ones', async () => {
    await enqueueMail(t.services.jobs, t.database.db, message('old@test.example'));
    await t.drainJobs();
    const finished = () => t.database.db.selectFrom('jobs').select('id').where('state', '!=', 'pending').execute();
    expect((await finished()).length).toBeGreaterThan(0);
    t.clock.advance(DEFAULT_JOB_OPTIONS.keepFinishedMs + 2 * 60 * 60_000);
    await enqueueMail(t.services.jobs, t.database.db, message('new@test.example'));
    t.mailer.failNext(1);
    await t.drainJobs();
    expect(await finished()).toHaveLength(0);
    expect(await jobTo(t, 'new@test.example')).toMatchObject({ state: 'pending', attempts: 1 });
    t.clock.advance(DEFAULT_JOB_OPTIONS.backoffMs);
    await t.drainJobs();
  });

  it('leaves a job another worker holds until its lease runs out', async () => {
    const to = 'leased@test.example';
    await enqueueMail(t.services.jobs, t.database.db, message(to));
    const held = new Date(t.clock.now().getTime() + 30_000).toISOString();
    await t.database.db.updateTable('jobs').set({ locked_until: held }).where('state', '=', 'pending').execute();
    expect(await t.drainJobs()).toBe(0);
    t.clock.advance(30_001);
    expect(await t.drainJobs()).toBe(1);
    expect(await outboxTo(t, to)).toHaveLength(1);
  });

  it('sends promptly once the worker is started and stops cleanly', async () => {
    const to = 'prompt@test.example';
    t.services.jobs.start();
    try {
      await t.database.transaction((trx) => enqueueMail(t.services.jobs, trx, message(to)));
      t.services.jobs.wake();
      for (let i = 0; i < 100 && (await outboxTo(t, to)).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await outboxTo(t, to)).toHaveLength(1);
    } finally {
      await t.services.jobs.stop();
    }
  });
});
