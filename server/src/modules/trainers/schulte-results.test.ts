import { trainerResultSchema } from '@umka/contracts';
import { rejectMessage, type SchulteSettings, schulteRules } from '@umka/games';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, openSession } from './trainer-rounds.fixture.ts';

const SMALL: SchulteSettings = { size: 3, variant: 'classic', symbols: 'numbers' };
/** Nine cells at 700 ms each, plus the countdown and the network: the server's clock sees at least this. */
const HONEST_PAUSE_MS = 9 * 700 + 4000;

const startSession = (t: TestContext, student: TestUser, trainerId: number, settings: SchulteSettings) =>
  openSession(t, student, trainerId, 2, settings);

const postResult = (t: TestContext, student: TestUser, sessionId: number, body: object) =>
  t.api('POST', `/api/trainers/sessions/${sessionId}/result`, { token: student.token, body });

/** Every target found with one click each, `ms` after the one before. */
function honestClicks(seed: number, settings: SchulteSettings, ms = 700) {
  return schulteRules
    .generate(seed, settings)
    .map((task, index) => ({ index, answer: { cell: task.cell, misses: [] as number[] }, ms }));
}

describeEachDatabase('Schulte table results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    trainerId = await catalogueTrainerId(t, 'schulte');
  });
  afterEach(() => t.clock.reset());

  it('replays an honest table against the seeded grid and scores the cells found a minute, a miss costing a second', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = await startSession(t, student, trainerId, SMALL);
    t.clock.advance(HONEST_PAUSE_MS);
    const answers = honestClicks(session.seed, SMALL);
    const [firstTask] = schulteRules.generate(session.seed, SMALL);
    const wrongCell = firstTask?.cell === 0 ? 1 : 0;
    answers[0] = { index: 0, answer: { cell: firstTask?.cell ?? 0, misses: [wrongCell] }, ms: 700 };

    const response = await postResult(t, student, session.session_id, { answers, elapsed_ms: HONEST_PAUSE_MS });

    expect(response.status, response.raw).toBe(201);
    expect(dataOf(response, trainerResultSchema)).toMatchObject({
      validate_status: 'ok',
      correct: 9,
      total: 9,
      // 9 cells in 6.3 s of play and one miss: 9 × 60 / 7.3.
      score: Math.round((9 * 60_000) / (9 * 700 + 1000)),
      likes_earned: 1,
    });
  });

  it('does not count cells claimed in the wrong order against the seeded grid', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = await startSession(t, student, trainerId, SMALL);
    t.clock.advance(HONEST_PAUSE_MS);
    const answers = honestClicks(session.seed, SMALL);
    const [one, two] = [answers[0], answers[1]];
    if (!one || !two) throw new Error('two answers expected');
    answers[0] = { ...one, answer: two.answer };
    answers[1] = { ...two, answer: one.answer };

    const result = dataOf(
      await postResult(t, student, session.session_id, { answers, elapsed_ms: HONEST_PAUSE_MS }),
      trainerResultSchema,
    );

    expect(result).toMatchObject({ validate_status: 'ok', correct: 7, total: 9, won: false });
  });

  it('refuses a table found faster than a person can look and click, and pays nothing', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = await startSession(t, student, trainerId, SMALL);
    t.clock.advance(HONEST_PAUSE_MS);

    const result = dataOf(
      await postResult(t, student, session.session_id, {
        answers: honestClicks(session.seed, SMALL, 90),
        elapsed_ms: HONEST_PAUSE_MS,
      }),
      trainerResultSchema,
    );

    expect(result).toMatchObject({
      validate_status: 'rejected',
      validate_message: rejectMessage('too_fast'),
      score: 0,
      likes_earned: 0,
    });
  });

  it('refuses a round replayed into the same session, and finds a round copied from another grid mostly wrong', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const big: SchulteSettings = { size: 5, variant: 'shuffle', symbols: 'numbers' };
    const first = await startSession(t, student, trainerId, big);
    const second = await startSession(t, student, trainerId, big);
    t.clock.advance(25 * 700 + 4000);
    const played = honestClicks(first.seed, big);

    const honest = await postResult(t, student, first.session_id, { answers: played, elapsed_ms: 21_500 });
    expect(dataOf(honest, trainerResultSchema)).toMatchObject({ validate_status: 'ok', correct: 25 });
    const replayed = await postResult(t, student, first.session_id, { answers: played, elapsed_ms: 21_500 });
    expect(replayed.status).toBe(409);
    expect(errorOf(replayed).code).toBe('RESULT_ALREADY_SENT');

    const copied = dataOf(
      await postResult(t, student, second.session_id, { answers: played, elapsed_ms: 21_500 }),
      trainerResultSchema,
    );
    expect(copied.correct).toBeLessThan(25);
  });

  it('refuses settings beyond the table’s bounds with a clear error before a session starts', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    for (const settings of [
      { size: 8, variant: 'classic', symbols: 'numbers' },
      { size: 6, variant: 'classic', symbols: 'lettersEn' },
      { size: 5, variant: 'spiral', symbols: 'numbers' },
    ]) {
      const response = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
        token: student.token,
        body: { subject_id: 2, settings },
      });
      expect(response.status, JSON.stringify(settings)).toBe(422);
    }
  });
});
