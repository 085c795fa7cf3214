import { trainerResultSchema } from '@umka/contracts';
import { rejectMessage, type StroopSettings, stroopRules } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, openSession, postRound } from './trainer-rounds.fixture.ts';

const SETTINGS: StroopSettings = { mode: 'ink', colours: 4, count: 10, patterns: false };
const PAUSE_MS = 10 * 900 + 4000;

const startSession = (t: TestContext, student: TestUser, trainerId: number) =>
  openSession(t, student, trainerId, 2, SETTINGS);

const postResult = (t: TestContext, student: TestUser, sessionId: number, answers: object[]) =>
  postRound(t, student, sessionId, answers, PAUSE_MS);

/** Each card answered with `pick` after `ms`. */
const answered = (seed: number, pick: (task: ReturnType<typeof stroopRules.generate>[number]) => string, ms = 900) =>
  stroopRules.generate(seed, SETTINGS).map((task, index) => ({ index, answer: pick(task), ms }));

describeEachDatabase('Stroop results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    trainerId = await catalogueTrainerId(t, 'stroop');
  });

  it('replays the cards from the seed: the inks named count, the words read do not, and the pace scores', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = await startSession(t, student, trainerId);
    t.clock.advance(PAUSE_MS);
    const answers = answered(session.seed, (task) => task.ink).map((answer, i) =>
      i < 2 ? { ...answer, answer: stroopRules.generate(session.seed, SETTINGS)[i]?.word } : answer,
    );

    const result = dataOf(await postResult(t, student, session.session_id, answers), trainerResultSchema);

    expect(result).toMatchObject({
      validate_status: 'ok',
      correct: 8,
      total: 10,
      score: Math.round((0.8 * 60_000) / 900),
      likes_earned: 1,
    });
    const again = await postResult(t, student, session.session_id, answers);
    expect(errorOf(again).code).toBe('RESULT_ALREADY_SENT');
  });

  it('refuses a round of reactions faster than a person’s, and one naming a colour not in play', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const [fast, foreign] = [await startSession(t, student, trainerId), await startSession(t, student, trainerId)];
    t.clock.advance(PAUSE_MS);

    const tooFast = dataOf(
      await postResult(
        t,
        student,
        fast.session_id,
        answered(fast.seed, (task) => task.ink, 120),
      ),
      trainerResultSchema,
    );
    const notAColour = dataOf(
      await postResult(
        t,
        student,
        foreign.session_id,
        answered(foreign.seed, () => 'pink'),
      ),
      trainerResultSchema,
    );

    expect(tooFast).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('too_fast') });
    expect(notAColour).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('bad_answer') });
    expect(tooFast.likes_earned + notAColour.likes_earned).toBe(0);
  });
});
