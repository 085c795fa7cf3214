import {
  homeworkProgressSchema,
  studentHomeworkListSchema,
  trainerResultSchema,
  trainerSessionSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { rightAnswers, SUM_FLOOR_MS, type SumSettings } from '../trainers/sum-rules.fixture.ts';
import { buildClassroom, type Classroom, createHomework, itemOf, trainerRules } from './homework.fixture.ts';

const SETTINGS: SumSettings = { count: 3, limitMs: null };
/** Enough server time for a three-task round to be humanly possible. */
const HONEST_PAUSE_MS = 3 * SUM_FLOOR_MS + 1000;

async function startRound(t: TestContext, student: TestUser, url: string) {
  const response = await t.api('POST', url, { token: student.token });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, trainerSessionSchema);
}

/** Plays a round: `right` answers are correct, the rest wrong; `honest` waits long enough to be believed. */
async function playRound(t: TestContext, student: TestUser, url: string, right: number, honest = true) {
  const session = await startRound(t, student, url);
  if (honest) t.clock.advance(HONEST_PAUSE_MS);
  const answers = rightAnswers(session.seed, session.settings as SumSettings).map((answer, index) =>
    index < right ? answer : { ...answer, answer: -1 },
  );
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: HONEST_PAUSE_MS },
  });
  return dataOf(response, trainerResultSchema);
}

describeEachDatabase(
  'homework trainer rounds',
  (t) => {
    let room: Classroom;
    let classmate: TestUser;

    beforeAll(async () => {
      room = await buildClassroom(t);
      classmate = await t.factories.buildStudent({ subjects: [1, 3] });
      await t.database.db
        .insertInto('group_students')
        .values({ group_id: room.group.id, student_id: classmate.id, created_at: new Date().toISOString() })
        .execute();
    });

    async function roundsOf(homeworkId: number, student: TestUser) {
      const progress = dataOf(
        await t.api('GET', `/api/homework/${homeworkId}/progress`, { token: room.teacher.token }),
        homeworkProgressSchema,
      );
      return progress.students.find((row) => row.student_id === student.id)?.items[0];
    }

    it("starts the round with the teacher's settings, whatever the student would like", async () => {
      const homework = await createHomework(t, room, {
        items: [{ type: 'trainer', trainer_id: room.trainerId, settings: SETTINGS, target_rounds: 1 }],
      });
      const url = `/api/homework/${homework.id}/trainers/${itemOf(homework, 'trainer').id}/sessions`;
      const response = await t.api('POST', url, {
        token: room.student.token,
        body: { settings: { count: 20, limitMs: null } },
      });
      expect(dataOf(response, trainerSessionSchema).settings).toEqual(SETTINGS);
    });

    it('counts validated rounds toward the target only, for that student and item, capped at the target', async () => {
      const homework = await createHomework(t, room, {
        items: [{ type: 'trainer', trainer_id: room.trainerId, settings: SETTINGS, target_rounds: 2 }],
      });
      const url = `/api/homework/${homework.id}/trainers/${itemOf(homework, 'trainer').id}/sessions`;

      const rejected = await playRound(t, room.student, url, 3, false);
      expect(rejected.validate_status).toBe('rejected');
      expect(await roundsOf(homework.id, room.student)).toMatchObject({ rounds_done: 0, complete: false });

      // The same trainer played outside the homework does not count.
      const free = await t.api('POST', `/api/trainers/${room.trainerId}/sessions`, {
        token: room.student.token,
        body: { subject_id: 3, settings: SETTINGS },
      });
      const freeSession = dataOf(free, trainerSessionSchema);
      t.clock.advance(HONEST_PAUSE_MS);
      const freeResult = await t.api('POST', `/api/trainers/sessions/${freeSession.session_id}/result`, {
        token: room.student.token,
        body: { answers: rightAnswers(freeSession.seed, SETTINGS), elapsed_ms: HONEST_PAUSE_MS },
      });
      expect(dataOf(freeResult, trainerResultSchema).validate_status).toBe('ok');
      expect(await roundsOf(homework.id, room.student)).toMatchObject({ rounds_done: 0 });

      expect((await playRound(t, room.student, url, 3)).validate_status).toBe('ok');
      expect(await roundsOf(homework.id, room.student)).toMatchObject({ rounds_done: 1, target_rounds: 2 });
      expect(await roundsOf(homework.id, classmate)).toMatchObject({ rounds_done: 0, complete: false });

      await playRound(t, room.student, url, 3);
      await playRound(t, room.student, url, 3);
      expect(await roundsOf(homework.id, room.student)).toMatchObject({ rounds_done: 2, complete: true });

      const own = dataOf(
        await t.api('GET', `/api/students/${room.student.id}/homework`, { token: room.student.token }),
        studentHomeworkListSchema,
      );
      const entry = [...own.current, ...own.past].find((item) => item.id === homework.id);
      expect(entry).toMatchObject({ complete: true, progress: [{ rounds_done: 2, target_rounds: 2 }] });
    });

    it('counts only the rounds reaching the minimum score', async () => {
      const homework = await createHomework(t, room, {
        items: [{ type: 'trainer', trainer_id: room.trainerId, settings: SETTINGS, target_rounds: 3, min_score: 30 }],
      });
      const url = `/api/homework/${homework.id}/trainers/${itemOf(homework, 'trainer').id}/sessions`;
      const low = await playRound(t, classmate, url, 2);
      expect(low).toMatchObject({ validate_status: 'ok', score: 20 });
      expect(await roundsOf(homework.id, classmate)).toMatchObject({ rounds_done: 0 });
      expect(await playRound(t, classmate, url, 3)).toMatchObject({ validate_status: 'ok', score: 30 });
      expect(await roundsOf(homework.id, classmate)).toMatchObject({ rounds_done: 1 });
    });

    it('without a minimum score counts a round only when at least half of it is right', async () => {
      const homework = await createHomework(t, room, {
        items: [{ type: 'trainer', trainer_id: room.trainerId, settings: SETTINGS, target_rounds: 3 }],
      });
      const url = `/api/homework/${homework.id}/trainers/${itemOf(homework, 'trainer').id}/sessions`;
      expect(await playRound(t, classmate, url, 0)).toMatchObject({ validate_status: 'ok', correct: 0 });
      expect(await playRound(t, classmate, url, 1)).toMatchObject({ validate_status: 'ok', correct: 1 });
      expect(await roundsOf(homework.id, classmate)).toMatchObject({ rounds_done: 0, complete: false });
      await playRound(t, classmate, url, 2);
      expect(await roundsOf(homework.id, classmate)).toMatchObject({ rounds_done: 1 });
    });

    it('answers 404 for an item of another homework and for a task item', async () => {
      const homework = await createHomework(t, room);
      const other = await createHomework(t, room);
      const trainerItem = itemOf(other, 'trainer').id;
      const taskItem = itemOf(homework, 'task').id;
      for (const itemId of [trainerItem, taskItem]) {
        const response = await t.api('POST', `/api/homework/${homework.id}/trainers/${itemId}/sessions`, {
          token: room.student.token,
        });
        expect(response.status).toBe(404);
      }
    });
  },
  { trainerRules },
);
