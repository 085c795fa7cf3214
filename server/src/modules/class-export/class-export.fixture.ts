import { homeworkAnswerSchema, monthOf, trainerResultSchema, trainerSessionSchema } from '@umka/contracts';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, type TestContext } from '../../test/harness.ts';
import { answerUrl, type Classroom, createHomework, itemOf, sendMultipart } from '../homework/homework.fixture.ts';
import { rightAnswers, SUM_FLOOR_MS, type SumSettings } from '../trainers/sum-rules.fixture.ts';

/** Enough server time for a three-task round to be humanly possible. */
const HONEST_PAUSE_MS = 3 * SUM_FLOOR_MS + 1000;
const SETTINGS: SumSettings = { count: 3, limitMs: null };

/** A class export as it arrives: the status, the headers, and the bytes. */
export async function exportOf(t: TestContext, token: string | undefined, groupId: number, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/groups/${groupId}/export${query ? `?${query}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: response.body };
}

/** A CSV export's rows (header first) as a spreadsheet reads them, after checking the byte order mark. */
export function csvRows(bytes: Buffer, delimiter: string): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** An XLSX export's sheets by name, each with its rows (header first). */
export async function xlsxSheets(bytes: Buffer) {
  const sheets = await readXlsxFile(bytes);
  return new Map(sheets.map((sheet) => [sheet.sheet, sheet.data]));
}

/** The student plays an honest free round of `right` right answers out of three; the result's score. */
export async function playRound(
  t: TestContext,
  student: TestUser,
  url: string,
  right: number,
  body: object | undefined = undefined,
): Promise<number> {
  const started = await t.api('POST', url, { token: student.token, ...(body ? { body } : {}) });
  expect(started.status, started.raw).toBe(201);
  const session = dataOf(started, trainerSessionSchema);
  t.clock.advance(HONEST_PAUSE_MS);
  const answers = rightAnswers(session.seed, session.settings as SumSettings).map((answer, index) =>
    index < right ? answer : { ...answer, answer: -1 },
  );
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: HONEST_PAUSE_MS },
  });
  const result = dataOf(response, trainerResultSchema);
  expect(result.validate_status).toBe('ok');
  return result.score;
}

/** Free rounds of the classroom's trainer in its subject. */
export const playFreeRound = (t: TestContext, room: Classroom, student: TestUser, right: number) =>
  playRound(t, student, `/api/trainers/${room.trainerId}/sessions`, right, { subject_id: 3, settings: SETTINGS });

/**
 * This month's homework of a trainer item (one round) and a task: the student plays the round and answers the task, and
 * the teacher sends the answer back with a comment; nobody else does anything.
 */
export async function homeworkWithReview(t: TestContext, room: Classroom, today: string) {
  const homework = await createHomework(t, room, {
    title: 'Week of sums',
    given_on: monthOf(today).from,
    due_on: today,
    items: [
      { type: 'trainer', trainer_id: room.trainerId, settings: SETTINGS, target_rounds: 1 },
      { type: 'task', text: 'Write a story about numbers', file_ids: [] },
    ],
  });
  const score = await playRound(
    t,
    room.student,
    `/api/homework/${homework.id}/trainers/${itemOf(homework, 'trainer').id}/sessions`,
    3,
  );
  const answer = dataOf(
    await sendMultipart(t, answerUrl(homework), room.student.token, [{ name: 'text', value: 'Once upon a time' }]),
    homeworkAnswerSchema,
  );
  const review = await t.api('PATCH', `/api/homework-answers/${answer.id}`, {
    token: room.teacher.token,
    body: { status: 'needs_rework', comment: '-Add an ending' },
  });
  expect(review.status, review.raw).toBe(200);
  return { homework, score };
}
