import { errorMessage, trainerResultSchema, trainerSessionSchema } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { rejectMessage } from '@umka/games';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { anySumRules, rightAnswers, SUM_FLOOR_MS, type SumSettings } from './sum-rules.fixture.ts';
import { insertTestTrainer } from './trainers.fixture.ts';
import { SESSION_GRACE_MS, UNTIMED_SESSION_MS } from './trainers.service.ts';

/** Every component starting with "sum" plays the test rules, so each test can have a catalogue row of its own. */
const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);
const DEFAULTS: SumSettings = { count: 5, limitMs: null };
/** Enough server time for a five-task round to be humanly possible. */
const HONEST_PAUSE_MS = 5 * SUM_FLOOR_MS + 1000;
const DAY_MS = 86_400_000;

async function startSession(t: TestContext, student: TestUser, trainerId: number, body: object = { subject_id: 1 }) {
  const response = await t.api('POST', `/api/trainers/${trainerId}/sessions`, { token: student.token, body });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, trainerSessionSchema);
}

function postResult(t: TestContext, student: TestUser, sessionId: number, body: object) {
  return t.api('POST', `/api/trainers/sessions/${sessionId}/result`, { token: student.token, body });
}

const balanceOf = async (t: TestContext, studentId: number, subjectId: number) =>
  (
    await t.database.db
      .selectFrom('likes_balances')
      .select('balance')
      .where('student_id', '=', studentId)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst()
  )?.balance ?? 0;

const ledgerOf = (t: TestContext, studentId: number) =>
  t.database.db
    .selectFrom('likes_ledger')
    .select(['subject_id', 'delta', 'balance_after', 'reason', 'ref_type', 'ref_id'])
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();

