import { type HelpSignal, helpSignalHandledSchema, helpSignalSchema, homeworkCreatedSchema } from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { daysAgo, type PastRound, storePastRounds } from '../../test/trainer-history.ts';
import { itemOf, sendMultipart } from '../homework/homework.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import { joinedDaysAgo } from './help-signals.fixture.ts';

/** Mental arithmetic: a subject with homework pages, so one class shows every rule. */
const SUBJECT = 3;
const signalsSchema = z.array(helpSignalSchema);

const failed = (day: number): PastRound => ({ daysAgo: day, correct: 1, total: 10 });
const passed = (day: number): PastRound => ({ daysAgo: day, correct: 8, total: 10 });
const day = (t: TestContext, days: number) => daysAgo(t, days).toISOString().slice(0, 10);

describeEachDatabase('"needs help" signals of a class', (t) => {
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let trainer: { id: number; subjectId: number };

  /** A fresh class of the teacher with these students, each of whom joined a month ago. */
  async function classOf(...students: TestUser[]) {
    const group = await t.factories.buildGroup({ teacher, students, subjectId: SUBJECT });
    for (const student of students) await joinedDaysAgo(t, group, student, 30);
    return group;
  }
  const student = () => t.factories.buildStudent({ subjects: [SUBJECT] });
  /** Played today: not idle, whatever else the test looks at. */
  const activeToday = (who: TestUser) => storePastRounds(t, who, trainer, [passed(0)]);

  async function signals(group: { id: number }, token = teacher.token): Promise<HelpSignal[]> {
    const response = await t.api('GET', `/api/groups/${group.id}/help-signals`, { token });
    expect(response.status, response.raw).toBe(200);
    return dataOf(response, signalsSchema);
  }
  const of = (list: HelpSignal[], who: TestUser, rule: HelpSignal['rule']) =>
    list.filter((signal) => signal.student_id === who.id && signal.rule === rule);
  const handle = (
    group: { id: number },
    signal: Pick<HelpSignal, 'student_id' | 'rule' | 'fingerprint'>,
    token = teacher.token,
  ) =>
    t.api('POST', `/api/groups/${group.id}/help-signals/handled`, {
      token,
      body: { student_id: signal.student_id, rule: signal.rule, fingerprint: signal.fingerprint },
    });

  beforeAll(async () => {
    [teacher, otherTeacher, admin] = await Promise.all([
      t.factories.buildTeacher({ subjects: [SUBJECT] }),
      t.factories.buildTeacher({ subjects: [SUBJECT] }),
      t.factories.buildAdmin(),
    ]);
    trainer = { id: await insertTestTrainer(t.database.db, { subjects: [SUBJECT] }), subjectId: SUBJECT };
  });

  describe('failed rounds in a row', () => {
    it('fire for four failed rounds on one trainer with the count and the trainer, and not for a healthy history', async () => {
      const [struggling, healthy] = [await student(), await student()];
      const group = await classOf(struggling, healthy);
      await storePastRounds(t, struggling, trainer, [passed(5), failed(3), failed(2), failed(1), failed(0)]);
      await storePastRounds(t, healthy, trainer, [failed(3), passed(2), failed(1), passed(0)]);

      const list = await signals(group);
      const [streak] = of(list, struggling, 'failed_streak');
      expect(streak?.facts).toMatchObject({ count: 4, trainer_id: trainer.id });
      expect(streak?.facts.trainer_title?.['en-US']).toMatch(/^Trainer /);
      expect(list.filter((signal) => signal.student_id === healthy.id)).toEqual([]);
    });

    it('pass over rejected rounds and stop at the first passed one', async () => {
      const who = await student();
      const group = await classOf(who);
      await storePastRounds(t, who, trainer, [
        failed(4),
        passed(3),
        failed(2),
        { daysAgo: 1, correct: 0, total: 10, rejected: true },
        failed(1),
      ]);
      expect(of(await signals(group), who, 'failed_streak')).toEqual([]);
    });
  });

  describe('a drop against the student’s own trend', () => {
    it('fires when the last week’s mean score is 30% or more below the four weeks before, and not for a steady one', async () => {
      const [dropping, steady] = [await student(), await student()];
      const group = await classOf(dropping, steady);
      const history = (recent: number) => [
        { daysAgo: 20, correct: 10, total: 10 },
        { daysAgo: 14, correct: 10, total: 10 },
        { daysAgo: 10, correct: 10, total: 10 },
        { daysAgo: 2, correct: recent, total: 10 },
        { daysAgo: 1, correct: recent, total: 10 },
      ];
      await storePastRounds(t, dropping, trainer, history(6));
      await storePastRounds(t, steady, trainer, history(9));

      const list = await signals(group);
      expect(of(list, dropping, 'score_drop').map((signal) => signal.facts)).toEqual([
        expect.objectContaining({ drop_percent: 40, recent_mean: 6, previous_mean: 10, trainer_id: trainer.id }),
      ]);
      expect(list.filter((signal) => signal.student_id === steady.id)).toEqual([]);
    });
  });

  describe('overdue homework', () => {
    it('fires for a student who has not done a homework due three days ago, not for one who answered it', async () => {
      const [late, done] = [await student(), await student()];
      const group = await classOf(late, done);
      await Promise.all([activeToday(late), activeToday(done)]);
      const created = await t.api('POST', '/api/homework/create', {
        token: teacher.token,
        body: {
          group_id: group.id,
          title: 'Fractions week',
          description: 'Sums with fractions',
          given_on: day(t, 10),
          due_on: day(t, 3),
          items: [{ type: 'task', text: 'Write the sums', file_ids: [] }],
        },
      });
      expect(created.status, created.raw).toBe(201);
      const homework = dataOf(created, homeworkCreatedSchema).model;
      const answered = await sendMultipart(
        t,
        `/api/homework/${homework.id}/tasks/${itemOf(homework, 'task').id}/answers`,
        done.token,
        [{ name: 'text', value: 'All done' }],
      );
      expect(answered.status, answered.raw).toBe(201);

      const list = await signals(group);
      expect(of(list, late, 'homework_overdue').map((signal) => signal.facts)).toEqual([
        expect.objectContaining({ days: 3, homework_id: homework.id, homework_title: 'Fractions week' }),
      ]);
      expect(list.filter((signal) => signal.student_id === done.id)).toEqual([]);
    });
  });

  describe('no activity', () => {
    it('fires after a week without rounds or answers, counted from the last round, and not for a student who played', async () => {
      const [idle, newcomer, busy] = [await student(), await student(), await student()];
      const group = await classOf(idle, newcomer, busy);
      await joinedDaysAgo(t, group, newcomer, 2);
      await storePastRounds(t, idle, trainer, [passed(9)]);
      await activeToday(busy);

      const list = await signals(group);
      expect(of(list, idle, 'inactive').map((signal) => signal.facts)).toEqual([
        expect.objectContaining({ days: 9, last_active_on: day(t, 9) }),
      ]);
      expect(list.filter((signal) => signal.student_id !== idle.id)).toEqual([]);
    });
  });

  describe('marking a signal handled', () => {
    it('hides it, with an audit record, until the rule fires on a new occurrence', async () => {
      const who = await student();
      const group = await classOf(who);
      await storePastRounds(t, who, trainer, [failed(3), failed(2), failed(1)]);
      const [streak] = of(await signals(group), who, 'failed_streak');
      if (!streak) throw new Error('the streak did not fire');

      const marked = await handle(group, streak);
      expect(marked.status, marked.raw).toBe(201);
      expect(dataOf(marked, helpSignalHandledSchema)).toMatchObject({ student_id: who.id, rule: 'failed_streak' });
      expect(of(await signals(group), who, 'failed_streak')).toEqual([]);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'meta'])
        .where('user_id', '=', teacher.id)
        .where('action', '=', 'help-signals.handle')
        .where('target_id', '=', who.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0]?.meta)).toContain(streak.fingerprint);

      const again = await handle(group, streak);
      expect(again.status, 'a second mark of the same occurrence keeps the first').toBe(201);

      await storePastRounds(t, who, trainer, [failed(0)]);
      expect(of(await signals(group), who, 'failed_streak'), 'a longer streak is the same occurrence').toEqual([]);

      await storePastRounds(t, who, trainer, [passed(0), failed(0), failed(0), failed(0)]);
      const [fresh] = of(await signals(group), who, 'failed_streak');
      expect(fresh?.facts.count).toBe(3);
      expect(fresh?.fingerprint).not.toBe(streak.fingerprint);
    });

    it('refuses an occurrence the class does not show with a field error', async () => {
      const who = await student();
      const group = await classOf(who);
      await activeToday(who);
      const response = await handle(group, { student_id: who.id, rule: 'inactive', fingerprint: 'd2020-01-01' });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.map((field) => [field.field, field.code])).toEqual([
        ['fingerprint', 'HELP_SIGNAL_NOT_CURRENT'],
      ]);
      const bad = await t.api('POST', `/api/groups/${group.id}/help-signals/handled`, {
        token: teacher.token,
        body: { student_id: who.id, rule: 'sleepy', fingerprint: '' },
      });
      expect(bad.status).toBe(422);
      expect(
        errorOf(bad)
          .fields?.map((field) => field.field)
          .sort(),
      ).toEqual(['fingerprint', 'rule']);
    });
  });

  describe('who may see and handle them', () => {
    it('lets the class’s teacher and admins in and refuses another teacher and a student', async () => {
      const who = await student();
      const group = await classOf(who);
      await joinedDaysAgo(t, group, who, 8);
      const [idle] = of(await signals(group, admin.token), who, 'inactive');
      if (!idle) throw new Error('the idle student did not show');

      for (const token of [otherTeacher.token, who.token]) {
        expect((await t.api('GET', `/api/groups/${group.id}/help-signals`, { token })).status).toBe(403);
        expect((await handle(group, idle, token)).status).toBe(403);
      }
      expect((await handle(group, idle, admin.token)).status).toBe(201);
      expect(of(await signals(group), who, 'inactive')).toEqual([]);
    });
  });
});
