import { errorMessage, RATING_PAGE_SIZE, trainerRatingSchema, trainerSessionSchema } from '@umka/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { anySumRules, rightAnswers } from '../trainers/sum-rules.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import { recordStanding } from '../trainers/trainers.repo.ts';

const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);
const DEFAULTS = { count: 5, limitMs: null };

/** Plays one round through the API with `right` right answers (or too fast, to be rejected). */
async function play(t: TestContext, student: TestUser, trainerId: number, right: number, tooFast = false) {
  const started = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
    token: student.token,
    body: { subject_id: 1 },
  });
  const session = dataOf(started, trainerSessionSchema);
  t.clock.advance(5000);
  const answers = rightAnswers(session.seed, DEFAULTS, tooFast ? 1 : 500).map((a, i) =>
    i < right ? a : { ...a, answer: -1 },
  );
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: 2600 },
  });
  expect(response.status, response.raw).toBe(201);
}

const rating = async (t: TestContext, user: TestUser, trainerId: number, page = 1) =>
  dataOf(
    await t.api('GET', `/api/ratings/trainers?trainer_id=${trainerId}&subjectId=1&page=${page}`, { token: user.token }),
    trainerRatingSchema,
  );

describeEachDatabase(
  'trainer ratings',
  (t) => {
    let teacher: TestUser;
    beforeAll(async () => {
      teacher = await t.factories.buildTeacher();
    });
    afterEach(() => t.clock.reset());

    it('ranks students by their best validated score, equal scores sharing a rank', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-rating-score' });
      const [ann, bob, cat] = await Promise.all([1, 2, 3].map(() => t.factories.buildStudent({ subjects: [1] })));
      if (!ann || !bob || !cat) throw new Error('students were not built');
      await play(t, ann, trainerId, 2);
      await play(t, ann, trainerId, 4);
      await play(t, ann, trainerId, 1);
      await play(t, bob, trainerId, 4);
      await play(t, cat, trainerId, 3);
      await play(t, cat, trainerId, 5, true);

      const result = await rating(t, cat, trainerId);

      expect(result.metric).toBe('score');
      // Equal scores are listed by student id; the students were built at once, so either may have the lower id.
      const [first, second] = [ann, bob].sort((a, b) => a.id - b.id);
      if (!first || !second) throw new Error('students were not built');
      expect(result.items.map((e) => [e.student_id, e.rank, e.value, e.is_own])).toEqual([
        [first.id, 1, 40, false],
        [second.id, 1, 40, false],
        [cat.id, 3, 30, true],
      ]);
      expect(result).toMatchObject({ total: 3, page: 1, per_page: RATING_PAGE_SIZE, last_page: 1 });
      expect(result.items[0]?.name).toBe(`${first.first_name} ${first.last_name}`);
    });

    it('ranks a type 2 trainer by wins', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-rating-wins', typeId: 2 });
      const [ann, bob] = await Promise.all([1, 2].map(() => t.factories.buildStudent({ subjects: [1] })));
      if (!ann || !bob) throw new Error('students were not built');
      await play(t, ann, trainerId, 5);
      await play(t, bob, trainerId, 5);
      await play(t, bob, trainerId, 5);
      await play(t, bob, trainerId, 4);

      const result = await rating(t, teacher, trainerId);

      expect(result.metric).toBe('wins');
      expect(result.items.map((e) => [e.student_id, e.rank, e.value])).toEqual([
        [bob.id, 1, 2],
        [ann.id, 2, 1],
      ]);
    });

    it('pages by 50 and appends the student own entry when it is not on the page', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-rating-pages' });
      const students = await Promise.all(Array.from({ length: 55 }, () => t.factories.buildStudent({ subjects: [1] })));
      const now = new Date().toISOString();
      for (const [i, student] of students.entries()) {
        await t.database.transaction((trx) =>
          recordStanding(trx, { trainerId, subjectId: 1, studentId: student.id }, { score: 1000 - i, won: false }, now),
        );
      }
      const low = students[52];
      const top = students[0];
      if (!low || !top) throw new Error('students were not built');

      const first = await rating(t, low, trainerId);
      expect(first.total).toBe(55);
      expect(first.last_page).toBe(2);
      expect(first.items).toHaveLength(RATING_PAGE_SIZE + 1);
      expect(first.items.at(-1)).toMatchObject({ student_id: low.id, rank: 53, value: 1000 - 52, is_own: true });
      expect(first.items.slice(0, RATING_PAGE_SIZE).some((e) => e.is_own)).toBe(false);

      const second = await rating(t, low, trainerId, 2);
      expect(second.items.map((e) => e.rank)).toEqual([51, 52, 53, 54, 55]);
      expect(second.items.filter((e) => e.is_own)).toHaveLength(1);

      const fromTheTop = await rating(t, top, trainerId);
      expect(fromTheTop.items).toHaveLength(RATING_PAGE_SIZE);
    });

    it('does not append the own entry while the rating has fewer than 50 entries', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-rating-small' });
      const student = await t.factories.buildStudent({ subjects: [1] });
      await play(t, student, trainerId, 3);
      const onlooker = await t.factories.buildStudent({ subjects: [1] });
      const result = await rating(t, onlooker, trainerId);
      expect(result.items.map((e) => e.student_id)).toEqual([student.id]);
    });

    it('shows a new result, a better one and a renamed student at once on a page read before', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-rating-fresh' });
      const [ann, bob] = await Promise.all([1, 2].map(() => t.factories.buildStudent({ subjects: [1] })));
      if (!ann || !bob) throw new Error('students were not built');
      await play(t, ann, trainerId, 2);
      const entries = async () =>
        (await rating(t, teacher, trainerId)).items.map((e) => [e.student_id, e.rank, e.value, e.name]);
      const annName = `${ann.first_name} ${ann.last_name}`;
      const bobName = `${bob.first_name} ${bob.last_name}`;
      expect(await entries()).toEqual([[ann.id, 1, 20, annName]]);

      await play(t, bob, trainerId, 3);
      expect(await entries()).toEqual([
        [bob.id, 1, 30, bobName],
        [ann.id, 2, 20, annName],
      ]);

      await play(t, ann, trainerId, 5);
      expect(await entries()).toEqual([
        [ann.id, 1, 50, annName],
        [bob.id, 2, 30, bobName],
      ]);

      await t.database.db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', bob.id).execute();
      expect((await entries())[1]).toEqual([bob.id, 2, 30, `Renamed ${bob.last_name}`]);
    });

    it('refuses a subject the student does not have, a trainer of another subject and bad queries', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-rating-access', subjects: [1] });
      const student = await t.factories.buildStudent({ subjects: [2] });
      const mathStudent = await t.factories.buildStudent({ subjects: [1, 2] });
      const admin = await t.factories.buildAdmin();

      const notTheirs = await t.api('GET', `/api/ratings/trainers?trainer_id=${trainerId}&subjectId=1`, {
        token: student.token,
      });
      expect(errorOf(notTheirs)).toMatchObject({
        code: 'SUBJECT_NOT_ALLOWED',
        message: errorMessage('SUBJECT_NOT_ALLOWED'),
      });
      const otherSubject = await t.api('GET', `/api/ratings/trainers?trainer_id=${trainerId}&subjectId=2`, {
        token: mathStudent.token,
      });
      expect(errorOf(otherSubject).code).toBe('TRAINER_NOT_IN_SUBJECT');
      for (const query of [
        '',
        '?trainer_id=x&subjectId=1',
        `?trainer_id=${trainerId}`,
        '?trainer_id=1&subjectId=1&page=0',
      ]) {
        const response = await t.api('GET', `/api/ratings/trainers${query}`, { token: mathStudent.token });
        expect(response.status, query).toBe(422);
      }
      expect(
        (await t.api('GET', '/api/ratings/trainers?trainer_id=999999&subjectId=1', { token: teacher.token })).status,
      ).toBe(404);
      const url = `/api/ratings/trainers?trainer_id=${trainerId}&subjectId=1`;
      expect((await t.api('GET', url)).status).toBe(401);
      expect((await t.api('GET', url, { token: admin.token })).status).toBe(403);
      expect((await t.api('GET', url, { token: teacher.token })).status).toBe(200);
      expect((await t.api('GET', url, { token: mathStudent.token })).status).toBe(200);
    });
  },
  { trainerRules },
);
