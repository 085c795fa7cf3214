import { trainerResultSchema } from '@umka/contracts';
import { type LabyrinthSettings, labyrinthRules, rejectMessage, solveLabyrinth } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, openSession } from './trainer-rounds.fixture.ts';

const SETTINGS: LabyrinthSettings = { level: 2, mode: 'stars', mazes: 3 };

const startSession = (t: TestContext, student: TestUser, trainerId: number) =>
  openSession(t, student, trainerId, 1, SETTINGS);

describeEachDatabase('labyrinth results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    trainerId = await catalogueTrainerId(t, 'labyrinth');
  });

  it('replays each walk against the seeded maze: the honest ones count, one a step short of the exit does not', async () => {
    const student = await t.factories.buildStudent({ subjects: [1] });
    const session = await startSession(t, student, trainerId);
    const tasks = labyrinthRules.generate(session.seed, SETTINGS);
    const answers = tasks.map((task, index) => ({
      index,
      answer: {
        moves: solveLabyrinth(task)
          .slice(0, index === 2 ? -1 : undefined)
          .join(''),
        gates: [],
        misses: 0,
      },
      ms: 20_000,
    }));
    t.clock.advance(65_000);

    const result = dataOf(
      await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers, elapsed_ms: 62_000 },
      }),
      trainerResultSchema,
    );

    expect(result).toMatchObject({ validate_status: 'ok', correct: 2, total: 3, likes_earned: 1 });
  });

  it('refuses walks stepped faster than a key repeats, and a walk through a wall counts for nothing', async () => {
    const student = await t.factories.buildStudent({ subjects: [1] });
    const [fast, walled] = [await startSession(t, student, trainerId), await startSession(t, student, trainerId)];
    const post = (sessionId: number, answers: object[]) =>
      t.api('POST', `/api/trainers/sessions/${sessionId}/result`, {
        token: student.token,
        body: { answers, elapsed_ms: 30_000 },
      });
    t.clock.advance(31_000);

    const rushed = dataOf(
      await post(
        fast.session_id,
        labyrinthRules.generate(fast.seed, SETTINGS).map((task, index) => ({
          index,
          answer: { moves: solveLabyrinth(task).join(''), gates: [], misses: 0 },
          ms: 100,
        })),
      ),
      trainerResultSchema,
    );
    const throughWalls = dataOf(
      await post(
        walled.session_id,
        labyrinthRules.generate(walled.seed, SETTINGS).map((_task, index) => ({
          index,
          answer: { moves: 'RRRRRRDDDDDD', gates: [], misses: 0 },
          ms: 5000,
        })),
      ),
      trainerResultSchema,
    );

    expect(rushed).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('too_fast') });
    expect(throughWalls).toMatchObject({ validate_status: 'ok', correct: 0, likes_earned: 0 });
  });
});