describeEachDatabase(
  'trainer results',
  (t) => {
    let trainerId: number;

    beforeAll(async () => {
      trainerId = await insertTestTrainer(t.database.db, { component: 'sum-main' });
    });
    afterEach(() => t.clock.reset());

    it('replays an honest round, earns the likes of the trainer rule and announces them after commit', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);
      expect(session.settings).toEqual(DEFAULTS);
      t.clock.advance(HONEST_PAUSE_MS);

      const response = await postResult(t, student, session.session_id, {
        answers: rightAnswers(session.seed, DEFAULTS),
        elapsed_ms: 2600,
      });

      expect(response.status, response.raw).toBe(201);
      expect(dataOf(response, trainerResultSchema)).toEqual({
        session_id: session.session_id,
        score: 50,
        correct: 5,
        total: 5,
        won: true,
        likes_earned: 4,
        validate_status: 'ok',
        validate_message: null,
      });
      expect(await balanceOf(t, student.id, 1)).toBe(4);
      const result = await t.database.db
        .selectFrom('trainer_results')
        .select('id')
        .where('session_id', '=', session.session_id)
        .executeTakeFirstOrThrow();
      expect(await ledgerOf(t, student.id)).toEqual([
        { subject_id: 1, delta: 4, balance_after: 4, reason: 'trainer', ref_type: 'trainer_result', ref_id: result.id },
      ]);
      expect(t.published.filter((m) => m.channel === channels.likes(student.id))).toEqual([
        { channel: `users.${student.id}.likes`, event: 'accrual', data: { count: 4, subject_id: 1, balance: 4 } },
      ]);
    });

    it('plays with the settings the student chose and refuses settings outside the rules bounds', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const chosen = await startSession(t, student, trainerId, {
        subject_id: 1,
        settings: { count: 3, limitMs: null },
      });
      expect(chosen.settings).toEqual({ count: 3, limitMs: null });

      const refused = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
        token: student.token,
        body: { subject_id: 1, settings: { count: 500, limitMs: null } },
      });
      expect(refused.status).toBe(422);
      expect(errorOf(refused).fields?.map((f) => f.field)).toEqual(['settings.count']);
    });

    it('refuses a result sent twice with 409 and credits the likes once', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);
      t.clock.advance(HONEST_PAUSE_MS);
      const body = { answers: rightAnswers(session.seed, DEFAULTS), elapsed_ms: 2600 };
      expect((await postResult(t, student, session.session_id, body)).status).toBe(201);

      const again = await postResult(t, student, session.session_id, body);

      expect(again.status).toBe(409);
      expect(errorOf(again)).toMatchObject({
        code: 'RESULT_ALREADY_SENT',
        message: errorMessage('RESULT_ALREADY_SENT'),
      });
      expect(await balanceOf(t, student.id, 1)).toBe(4);
    });

    it('counts a result once when many copies of it arrive at the same moment', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);
      t.clock.advance(HONEST_PAUSE_MS);
      const body = { answers: rightAnswers(session.seed, DEFAULTS), elapsed_ms: 2600 };

      const responses = await Promise.all(
        Array.from({ length: 10 }, () => postResult(t, student, session.session_id, body)),
      );

      expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(await balanceOf(t, student.id, 1)).toBe(4);
    });

    it('refuses a result for an expired session and closes it', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);
      t.clock.advance(UNTIMED_SESSION_MS + SESSION_GRACE_MS + 1000);
      const body = { answers: rightAnswers(session.seed, DEFAULTS), elapsed_ms: 2600 };

      const late = await postResult(t, student, session.session_id, body);

      expect(late.status).toBe(409);
      expect(errorOf(late)).toMatchObject({ code: 'SESSION_EXPIRED', message: errorMessage('SESSION_EXPIRED') });
      const row = await t.database.db
        .selectFrom('trainer_sessions')
        .select('status')
        .where('id', '=', session.session_id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      expect(errorOf(await postResult(t, student, session.session_id, body)).code).toBe('SESSION_EXPIRED');
      expect(await balanceOf(t, student.id, 1)).toBe(0);
    });

    it('rejects answers given faster than a person can, with a localized reason and no likes', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);
      t.clock.advance(HONEST_PAUSE_MS);

      const response = await postResult(t, student, session.session_id, {
        answers: rightAnswers(session.seed, DEFAULTS, SUM_FLOOR_MS - 1),
        elapsed_ms: 2000,
      });

      expect(response.status).toBe(201);
      expect(dataOf(response, trainerResultSchema)).toMatchObject({
        validate_status: 'rejected',
        validate_message: rejectMessage('too_fast'),
        score: 0,
        likes_earned: 0,
      });
      expect(await balanceOf(t, student.id, 1)).toBe(0);
      const again = await postResult(t, student, session.session_id, {
        answers: rightAnswers(session.seed, DEFAULTS),
        elapsed_ms: 2600,
      });
      expect(errorOf(again).code).toBe('RESULT_ALREADY_SENT');
    });

    it('rejects a round posted sooner than its answers could have taken, whatever timings it claims', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);

      const response = await postResult(t, student, session.session_id, {
        answers: rightAnswers(session.seed, DEFAULTS),
        elapsed_ms: 2600,
      });

      expect(dataOf(response, trainerResultSchema)).toMatchObject({
        validate_status: 'rejected',
        validate_message: rejectMessage('timing_mismatch'),
        likes_earned: 0,
      });
    });

    it('scores nothing for wrong answers, however they are dressed up', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const wrong = await startSession(t, student, trainerId);
      const duplicated = await startSession(t, student, trainerId);
      const outOfRange = await startSession(t, student, trainerId);
      t.clock.advance(HONEST_PAUSE_MS);

      const wrongAnswers = rightAnswers(wrong.seed, DEFAULTS).map((a) => ({ ...a, answer: a.answer + 1 }));
      const first = rightAnswers(duplicated.seed, DEFAULTS)[0];
      const sameRightAnswerFiveTimes = Array.from({ length: 5 }, () => first);
      const beyondTheRound = rightAnswers(outOfRange.seed, DEFAULTS).map((a) => ({ ...a, index: a.index + 5 }));

      const results = await Promise.all([
        postResult(t, student, wrong.session_id, { answers: wrongAnswers, elapsed_ms: 2600 }),
        postResult(t, student, duplicated.session_id, { answers: sameRightAnswerFiveTimes, elapsed_ms: 2600 }),
        postResult(t, student, outOfRange.session_id, { answers: beyondTheRound, elapsed_ms: 2600 }),
      ]);

      const [scoredWrong, dup, beyond] = results.map((r) => dataOf(r, trainerResultSchema));
      expect(scoredWrong).toMatchObject({ validate_status: 'ok', correct: 0, score: 0, likes_earned: 0 });
      expect(dup).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('duplicate_index') });
      expect(beyond).toMatchObject({
        validate_status: 'rejected',
        validate_message: rejectMessage('index_out_of_range'),
        likes_earned: 0,
      });
      expect(await balanceOf(t, student.id, 1)).toBe(0);
    });

    it('refuses another student posting the result of a session that is not theirs', async () => {
      const owner = await t.factories.buildStudent({ subjects: [1] });
      const intruder = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, owner, trainerId);
      t.clock.advance(HONEST_PAUSE_MS);

      const response = await postResult(t, intruder, session.session_id, {
        answers: rightAnswers(session.seed, DEFAULTS),
        elapsed_ms: 2600,
      });

      expect(response.status).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'FORBIDDEN', message: errorMessage('FORBIDDEN') });
      expect(await balanceOf(t, intruder.id, 1)).toBe(0);
      expect(await balanceOf(t, owner.id, 1)).toBe(0);
    });

    it('answers 404 for a session that does not exist', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const response = await postResult(t, student, 999_999, { answers: [], elapsed_ms: 0 });
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it('stops paying at the trainer daily cap', async () => {
      const capped = await insertTestTrainer(t.database.db, {
        component: 'sum-capped',
        likesRule: { per_correct: 1, min_correct: 0, max_per_round: 4, daily_cap: 5 },
      });
      const student = await t.factories.buildStudent({ subjects: [1] });
      const earned: number[] = [];
      for (let round = 0; round < 3; round++) {
        const session = await startSession(t, student, capped);
        t.clock.advance(HONEST_PAUSE_MS);
        const response = await postResult(t, student, session.session_id, {
          answers: rightAnswers(session.seed, DEFAULTS),
          elapsed_ms: 2600,
        });
        earned.push(dataOf(response, trainerResultSchema).likes_earned);
      }
      expect(earned).toEqual([4, 1, 0]);
      expect(await balanceOf(t, student.id, 1)).toBe(5);
    });

    it('pays again from the next UTC day on, once the cap of the day before was reached', async () => {
      const capped = await insertTestTrainer(t.database.db, {
        component: 'sum-capped-days',
        likesRule: { per_correct: 1, min_correct: 0, max_per_round: 4, daily_cap: 5 },
      });
      // A minute before UTC midnight, so the day turns between rounds while the student's token still holds.
      const now = t.clock.now().getTime();
      t.clock.advance(Math.ceil(now / DAY_MS) * DAY_MS - now - 60_000);
      const student = await t.factories.buildStudent({ subjects: [1] });
      const playRound = async () => {
        const session = await startSession(t, student, capped);
        t.clock.advance(HONEST_PAUSE_MS);
        const response = await postResult(t, student, session.session_id, {
          answers: rightAnswers(session.seed, DEFAULTS),
          elapsed_ms: 2600,
        });
        return dataOf(response, trainerResultSchema).likes_earned;
      };
      const firstDay = [await playRound(), await playRound(), await playRound()];
      t.clock.advance(60_000);
      const nextDay = [await playRound(), await playRound()];

      expect(firstDay).toEqual([4, 1, 0]);
      expect(nextDay).toEqual([4, 1]);
      expect(await balanceOf(t, student.id, 1)).toBe(10);
    });

    it('earns nothing below the minimum of right answers', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const session = await startSession(t, student, trainerId);
      t.clock.advance(HONEST_PAUSE_MS);
      const response = await postResult(t, student, session.session_id, {
        answers: rightAnswers(session.seed, DEFAULTS).slice(0, 1),
        elapsed_ms: 600,
      });
      expect(dataOf(response, trainerResultSchema)).toMatchObject({
        validate_status: 'ok',
        correct: 1,
        likes_earned: 0,
      });
    });

    describe('under load', () => {
      it('holds the daily cap when many rounds finish at once', async () => {
        const capped = await insertTestTrainer(t.database.db, {
          component: 'sum-capped-load',
          likesRule: { per_correct: 1, min_correct: 0, max_per_round: 4, daily_cap: 10 },
        });
        const student = await t.factories.buildStudent({ subjects: [1] });
        const sessions = [];
        for (let i = 0; i < 20; i++) sessions.push(await startSession(t, student, capped));
        t.clock.advance(HONEST_PAUSE_MS);

        const responses = await Promise.all(
          sessions.map((session) =>
            postResult(t, student, session.session_id, {
              answers: rightAnswers(session.seed, DEFAULTS),
              elapsed_ms: 2600,
            }),
          ),
        );

        const earned = responses.map((r) => dataOf(r, trainerResultSchema).likes_earned);
        expect(earned.reduce((sum, n) => sum + n, 0)).toBe(10);
        expect(await balanceOf(t, student.id, 1)).toBe(10);
      });

      it('adds exactly the likes 50 simultaneous results earned, and the ledger sums to the balance', async () => {
        const student = await t.factories.buildStudent({ subjects: [1] });
        const sessions = [];
        for (let i = 0; i < 50; i++) sessions.push(await startSession(t, student, trainerId));
        t.clock.advance(HONEST_PAUSE_MS);

        const responses = await Promise.all(
          sessions.map((session, i) =>
            postResult(t, student, session.session_id, {
              // Rounds with 0..4 right answers: each earns a different amount under the rule.
              answers: rightAnswers(session.seed, DEFAULTS).map((a, k) => (k < i % 5 ? a : { ...a, answer: -1 })),
              elapsed_ms: 2600,
            }),
          ),
        );

        const earned = responses.map((r) => dataOf(r, trainerResultSchema).likes_earned);
        const expected = sessions.map((_, i) => (i % 5 >= 2 ? i % 5 : 0));
        expect(earned).toEqual(expected);
        const total = expected.reduce((sum, n) => sum + n, 0);
        expect(await balanceOf(t, student.id, 1)).toBe(total);
        const ledger = await ledgerOf(t, student.id);
        expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(total);
        expect(Math.max(...ledger.map((row) => row.balance_after))).toBe(total);
      });
    });
  },
  { trainerRules },
);
