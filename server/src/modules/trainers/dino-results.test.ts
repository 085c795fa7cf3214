import { trainerResultSchema, trainerSessionSchema } from '@umka/contracts';
import { metres, rejectMessage, replayRun, TICK_MS } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';

const SETTINGS = { seconds: 30 };
const MAX_TICKS = 30 * 60;

async function startRun(t: TestContext, student: TestUser, trainerId: number) {
  const response = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
    token: student.token,
    body: { subject_id: 1, settings: SETTINGS },
  });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, trainerSessionSchema);
}

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
});
