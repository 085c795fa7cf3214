import { type Homework, homeworkCreatedSchema, privateFileSchema } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, type TestContext } from '../../test/harness.ts';
import { buildSixActors, type SixActorUsers } from '../../test/six-actors.ts';
import { type MultipartPart, multipart } from '../files/files.fixture.ts';
import { anySumRules } from '../trainers/sum-rules.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

/** Every component starting with "sum" plays the test rules of the trainers module. */
export const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);

/** Mental arithmetic: one of the homework subjects (spec §2). */
export const SUBJECT = 3;

export interface Classroom {
  admin: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  student: TestUser;
  otherStudent: TestUser;
  group: { id: number };
  otherGroup: { id: number };
  trainerId: number;
}

/** A class of subject 3 with one student, and beside it another teacher's class with another student. */
export async function buildClassroom(t: TestContext): Promise<Classroom> {
  const world = await buildSixActors(t, { subjectId: SUBJECT, studentSubjects: [1, SUBJECT] });
  const trainerId = await insertTestTrainer(t.database.db, {
    component: `sum-hw-${Date.now()}-${Math.random()}`,
    subjects: [SUBJECT],
  });
  const { classTeacher: teacher, classStudent: student, ...others } = world;
  return { ...others, teacher, student, trainerId };
}

/** The classroom's people under the names the six-actor access tables give them. */
export const classroomActors = (room: Classroom): SixActorUsers => ({
  admin: room.admin,
  classTeacher: room.teacher,
  otherTeacher: room.otherTeacher,
  classStudent: room.student,
  otherStudent: room.otherStudent,
});

export function homeworkBody(room: Classroom, overrides: Record<string, unknown> = {}) {
  return {
    group_id: room.group.id,
    title: 'Week 12',
    description: 'Count and write',
    given_on: '2026-11-20',
    due_on: '2026-11-27',
    items: [
      { type: 'trainer', trainer_id: room.trainerId, settings: { count: 3, limitMs: null }, target_rounds: 2 },
      { type: 'task', text: 'Write a story about numbers', file_ids: [] },
    ],
    ...overrides,
  };
}

export async function createHomework(
  t: TestContext,
  room: Classroom,
  overrides: Record<string, unknown> = {},
): Promise<Homework> {
  const response = await t.api('POST', '/api/homework/create', {
    token: room.teacher.token,
    body: homeworkBody(room, overrides),
  });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, homeworkCreatedSchema).model;
}

export function itemOf<T extends Homework['items'][number]['type']>(homework: Homework, type: T) {
  const item = homework.items.find((entry) => entry.type === type);
  if (!item) throw new Error(`the homework has no ${type} item`);
  return item as Extract<Homework['items'][number], { type: T }>;
}

/** A multipart request through the app, as a browser's FormData would send it. */
export async function sendMultipart(
  t: TestContext,
  url: string,
  token: string | undefined,
  parts: readonly MultipartPart[],
): Promise<ApiResponse> {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  const raw = response.body;
  const body = String(response.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
  return { status: response.statusCode, headers: response.headers, body, raw };
}

export async function uploadFile(t: TestContext, user: TestUser, filename: string, bytes: Buffer) {
  const response = await sendMultipart(t, '/api/files', user.token, [{ name: 'file', file: { filename, bytes } }]);
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, privateFileSchema);
}

export function answerUrl(homework: Homework) {
  return `/api/homework/${homework.id}/tasks/${itemOf(homework, 'task').id}/answers`;
}
