import { type TrainerStats, trainerSessionSchema, trainerStatsSchema } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import * as keptRoundsMigration from '../../db/migrations/202611211400_trainer_stats_rounds.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { anySumRules, rightAnswers } from './sum-rules.fixture.ts';
import { RECENT_ROUNDS, readKeptRounds, TREND_ROUNDS } from './trainer-stats.rounds.ts';
import { insertTestTrainer } from './trainers.fixture.ts';

const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);
const DEFAULTS = { count: 5, limitMs: null };
const statsSchema = z.array(trainerStatsSchema);

async function startRound(t: TestContext, student: TestUser, trainerId: number, subjectId = 1) {
  return dataOf(
    await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
      token: student.token,
      body: { subject_id: subjectId },
    }),
    trainerSessionSchema,
  );
}

async function finishRound(
  t: TestContext,
  student: TestUser,
  session: { session_id: number; seed: number },
  right: number,
  tooFast = false,
) {
  const answers = rightAnswers(session.seed, DEFAULTS, tooFast ? 1 : 500).map((a, i) =>
    i < right ? a : { ...a, answer: -1 },
  );
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: 2600 },
  });
  expect(response.status, response.raw).toBe(201);
}

async function play(t: TestContext, student: TestUser, trainerId: number, right: number, tooFast = false) {
  const session = await startRound(t, student, trainerId);
  t.clock.advance(5000);
  await finishRound(t, student, session, right, tooFast);
}

/** Starts every round first, then posts all the results at once: they commit in any order, some in one instant. */
async function playAtOnce(
  t: TestContext,
  student: TestUser,
  trainerId: number,
  rounds: readonly { subjectId: number; right: number; tooFast: boolean }[],
) {
  const sessions: { session_id: number; seed: number }[] = [];
  for (const round of rounds) sessions.push(await startRound(t, student, trainerId, round.subjectId));
  t.clock.advance(5000);
  await Promise.all(
    rounds.map((round, i) => {
      const session = sessions[i];
      if (!session) throw new Error('a round without a session');
      return finishRound(t, student, session, round.right, round.tooFast);
    }),
  );
}

type Recounted = Pick<TrainerStats, 'rounds' | 'best_score' | 'wins' | 'recent' | 'trend'>;

/** A trainer's statistics computed the slow way, from every stored result of the student. */
async function recount(t: TestContext, studentId: number, trainerId: number, subjectId?: number): Promise<Recounted> {
  const results = await t.database.db
    .selectFrom('trainer_results')
    .select([
      'subject_id',
      'score',
      'correct',
      'total',
      'won',
      'likes_earned',
      'duration_ms',
      'validate_status',
      'created_at',
    ])
    .where('student_id', '=', studentId)
    .where('trainer_id', '=', trainerId)
    .$if(subjectId !== undefined, (q) => q.where('subject_id', '=', subjectId ?? 0))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const validated = results.filter((r) => r.validate_status === 'ok');
  return {
    rounds: validated.length,
    best_score: Math.max(0, ...validated.map((r) => r.score)),
    wins: validated.reduce((sum, r) => sum + r.won, 0),
    recent: results.slice(0, RECENT_ROUNDS).map((r) => ({ ...r, won: r.won === 1 })),
    trend: validated
      .slice(0, TREND_ROUNDS)
      .reverse()
      .map((r) => ({ created_at: r.created_at, score: r.score })),
  };
}

async function statsOf(t: TestContext, student: TestUser, trainerId: number, subjectId?: number) {
  const query = subjectId === undefined ? '' : `?subject_id=${subjectId}`;
  const stats = dataOf(
    await t.api('GET', `/api/students/${student.id}/trainers${query}`, { token: student.token }),
    statsSchema,
  );
  const own = stats.find((s) => s.trainer_id === trainerId);
  if (!own) return undefined;
  const { rounds, best_score, wins, recent, trend } = own;
  return { rounds, best_score, wins, recent, trend };
}

/** Every kept row of the student, as the app reads it. */
async function keptRowsOf(t: TestContext, studentId: number) {
  const rows = await t.database.db
    .selectFrom('trainer_stats_rounds')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('trainer_id')
    .orderBy('subject_id')
    .execute();
  return rows.map((row) => ({ ...row, ...readKeptRounds(t.dialect, row) }));
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
      // Shown, but not rated: a standing row would be an entry of the trainer's rating.
      const standings = await t.database.db
        .selectFrom('trainer_stats')
        .select('rounds')
        .where('student_id', '=', refused.id)
        .execute();
      expect(standings).toEqual([]);
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

    it('keeps what a recount of the results gives, across two subjects, rejected rounds and both limits', async () => {
      const mixedTrainerId = await insertTestTrainer(t.database.db, { component: 'sum-stats-mixed', subjects: [1, 3] });
      const mixed = await t.factories.buildStudent({ subjects: [1, 3] });
      // Subject 1: more validated rounds than the trend holds (31); subject 3 adds rounds that outrank some of them.
      for (let batch = 0; batch < 4; batch++) {
        await playAtOnce(
          t,
          mixed,
          mixedTrainerId,
          Array.from({ length: 10 }, (_, i) => ({
            subjectId: batch === 3 && i % 2 === 0 ? 3 : 1,
            right: (batch + i) % 6,
            tooFast: (batch * 10 + i) % 9 === 4,
          })),
        );
      }
      await play(t, mixed, mixedTrainerId, 5, true);

      for (const subjectId of [undefined, 1, 3]) {
        expect(await statsOf(t, mixed, mixedTrainerId, subjectId)).toEqual(
          await recount(t, mixed.id, mixedTrainerId, subjectId),
        );
      }
      const all = await statsOf(t, mixed, mixedTrainerId);
      expect(all?.recent).toHaveLength(RECENT_ROUNDS);
      expect(all?.trend).toHaveLength(TREND_ROUNDS);
      expect(all?.recent[0]?.validate_status).toBe('rejected');
      expect(new Set(all?.recent.map((r) => r.subject_id))).toEqual(new Set([1, 3]));

      // The migration fills the same lists from the stored results as the results kept them.
      const kept = await keptRowsOf(t, mixed.id);
      expect(kept.map((row) => row.subject_id)).toEqual([1, 3]);
      const db = t.database.db as unknown as Kysely<unknown>;
      await keptRoundsMigration.down(db);
      await keptRoundsMigration.up(db);
      expect(await keptRowsOf(t, mixed.id)).toEqual(kept);
      expect(await keptRowsOf(t, student.id)).toHaveLength(1);
    });

    it('keeps the latest rounds of 50 simultaneous results as a recount gives them', async () => {
      const busyTrainerId = await insertTestTrainer(t.database.db, { component: 'sum-stats-busy' });
      const busy = await t.factories.buildStudent({ subjects: [1] });
      await playAtOnce(
        t,
        busy,
        busyTrainerId,
        // A too-fast round is refused for its right answers, so each of them has at least one.
        Array.from({ length: 50 }, (_, i) => ({
          subjectId: 1,
          right: i % 5 === 0 ? 1 + (i % 4) : i % 6,
          tooFast: i % 5 === 0,
        })),
      );
      const recounted = await recount(t, busy.id, busyTrainerId);
      expect(recounted.rounds).toBe(40);
      expect(await statsOf(t, busy, busyTrainerId)).toEqual(recounted);
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
