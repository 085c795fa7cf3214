import { onlineRatingSchema, trainerSessionSchema } from '@umka/contracts';
import { afterEach, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { anySumRules, rightAnswers } from '../trainers/sum-rules.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);

/** Plays one round of subject 2 through the API; five right answers win it. */
async function play(t: TestContext, student: TestUser, trainerId: number, right: number) {
  const started = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
    token: student.token,
    body: { subject_id: 2 },
  });
  const session = dataOf(started, trainerSessionSchema);
  t.clock.advance(5000);
  const answers = rightAnswers(session.seed, { count: 5, limitMs: null }, 500).map((a, i) =>
    i < right ? a : { ...a, answer: -1 },
  );
  const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
    token: student.token,
    body: { answers, elapsed_ms: 2600 },
  });
  expect(response.status, response.raw).toBe(201);
}

const onlineRating = async (t: TestContext, user: TestUser, query: string) =>
  dataOf(await t.api('GET', `/api/ratings/online?${query}`, { token: user.token }), onlineRatingSchema);

describeEachDatabase(
  'the online games rating',
  (t) => {
    afterEach(() => t.clock.reset());

    it('answers no games and no rating for a subject without online games', async () => {
      await insertTestTrainer(t.database.db, { component: 'sum-online-elsewhere', subjects: [2], typeId: 2 });
      const student = await t.factories.buildStudent({ subjects: [3] });

      expect(await onlineRating(t, student, 'subjectId=3')).toEqual({ games: [], trainer_id: null, rating: null });
    });

    it('lists the subject online games and ranks the first one by wins unless another is named', async () => {
      const first = await insertTestTrainer(t.database.db, { component: 'sum-online-a', subjects: [2], typeId: 2 });
      const second = await insertTestTrainer(t.database.db, { component: 'sum-online-b', subjects: [2], typeId: 2 });
      await insertTestTrainer(t.database.db, { component: 'sum-online-not-a-game', subjects: [2] });
      const [ann, bob] = await Promise.all([1, 2].map(() => t.factories.buildStudent({ subjects: [2] })));
      if (!ann || !bob) throw new Error('students were not built');
      await play(t, ann, first, 5);
      await play(t, bob, first, 5);
      await play(t, bob, first, 5);
      await play(t, ann, second, 5);

      const firstGame = await onlineRating(t, ann, 'subjectId=2');
      const gameIds = firstGame.games.map((game) => game.trainer_id);
      expect(gameIds).toEqual(expect.arrayContaining([first, second]));
      expect(firstGame.trainer_id).toBe(gameIds[0]);

      const named = await onlineRating(t, ann, `subjectId=2&trainer_id=${first}`);
      expect(named.rating?.metric).toBe('wins');
      expect(named.rating?.items.map((entry) => [entry.student_id, entry.rank, entry.value, entry.is_own])).toEqual([
        [bob.id, 1, 2, false],
        [ann.id, 2, 1, true],
      ]);
    });

    it('refuses a trainer that is not an online game of the subject and a subject the student lacks', async () => {
      const notAGame = await insertTestTrainer(t.database.db, { component: 'sum-online-plain', subjects: [2] });
      const student = await t.factories.buildStudent({ subjects: [2] });

      const notFound = await t.api('GET', `/api/ratings/online?subjectId=2&trainer_id=${notAGame}`, {
        token: student.token,
      });
      expect(notFound.status).toBe(404);
      expect((await t.api('GET', '/api/ratings/online?subjectId=5', { token: student.token })).status).toBe(403);
      expect((await t.api('GET', '/api/ratings/online', { token: student.token })).status).toBe(422);
    });
  },
  { trainerRules },
);
