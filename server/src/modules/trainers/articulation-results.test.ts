import { trainerResultSchema } from '@umka/contracts';
import { type ArticulationSettings, articulationMinMs, articulationRules, rejectMessage } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, openSession, requestSession } from './trainer-rounds.fixture.ts';

/** Smile (a 5 s hold), tube (a hold and six switches) and cup (two holds): all three, whatever the seed. */
const SETTINGS: ArticulationSettings = { level: 1, exercises: ['smile', 'tube', 'cup'] };
const READING = 2;

const startSession = (t: TestContext, student: TestUser, trainerId: number, settings: unknown = SETTINGS) =>
  requestSession(t, student, trainerId, READING, settings);

const openRound = (t: TestContext, student: TestUser, trainerId: number) =>
  openSession(t, student, trainerId, READING, SETTINGS);

describeEachDatabase('articulation results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    trainerId = await catalogueTrainerId(t, 'articulation');
  });

  it('pays likes for a round whose exercises took as long as their holds and movements, however slowly', async () => {
    const student = await t.factories.buildStudent({ subjects: [READING] });
    const session = await openRound(t, student, trainerId);
    const tasks = articulationRules.generate(session.seed, SETTINGS);
    // The first exercise done at exactly its floor, the others as a slow child does them.
    const answers = tasks.map((task, index) => ({
      index,
      answer: { done: true },
      ms: index === 0 ? articulationMinMs(task) : articulationMinMs(task) * 3,
    }));
    const playedMs = answers.reduce((sum, entry) => sum + entry.ms, 0);
    t.clock.advance(playedMs + 4000);

    const result = dataOf(
      await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers, elapsed_ms: playedMs + 3000 },
      }),
      trainerResultSchema,
    );

    expect(result).toMatchObject({ validate_status: 'ok', correct: 3, total: 3, score: 3, won: true, likes_earned: 1 });
  });

  it('refuses a round whose exercise was reported done before its hold could be held', async () => {
    const student = await t.factories.buildStudent({ subjects: [READING] });
    const session = await openRound(t, student, trainerId);
    const tasks = articulationRules.generate(session.seed, SETTINGS);
    const answers = tasks.map((task, index) => ({
      index,
      answer: { done: true },
      // The smile's five seconds reported done in four.
      ms: task.key === 'smile' ? 4000 : articulationMinMs(task),
    }));
    t.clock.advance(60_000);

    const result = dataOf(
      await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers, elapsed_ms: 59_000 },
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

  it('refuses to start a round of an exercise it does not know', async () => {
    const student = await t.factories.buildStudent({ subjects: [READING] });

    const response = await startSession(t, student, trainerId, { level: 1, exercises: ['smile', 'whistle'] });

    expect(response.status).toBe(422);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});
