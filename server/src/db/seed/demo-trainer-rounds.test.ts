import { loginResultSchema, trainerRatingSchema, trainerSchema, trainerStatsSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_TRAINER_ROUNDS } from './demo-trainer-rounds.ts';

/** The likes README.md documents for the demo students, per subject. */
const DOCUMENTED_LIKES: Record<string, Record<number, number>> = {
  'student@example.com': { 1: 12, 2: 40, 3: 30 },
  'student2@example.com': { 1: 4 },
  'student3@example.com': { 1: 9 },
  'student4@example.com': { 1: 15 },
  'student5@example.com': { 1: 2 },
  'student8@example.com': { 9: 14 },
  'student9@example.com': { 10: 8 },
};

describeEachDatabase('the demo trainer rounds', (t) => {
  const tokens = new Map<string, { id: number; token: string }>();

  beforeAll(async () => {
    await seedDemo(t);
    for (const email of ['teacher@example.com', ...Object.keys(DOCUMENTED_LIKES)]) {
      const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
      tokens.set(email, {
        id: dataOf(response, loginResultSchema).user.id,
        token: String(response.headers['jwt-token']),
      });
    }
  });

  const who = (email: string) => {
    const found = tokens.get(email);
    if (!found) throw new Error(`${email} did not log in`);
    return found;
  };
  const statsOf = async (viewer: string, student: string, subjectId: number) =>
    dataOf(
      await t.api('GET', `/api/students/${who(student).id}/trainers?subject_id=${subjectId}`, {
        token: who(viewer).token,
      }),
      z.array(trainerStatsSchema),
    );

  it('keeps every documented balance, and each balance is the sum of its ledger', async () => {
    for (const [email, likes] of Object.entries(DOCUMENTED_LIKES)) {
      const rows = await t.database.db
        .selectFrom('likes_balances')
        .select(['subject_id', 'balance'])
        .where('student_id', '=', who(email).id)
        .execute();
      const balances = Object.fromEntries(rows.filter((row) => row.balance > 0).map((r) => [r.subject_id, r.balance]));
      expect(balances, email).toEqual(likes);
      for (const row of rows) {
        const ledger = await t.database.db
          .selectFrom('likes_ledger')
          .select((eb) => eb.fn.sum<number>('delta').as('sum'))
          .where('student_id', '=', who(email).id)
          .where('subject_id', '=', row.subject_id)
          .executeTakeFirstOrThrow();
        expect(Number(ledger.sum), `${email} subject ${row.subject_id}`).toBe(row.balance);
      }
    }
  });

  it('writes the rounds in the order they were played, so the likes history reads back in time', async () => {
    const entries = await t.database.db
      .selectFrom('likes_ledger')
      .select(['created_at', 'reason'])
      .where('student_id', '=', who('student@example.com').id)
      .where('subject_id', '=', 1)
      .orderBy('id')
      .execute();
    const times = entries.map((entry) => String(entry.created_at));
    expect(times).toEqual([...times].sort());
    expect(entries.map((entry) => entry.reason)).toContain('trainer');
  });

  it("shows the demo student's practice on their statistics page, rounds newest first and a rising trend", async () => {
    const math = await statsOf('student@example.com', 'student@example.com', 1);
    const planned = DEMO_TRAINER_ROUNDS['student@example.com']?.filter((plan) => plan.subjectId === 1) ?? [];
    expect(math.map((stats) => stats.component).sort()).toEqual(planned.map((plan) => plan.component).sort());
    const equations = math.find((stats) => stats.component === 'equations');
    expect(equations?.rounds).toBe(6);
    expect(equations?.best_score).toBe(10);
    const trend = equations?.trend.map((point) => point.score) ?? [];
    expect(trend).toEqual([6, 7, 7, 8, 9, 10]);
    const recent = equations?.recent ?? [];
    expect(recent.map((round) => round.created_at)).toEqual(
      recent
        .map((r) => r.created_at)
        .sort()
        .reverse(),
    );
    expect(
      recent.every((round) => round.validate_status === 'ok' && round.created_at < t.clock.now().toISOString()),
    ).toBe(true);
    expect(recent.some((round) => round.likes_earned > 0)).toBe(true);

    const mental = await statsOf('student@example.com', 'student@example.com', 3);
    expect(mental.map((stats) => stats.component).sort()).toEqual(['abacus', 'flashAnzan', 'labyrinth', 'metronome']);
    expect(mental.find((stats) => stats.component === 'metronome')?.trend.map((point) => point.score)).toEqual([
      65, 78, 88,
    ]);
    const reading = await statsOf('student@example.com', 'student@example.com', 2);
    expect(reading.find((stats) => stats.component === 'dino')).toMatchObject({ rounds: 4, best_score: 2247 });
  });

  it("lets the teacher see the class's rounds and ranks the class in the equations rating", async () => {
    const seen = await statsOf('teacher@example.com', 'student3@example.com', 1);
    expect(seen.find((stats) => stats.component === 'equations')?.rounds).toBe(3);

    const trainers = dataOf(
      await t.api('GET', '/api/trainers?subject_id=1', { token: who('student@example.com').token }),
      z.array(trainerSchema),
    );
    const equations = trainers.find((trainer) => trainer.component === 'equations');
    const rating = dataOf(
      await t.api('GET', `/api/ratings/trainers?trainer_id=${equations?.id}&subjectId=1`, {
        token: who('student2@example.com').token,
      }),
      trainerRatingSchema,
    );
    expect(rating.total).toBe(5);
    expect(rating.items[0]?.value).toBe(10);
    expect(rating.items.find((entry) => entry.is_own)?.student_id).toBe(who('student2@example.com').id);
  });
});
