import { RATING_PAGE_SIZE, type TrainerRating, trainerRatingSchema, trainerSessionSchema } from '@umka/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { anySumRules, rightAnswers, SUM_FLOOR_MS } from '../trainers/sum-rules.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import { recordStanding } from '../trainers/trainers.repo.ts';

const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);
const DEFAULTS = { count: 5, limitMs: null };
const HONEST_PAUSE_MS = 5 * SUM_FLOOR_MS + 1000;

/** A small deterministic generator (mulberry32), so a failure replays the same rounds. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Ranked = [studentId: number, rank: number, value: number];

/** The rating computed the slow way: every standing sorted, competition ranks counted one by one. */
function bruteForce(values: ReadonlyMap<number, number>): Ranked[] {
  const sorted = [...values].sort(([a, va], [b, vb]) => vb - va || a - b);
  return sorted.map(([studentId, value]) => [studentId, 1 + sorted.filter(([, other]) => other > value).length, value]);
}

const ratingOf = async (t: TestContext, user: TestUser, trainerId: number, page: number): Promise<TrainerRating> =>
  dataOf(
    await t.api('GET', `/api/ratings/trainers?trainer_id=${trainerId}&subjectId=1&page=${page}`, { token: user.token }),
    trainerRatingSchema,
  );

/** Every page of the rating as a teacher sees it (no own entry appended). */
async function allPages(t: TestContext, teacher: TestUser, trainerId: number) {
  const first = await ratingOf(t, teacher, trainerId, 1);
  const items = [...first.items];
  for (let page = 2; page <= first.last_page; page++)
    items.push(...(await ratingOf(t, teacher, trainerId, page)).items);
  return {
    total: first.total,
    lastPage: first.last_page,
    ranked: items.map((e): Ranked => [e.student_id, e.rank, e.value]),
  };
}

/** The kept buckets of a trainer and the same counts taken from trainer_stats now. */
async function bucketsAndRecount(t: TestContext, trainerId: number) {
  const kept = await t.database.db
    .selectFrom('trainer_rating_buckets')
    .select(['metric', 'value', 'students'])
    .where('trainer_id', '=', trainerId)
    .execute();
  const stats = await t.database.db
    .selectFrom('trainer_stats')
    .select(['best_score', 'wins'])
    .where('trainer_id', '=', trainerId)
    .execute();
  const recount = new Map<string, number>();
  for (const row of stats) {
    for (const key of [`score:${row.best_score}`, `wins:${row.wins}`]) recount.set(key, (recount.get(key) ?? 0) + 1);
  }
  const asMap = new Map(kept.map((row) => [`${row.metric}:${Number(row.value)}`, row.students]));
  return { kept: asMap, recount, standings: stats.length };
}

