import { type TrainerSession, trainerSessionSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, type TestContext } from '../../test/harness.ts';

/** The catalogue as it ships, in the test's database, and the id of its trainer of `component`. */
export async function catalogueTrainerId(t: TestContext, component: string): Promise<number> {
  await insertTrainerCatalogue(t.database.db, new Date().toISOString());
  const row = await t.database.db
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', component)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The student asks to start a round in the subject with these settings (none: the trainer's own); the response. */
export const requestSession = (
  t: TestContext,
  student: TestUser,
  trainerId: number,
  subjectId: number,
  settings?: unknown,
) =>
  t.api('POST', `/api/trainers/${trainerId}/sessions`, {
    token: student.token,
    body: { subject_id: subjectId, settings },
  });

/** The same, expected to start: the session. */
export async function openSession(
  t: TestContext,
  student: TestUser,
  trainerId: number,
  subjectId: number,
  settings?: unknown,
): Promise<TrainerSession> {
  const response = await requestSession(t, student, trainerId, subjectId, settings);
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, trainerSessionSchema);
}

/** The student sends the round's answers, the whole round having taken `elapsedMs` by the browser's clock. */
export const postRound = (t: TestContext, student: TestUser, sessionId: number, answers: object[], elapsedMs: number) =>
  t.api('POST', `/api/trainers/sessions/${sessionId}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: elapsedMs },
  });
