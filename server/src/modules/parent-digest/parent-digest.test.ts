import { childWeekSchema, parentSettingsSchema } from '@umka/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { childWeek } from './child-week.repo.ts';
import {
  createDigestParent,
  type OtherInstance,
  seedChildWeek,
  setNow,
  startOtherInstance,
} from './parent-digest.fixture.ts';

const HOUR_MS = 3_600_000;
const WEEK_FROM = new Date('2026-12-07T00:00:00Z');
const WEEK_TO = new Date('2026-12-14T00:00:00Z');

describeEachDatabase('the weekly parent digest', (t) => {
  let other: OtherInstance;
  let teacher: TestUser;
  let busyChild: TestUser;
  let quietChild: TestUser;
  let russian: TestUser;
  let english: TestUser;
  let optedOut: TestUser;
  let childless: TestUser;

  beforeAll(async () => {
    setNow(t, '2026-12-14T09:00:00Z');
    teacher = await t.factories.buildTeacher();
    busyChild = await t.factories.buildStudent({ subjects: [1, 2, 3] });
    quietChild = await t.factories.buildStudent({ subjects: [1] });
    await seedChildWeek(t, busyChild, teacher);
    russian = await createDigestParent(t, { locale: 'ru-RU', children: [busyChild] });
    english = await createDigestParent(t, { locale: 'en-US', children: [quietChild] });
    optedOut = await createDigestParent(t, { locale: 'uk-UA', children: [busyChild] });
    childless = await createDigestParent(t, { locale: 'ru-RU', children: [] });
    other = await startOtherInstance(t);
  });
  afterAll(() => other?.close());

  const mailsTo = async (user: TestUser) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', user.email)
      .orderBy('id')
      .execute();

  /** Both instances look at the same moment, then both job workers run, as two servers would. */
  async function bothInstancesRun() {
    const outcomes = await Promise.all([
      t.services.parentDigest.runScheduled(),
      other.services.parentDigest.runScheduled(),
    ]);
    await Promise.all([t.drainJobs(), other.services.jobs.runDue()]);
    return outcomes;
  }

  it('counts a seeded week per subject: rounds and minutes, homework, likes, marks and certificates', async () => {
    const week = childWeekSchema.parse(await childWeek(t.database.db, busyChild.id, WEEK_FROM, WEEK_TO));
    expect(week.subjects.map((subject) => subject.subject_id)).toEqual([1, 2, 3]);
    expect(week.subjects[0]).toMatchObject({
      subject_id: 1,
      rounds: 2,
      minutes: 2,
      homework: { done: 1, open: 1, overdue: 1 },
      likes_earned: 10,
      likes_spent: 3,
      marks: [{ date: '2026-12-09', mark: 5 }],
    });
    for (const subject of week.subjects.slice(1)) {
      expect(subject).toMatchObject({ rounds: 0, minutes: 0, likes_earned: 0, likes_spent: 0, marks: [] });
      expect(subject.homework).toEqual({ done: 0, open: 0, overdue: 0 });
    }
    expect(week.certificates.map((certificate) => certificate.title)).toEqual(['Star of the week']);
  });

  it('counts homework due later in a running week as open, not overdue', async () => {
    const thursday = new Date('2026-12-10T12:00:00Z');
    const week = await childWeek(t.database.db, busyChild.id, WEEK_FROM, WEEK_TO, thursday);
    expect(week.subjects[0]?.homework).toEqual({ done: 1, open: 2, overdue: 0 });
  });

  it('gives zeros for a healthy week in which the child did nothing', async () => {
    const week = await childWeek(t.database.db, quietChild.id, WEEK_FROM, WEEK_TO);
    expect(week.certificates).toEqual([]);
    expect(week.subjects).toHaveLength(1);
    expect(week.subjects[0]).toMatchObject({
      subject_id: 1,
      rounds: 0,
      minutes: 0,
      homework: { done: 0, open: 0, overdue: 0 },
      likes_earned: 0,
      likes_spent: 0,
      marks: [],
    });
  });

  it('lets only a parent read and change the setting, on by default, and records the change', async () => {
    expect(
      dataOf(await t.api('GET', '/api/parents/me/settings', { token: optedOut.token }), parentSettingsSchema),
    ).toEqual({
      digest_enabled: true,
    });
    const off = await t.api('PUT', '/api/parents/me/settings', {
      token: optedOut.token,
      body: { digest_enabled: false },
    });
    expect(dataOf(off, parentSettingsSchema)).toEqual({ digest_enabled: false });
    expect(
      dataOf(await t.api('GET', '/api/parents/me/settings', { token: optedOut.token }), parentSettingsSchema),
    ).toEqual({
      digest_enabled: false,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['meta'])
      .where('action', '=', 'parent.digest_settings')
      .where('user_id', '=', optedOut.id)
      .executeTakeFirstOrThrow();
    const meta = typeof audit.meta === 'string' ? JSON.parse(audit.meta) : audit.meta;
    expect(meta).toEqual({ before: { digest_enabled: true }, after: { digest_enabled: false } });

    const student = await t.api('GET', '/api/parents/me/settings', { token: busyChild.token });
    expect(student.status).toBe(403);
    const bad = await t.api('PUT', '/api/parents/me/settings', {
      token: optedOut.token,
      body: { digest_enabled: 'no' },
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).status).toBe(false);
  });

  it('sends nothing before Monday at seven UTC', async () => {
    setNow(t, '2026-12-14T06:59:00Z');
    const outcomes = await bothInstancesRun();
    expect(outcomes.map((outcome) => outcome.period)).toEqual([null, null]);
    expect(await mailsTo(russian)).toEqual([]);
  });

  it('mails each parent with the digest on exactly once when two instances run for the same week', async () => {
    setNow(t, '2026-12-14T09:00:00Z');
    const outcomes = await bothInstancesRun();
    expect(outcomes.map((outcome) => outcome.period)).toEqual(['2026-W51', '2026-W51']);
    expect(outcomes.filter((outcome) => outcome.claimed)).toHaveLength(1);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.queued, 0)).toBe(2);

    const [ru] = await mailsTo(russian);
    expect(await mailsTo(russian)).toHaveLength(1);
    expect(ru?.subject).toContain('Умка');
    expect(ru?.text).toContain(`Здравствуйте, ${russian.first_name}!`);
    expect(ru?.text).toContain(`/parent/children/${busyChild.id}`);
    expect(ru?.text).toContain('2 минуты в тренажёрах, 2 раунда');
    expect(ru?.text).toContain('выполнено 1, в работе 1, просрочено 1');
    expect(ru?.text).toContain('лайки: +10 / −3');
    expect(ru?.text).toContain('оценки: 5');
    expect(ru?.text).toContain('«Star of the week»');
    expect(ru?.text).toContain('/parent/settings');

    const en = await mailsTo(english);
    expect(en).toHaveLength(1);
    expect(en[0]?.text).toContain('No activity this week');
    expect(en[0]?.text).toContain(`/parent/children/${quietChild.id}`);

    expect(await mailsTo(optedOut)).toEqual([]);
    expect(await mailsTo(childless)).toEqual([]);
  });

  it('sends nothing more in the same week, from a running instance or from one started afresh', async () => {
    t.clock.advance(2 * HOUR_MS);
    const outcomes = await bothInstancesRun();
    expect(outcomes.map((outcome) => outcome.claimed)).toEqual([false, false]);
    const restarted = await startOtherInstance(t);
    try {
      expect(await restarted.services.parentDigest.runScheduled()).toEqual({
        period: '2026-W51',
        claimed: false,
        queued: 0,
      });
      await restarted.services.jobs.runDue();
    } finally {
      await restarted.close();
    }
    expect(await mailsTo(russian)).toHaveLength(1);
    expect(await mailsTo(english)).toHaveLength(1);
  });

  it('sends the next week again, also when the instances come up only days after its Monday', async () => {
    setNow(t, '2026-12-23T15:00:00Z');
    const outcomes = await bothInstancesRun();
    expect(outcomes.map((outcome) => outcome.period)).toEqual(['2026-W52', '2026-W52']);
    expect(outcomes.filter((outcome) => outcome.claimed)).toHaveLength(1);
    expect(await mailsTo(russian)).toHaveLength(2);
    expect(await mailsTo(english)).toHaveLength(2);
    expect(await mailsTo(optedOut)).toEqual([]);
  });
});
