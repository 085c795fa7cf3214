import { trainerResultSchema } from '@umka/contracts';
import { Course, metres, rejectMessage, replayRun, startRun as startDinoRun, stepRun, TICK_MS } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { openSession } from './trainer-rounds.fixture.ts';

const SETTINGS = { seconds: 30 };
const MAX_TICKS = 30 * 60;

const startRun = (t: TestContext, student: TestUser, trainerId: number, settings: object = SETTINGS) =>
  openSession(t, student, trainerId, 1, settings);

describeEachDatabase('dino results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    await insertTrainerCatalogue(t.database.db, new Date().toISOString());
    trainerId = (
      await t.database.db.selectFrom('trainers').select('id').where('component', '=', 'dino').executeTakeFirstOrThrow()
    ).id;
  });

  it('re-runs the course from the seed and the presses: the distance they produce counts, a longer claim does not', async () => {
    const student = await t.factories.buildStudent({ subjects: [1] });
    const [honest, forged] = [await startRun(t, student, trainerId), await startRun(t, student, trainerId)];
    const crash = (seed: number) => replayRun(seed, [], MAX_TICKS);
    const post = (sessionId: number, ticks: number) =>
      t.api('POST', `/api/trainers/sessions/${sessionId}/result`, {
        token: student.token,
        body: {
          answers: [{ index: 0, answer: { inputs: [], ticks }, ms: Math.ceil(ticks * TICK_MS) + 300 }],
          elapsed_ms: 20_000,
        },
      });
    t.clock.advance(21_000);

    const counted = dataOf(await post(honest.session_id, crash(honest.seed).tick), trainerResultSchema);
    const claimed = dataOf(await post(forged.session_id, crash(forged.seed).tick + 600), trainerResultSchema);

    expect(counted).toMatchObject({ validate_status: 'ok', correct: 1, score: metres(crash(honest.seed).x) });
    expect(claimed).toMatchObject({ validate_status: 'ok', correct: 0, score: 0, likes_earned: 0 });
  });

  it('refuses a run sent sooner than its steps could pass', async () => {
    const student = await t.factories.buildStudent({ subjects: [1] });
    const session = await startRun(t, student, trainerId);
    const ticks = replayRun(session.seed, [], MAX_TICKS).tick;
    t.clock.advance(5000);

    const result = dataOf(
      await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers: [{ index: 0, answer: { inputs: [], ticks }, ms: 300 }], elapsed_ms: 4000 },
      }),
      trainerResultSchema,
    );

    expect(result).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('too_fast') });
  });

  it('scores a learning run by how far its answers let it go, whatever distance the answers are sent with', async () => {
    const student = await t.factories.buildStudent({ subjects: [1] });
    const learning = { seconds: 30, mode: 'learn', level: 2 };
    const [answered, guessed] = [
      await startRun(t, student, trainerId, learning),
      await startRun(t, student, trainerId, learning),
    ];
    expect(answered.settings).toEqual(learning);
    // A child who answers every question half a second after it appears, right or (with `miss`) a hundred off.
    const answers = (seed: number, miss: number) => {
      const course = new Course(seed, 2);
      const inputs: [number, number][] = [];
      let state = startDinoRun();
      while (state.tick < MAX_TICKS) {
        const asked = state.askedAt !== null && state.tick === state.askedAt + 30;
        const press = asked ? [(course.at(state.passed).task?.answer ?? 0) + miss] : [];
        for (const answer of press) inputs.push([state.tick, answer]);
        state = stepRun(state, course, press);
      }
      return inputs;
    };
    const post = (sessionId: number, inputs: readonly (readonly [number, number])[]) =>
      t.api('POST', `/api/trainers/sessions/${sessionId}/result`, {
        token: student.token,
        body: {
          answers: [{ index: 0, answer: { inputs, ticks: MAX_TICKS }, ms: 30_100 }],
          elapsed_ms: 30_500,
        },
      });
    t.clock.advance(31_000);

    const right = answers(answered.seed, 0);
    const wrong = answers(guessed.seed, 100);
    const solved = dataOf(await post(answered.session_id, right), trainerResultSchema);
    const stuck = dataOf(await post(guessed.session_id, wrong), trainerResultSchema);

    const reached = (seed: number, inputs: readonly (readonly [number, number])[]) =>
      metres(replayRun(seed, inputs, MAX_TICKS, 2).x);
    expect(solved).toMatchObject({ validate_status: 'ok', correct: 1, score: reached(answered.seed, right) });
    expect(stuck).toMatchObject({ validate_status: 'ok', correct: 1, score: reached(guessed.seed, wrong) });
    expect(stuck.score).toBeLessThan(solved.score);
    expect(stuck.score).toBeLessThan(metres(new Course(guessed.seed, 2).at(0).x));
  });
});