describeEachDatabase(
  'trainer rating buckets',
  (t) => {
    let teacher: TestUser;
    beforeAll(async () => {
      teacher = await t.factories.buildTeacher();
    });
    afterEach(() => t.clock.reset());

    it('gives the ranks and totals of a brute-force ranking over random rounds, ties and improvements included', async () => {
      const byScore = await insertTestTrainer(t.database.db, { component: 'sum-buckets-score' });
      const byWins = await insertTestTrainer(t.database.db, { component: 'sum-buckets-wins', typeId: 2 });
      const students = await Promise.all(Array.from({ length: 64 }, () => t.factories.buildStudent({ subjects: [1] })));
      const random = createRandom(20261121);
      const best = new Map<number, Map<number, number>>([
        [byScore, new Map()],
        [byWins, new Map()],
      ]);
      const wins = new Map<number, Map<number, number>>([
        [byScore, new Map()],
        [byWins, new Map()],
      ]);
      let improvements = 0;
      const now = new Date().toISOString();
      for (let round = 0; round < 400; round++) {
        const student = students[Math.floor(random() * students.length)];
        if (!student) throw new Error('no student drawn');
        const trainerId = random() < 0.5 ? byScore : byWins;
        // Few distinct scores, so many students tie, also across the page boundary.
        const score = 10 * Math.floor(random() * 6);
        const won = score === 50;
        await t.database.transaction((trx) =>
          recordStanding(trx, { trainerId, subjectId: 1, studentId: student.id }, { score, won }, now),
        );
        const bests = best.get(trainerId) ?? new Map<number, number>();
        const previous = bests.get(student.id);
        if (previous !== undefined && score > previous) improvements++;
        bests.set(student.id, Math.max(previous ?? score, score));
        const counted = wins.get(trainerId) ?? new Map<number, number>();
        counted.set(student.id, (counted.get(student.id) ?? 0) + (won ? 1 : 0));
      }
      expect(improvements).toBeGreaterThan(10);

      for (const [trainerId, expectedValues] of [
        [byScore, best.get(byScore)],
        [byWins, wins.get(byWins)],
      ] as const) {
        if (!expectedValues) throw new Error('no model');
        const expected = bruteForce(expectedValues);
        expect(expected.length).toBeGreaterThan(RATING_PAGE_SIZE);
        const rating = await allPages(t, teacher, trainerId);
        expect(rating.total).toBe(expected.length);
        expect(rating.lastPage).toBe(Math.ceil(expected.length / RATING_PAGE_SIZE));
        expect(rating.ranked).toEqual(expected);

        // Someone on the second page sees page one with their own entry at the rank page two shows.
        const [ownId, ownRank, ownValue] = expected[expected.length - 1] ?? [0, 0, 0];
        const own = students.find((s) => s.id === ownId);
        if (!own) throw new Error('the last student is not one of ours');
        const seen = await ratingOf(t, own, trainerId, 1);
        expect(seen.items).toHaveLength(RATING_PAGE_SIZE + 1);
        expect(seen.items.at(-1)).toMatchObject({ student_id: ownId, rank: ownRank, value: ownValue, is_own: true });
        const pastTheEnd = await ratingOf(t, teacher, trainerId, rating.lastPage + 1);
        expect(pastTheEnd).toMatchObject({ items: [], total: expected.length });

        const { kept, recount } = await bucketsAndRecount(t, trainerId);
        expect(kept).toEqual(recount);
      }
    });

    it('keeps the buckets equal to a recount when 50 results of five students arrive at once', async () => {
      const trainerId = await insertTestTrainer(t.database.db, { component: 'sum-buckets-race' });
      const students = await Promise.all(Array.from({ length: 5 }, () => t.factories.buildStudent({ subjects: [1] })));
      const rounds: { student: TestUser; sessionId: number; seed: number; right: number }[] = [];
      for (let i = 0; i < 50; i++) {
        const student = students[i % students.length];
        if (!student) throw new Error('no student');
        const started = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
          token: student.token,
          body: { subject_id: 1 },
        });
        const session = dataOf(started, trainerSessionSchema);
        // Each student's rounds score differently, so their best and wins change while the others are in flight.
        rounds.push({ student, sessionId: session.session_id, seed: session.seed, right: (i * 7) % 6 });
      }
      t.clock.advance(HONEST_PAUSE_MS);

      const responses = await Promise.all(
        rounds.map(({ student, sessionId, seed, right }) =>
          t.api('POST', `/api/trainers/sessions/${sessionId}/result`, {
            token: student.token,
            body: {
              answers: rightAnswers(seed, DEFAULTS).map((a, k) => (k < right ? a : { ...a, answer: -1 })),
              elapsed_ms: 2600,
            },
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(rounds.map(() => 201));

      const { kept, recount, standings } = await bucketsAndRecount(t, trainerId);
      expect(standings).toBe(students.length);
      expect(kept).toEqual(recount);

      const results = await t.database.db
        .selectFrom('trainer_results')
        .select(['student_id', 'score'])
        .where('trainer_id', '=', trainerId)
        .where('validate_status', '=', 'ok')
        .execute();
      const bests = new Map<number, number>();
      for (const row of results) bests.set(row.student_id, Math.max(bests.get(row.student_id) ?? 0, row.score));
      expect((await allPages(t, teacher, trainerId)).ranked).toEqual(bruteForce(bests));
    });
  },
  { trainerRules },
);
