import { trainerSessionSchema, trainerStatsSchema } from '@umka/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { anySumRules, rightAnswers } from './sum-rules.fixture.ts';
import { RECENT_ROUNDS } from './trainer-stats.service.ts';
import { insertTestTrainer } from './trainers.fixture.ts';

const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);
const DEFAULTS = { count: 5, limitMs: null };
const statsSchema = z.array(trainerStatsSchema);

async function play(t: TestContext, student: TestUser, trainerId: number, right: number, tooFast = false) {
  const session = dataOf(
    await t.api('POST', `/api/trainers/${trainerId}/sessions`, { token: student.token, body: { subject_id: 1 } }),
    trainerSessionSchema,
  );
  t.clock.advance(5000);
  const answers = rightAnswers(session.seed, DEFAULTS, tooFast ? 1 : 500).map((a, i) =>
    i < right ? a : { ...a, answer: -1 },
  );
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: 2600 },
  });
  expect(response.status, response.raw).toBe(201);
}

describeEachDatabase(
  'trainer statistics',
  (t) => {
    let trainerId: number;
    let otherTrainerId: number;
    let student: TestUser;
    let teacher: TestUser;

    beforeAll(async () => {
      trainerId = await insertTestTrainer(t.database.db, { component: 'sum-stats' });
      otherTrainerId = await insertTestTrainer(t.database.db, { component: 'sum-stats-unplayed' });
      student = await t.factories.buildStudent({ subjects: [1] });
      teacher = await t.factories.buildTeacher();
      await t.factories.buildGroup({ teacher, students: [student] });
      for (const right of [2, 5, 3]) await play(t, student, trainerId, right);
      await play(t, student, trainerId, 5, true);
      t.clock.reset();
    });
    afterEach(() => t.clock.reset());

    it('shows a student their rounds, best score, wins, latest rounds and trend per trainer played', async () => {
      const stats = dataOf(
        await t.api('GET', `/api/students/${student.id}/trainers`, { token: student.token }),
        statsSchema,
      );

      expect(stats.map((s) => s.trainer_id)).toEqual([trainerId]);
      expect(stats.map((s) => s.trainer_id)).not.toContain(otherTrainerId);
      const [only] = stats;
      expect(only).toMatchObject({ component: 'sum-stats', rounds: 3, best_score: 50, wins: 1 });
      expect(only?.recent.map((r) => [r.score, r.validate_status])).toEqual([
        [0, 'rejected'],
        [30, 'ok'],
        [50, 'ok'],
        [20, 'ok'],
      ]);
      expect(only?.trend.map((p) => p.score)).toEqual([20, 50, 30]);
    });

    it('keeps the latest rounds short', async () => {
      const busy = await t.factories.buildStudent({ subjects: [1] });
      for (let i = 0; i < RECENT_ROUNDS + 2; i++) await play(t, busy, trainerId, 1);
      const [stats] = dataOf(
        await t.api('GET', `/api/students/${busy.id}/trainers`, { token: busy.token }),
        statsSchema,
      );
      expect(stats?.recent).toHaveLength(RECENT_ROUNDS);
      expect(stats?.rounds).toBe(RECENT_ROUNDS + 2);
    });

    it('lists a trainer whose only rounds were rejected, and leaves them out of the trend', async () => {
      const refused = await t.factories.buildStudent({ subjects: [1] });
      await play(t, refused, otherTrainerId, 5, true);
      const stats = dataOf(
        await t.api('GET', `/api/students/${refused.id}/trainers?subject_id=1`, { token: refused.token }),
        statsSchema,
      );
      expect(stats).toHaveLength(1);
      expect(stats[0]).toMatchObject({ trainer_id: otherTrainerId, rounds: 0, best_score: 0, wins: 0, trend: [] });
      expect(stats[0]?.recent.map((r) => r.validate_status)).toEqual(['rejected']);
    });

    it('shows a teacher the statistics of their class students only', async () => {
      const own = await t.api('GET', `/api/students/${student.id}/trainers?subject_id=1`, { token: teacher.token });
      expect(dataOf(own, statsSchema)).toHaveLength(1);
      const stranger = await t.factories.buildTeacher();
      const refused = await t.api('GET', `/api/students/${student.id}/trainers`, { token: stranger.token });
      expect(errorOf(refused).code).toBe('FORBIDDEN');
    });

    it('keeps a student out of another student statistics', async () => {
      const other = await t.factories.buildStudent({ subjects: [1] });
      const response = await t.api('GET', `/api/students/${student.id}/trainers`, { token: other.token });
      expect(response.status).toBe(403);
      expect((await t.api('GET', `/api/students/${student.id}/trainers`)).status).toBe(401);
      const admin = await t.factories.buildAdmin();
      expect((await t.api('GET', `/api/students/${student.id}/trainers`, { token: admin.token })).status).toBe(200);
    });

    it('filters by subject', async () => {
      const response = await t.api('GET', `/api/students/${student.id}/trainers?subject_id=3`, {
        token: student.token,
      });
      expect(dataOf(response, statsSchema)).toEqual([]);
    });
  },
  { trainerRules },
);
