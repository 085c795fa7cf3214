import { type LikesRating, likesRatingSchema, RATING_PAGE_SIZE } from '@umka/contracts';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import * as bucketsMigration from '../../db/migrations/202611251300_likes_rating_buckets.ts';
import * as superblocksMigration from '../../db/migrations/202611251330_likes_rating_superblocks.ts';
import * as ageMigration from '../../db/migrations/202611291100_age_rating.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { applyLikesChange } from '../likes/likes.repo.ts';
import { enrollSubjects, setSubjectStatus } from '../students/students.repo.ts';
import { LIKES_RATING_BLOCK, LIKES_RATING_SUPERBLOCK } from './likes-rating-buckets.repo.ts';
import { ratingsPort } from './ratings.port.ts';

type Ranked = [studentId: number, rank: number, value: number];

/** The rating the way it was read before buckets: every active member ranked by window functions. */
async function directRating(t: TestContext, subjectId: number): Promise<Ranked[]> {
  const { rows } = await sql<{ student_id: number; rank: number | string; value: number | string }>`
    select ss.student_id, coalesce(b.earned, 0) as value,
      rank() over (order by coalesce(b.earned, 0) desc) as rank
    from student_subjects as ss
    left join likes_balances as b on b.student_id = ss.student_id and b.subject_id = ss.subject_id
    where ss.subject_id = ${subjectId} and ss.status = 'active'
    order by coalesce(b.earned, 0) desc, ss.student_id asc`.execute(t.database.db);
  return rows.map((row) => [row.student_id, Number(row.rank), Number(row.value)]);
}

/** The kept buckets, superblocks and blocks of a subject beside the same counts taken from the memberships now. */
async function keptAndRecounted(t: TestContext, subjectId: number) {
  const buckets = await t.database.db
    .selectFrom('likes_rating_buckets')
    .select(['value', 'students'])
    .where('subject_id', '=', subjectId)
    .execute();
  const superblocks = await t.database.db
    .selectFrom('likes_rating_superblocks')
    .select(['value', 'superblock', 'students'])
    .where('subject_id', '=', subjectId)
    .execute();
  const blocks = await t.database.db
    .selectFrom('likes_rating_blocks')
    .select(['value', 'block', 'students'])
    .where('subject_id', '=', subjectId)
    .execute();
  const years = await t.database.db
    .selectFrom('likes_age_buckets')
    .select(['value', 'birth_year', 'students'])
    .where('subject_id', '=', subjectId)
    .execute();
  const kept = new Map<string, number>([
    ...buckets.map((row): [string, number] => [`${row.value}`, row.students]),
    ...superblocks.map((row): [string, number] => [`${row.value}//${row.superblock}`, row.students]),
    ...blocks.map((row): [string, number] => [`${row.value}/${row.block}`, row.students]),
    ...years.map((row): [string, number] => [`${row.value} born ${row.birth_year}`, row.students]),
  ]);
  const recount = new Map<string, number>();
  for (const [studentId, , value] of await directRating(t, subjectId)) {
    for (const key of [
      `${value}`,
      `${value}//${Math.floor(studentId / LIKES_RATING_SUPERBLOCK)}`,
      `${value}/${Math.floor(studentId / LIKES_RATING_BLOCK)}`,
    ]) {
      recount.set(key, (recount.get(key) ?? 0) + 1);
    }
  }
  const dated = await t.database.db
    .selectFrom('likes_rating_entries')
    .select(['value', 'birth_year'])
    .where('subject_id', '=', subjectId)
    .where('birth_year', 'is not', null)
    .execute();
  for (const { value, birth_year } of dated) {
    const key = `${value} born ${birth_year}`;
    recount.set(key, (recount.get(key) ?? 0) + 1);
  }
  return { kept, recount };
}

const ratingOf = async (t: TestContext, user: TestUser, query: string): Promise<LikesRating> =>
  dataOf(await t.api('GET', `/api/ratings/likes?${query}`, { token: user.token }), likesRatingSchema);

/** Every page as an admin reads it, with no entry appended. */
async function allPages(t: TestContext, admin: TestUser, subjectId: number) {
  const first = await ratingOf(t, admin, `subjectId=${subjectId}`);
  const items = [...first.items];
  for (let page = 2; page <= first.last_page; page++) {
    items.push(...(await ratingOf(t, admin, `subjectId=${subjectId}&page=${page}`)).items);
  }
  return { total: first.total, ranked: items.map((e): Ranked => [e.student_id, e.rank, e.value]) };
}

/** Whether some page starts `LIKES_RATING_BLOCK` or more ties deep, where reading it seeks through the blocks. */
function seeksPastABlock(ranked: readonly Ranked[]): boolean {
  for (let offset = RATING_PAGE_SIZE; offset < ranked.length; offset += RATING_PAGE_SIZE) {
    const value = ranked[offset]?.[2];
    if (ranked.slice(0, offset).filter(([, , before]) => before === value).length >= LIKES_RATING_BLOCK) return true;
  }
  return false;
}

type Step =
  | { kind: 'earn'; who: number; likes: number }
  | { kind: 'spend'; who: number; likes: number }
  | { kind: 'block' | 'reopen' | 'enrol' | 'delete'; who: number }
  | { kind: 'register' };

const SUBJECT = 2;

describeEachDatabase('likes rating buckets', (t) => {
  let admin: TestUser;
  const now = () => t.clock.now().toISOString();
  const earn = (studentId: number, subjectId: number, delta: number) =>
    t.database.transaction((trx) => applyLikesChange(trx, { studentId, subjectId, delta, reason: 'trainer' }, now()));

  beforeAll(async () => {
    admin = await t.factories.buildAdmin();
  });

  it('gives the ranks, pages and own entries of a direct window-function ranking after any earnings, joins and leaves', async () => {
    // Members who earn nothing fill the zero bucket past a block, so deep pages seek through the blocks;
    // outsiders may earn likes in the subject before they enrol in it.
    const members: TestUser[] = [];
    for (let built = 0; built < 150; built += 25) {
      members.push(
        ...(await Promise.all(Array.from({ length: 25 }, () => t.factories.buildStudent({ subjects: [SUBJECT] })))),
      );
    }
    const outsiders = await Promise.all(Array.from({ length: 10 }, () => t.factories.buildStudent({ subjects: [1] })));
    const pool = [...members, ...outsiders];
    const deleted = new Set<number>();
    let deepPagesSought = 0;

    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('earn' as const),
          who: fc.nat(),
          likes: fc.integer({ min: 1, max: 4 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('spend' as const),
          who: fc.nat(),
          likes: fc.integer({ min: 1, max: 3 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constantFrom('block' as const, 'reopen' as const), who: fc.nat() }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constantFrom('enrol' as const, 'delete' as const), who: fc.nat() }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('register' as const) }) },
    );

    async function apply(action: Step): Promise<void> {
      if (action.kind === 'register') {
        pool.push(await t.factories.buildStudent({ subjects: [SUBJECT] }));
        return;
      }
      const living = pool.filter((student) => !deleted.has(student.id));
      const student = living[action.who % living.length];
      if (!student) return;
      if (action.kind === 'earn') await earn(student.id, SUBJECT, action.likes);
      else if (action.kind === 'spend') await earn(student.id, SUBJECT, -action.likes);
      else if (action.kind === 'block' || action.kind === 'reopen') {
        const status = action.kind === 'block' ? 'blocked' : 'active';
        await t.database.transaction((trx) => setSubjectStatus(trx, student.id, [SUBJECT], status));
      } else if (action.kind === 'enrol') {
        await t.database.transaction((trx) => enrollSubjects(trx, student.id, [SUBJECT], now()));
      } else {
        expect((await t.api('DELETE', `/api/users/${student.id}`, { token: admin.token })).status).toBe(200);
        deleted.add(student.id);
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), fc.nat(), async (steps, pick) => {
        for (const action of steps) await apply(action);

        const expected = await directRating(t, SUBJECT);
        const rating = await allPages(t, admin, SUBJECT);
        expect(rating.total).toBe(expected.length);
        expect(rating.ranked).toEqual(expected);
        const { kept, recount } = await keptAndRecounted(t, SUBJECT);
        expect(kept).toEqual(recount);

        if (seeksPastABlock(expected)) deepPagesSought++;

        // A member off the first page sees it with their own entry at the rank the direct ranking gives.
        const [ownId, ownRank, ownValue] =
          expected[RATING_PAGE_SIZE + (pick % (expected.length - RATING_PAGE_SIZE))] ?? [];
        const own = pool.find((student) => student.id === ownId);
        if (!own) throw new Error('the followed member is not one of ours');
        const seen = await ratingOf(t, own, `subjectId=${SUBJECT}`);
        expect(seen.items).toHaveLength(RATING_PAGE_SIZE + 1);
        expect(seen.items.at(-1)).toMatchObject({ student_id: ownId, rank: ownRank, value: ownValue, is_own: true });
        const followed = await ratingOf(t, admin, `subjectId=${SUBJECT}&student_id=${ownId}`);
        expect(followed.items.at(-1)).toMatchObject({ student_id: ownId, rank: ownRank, is_own: false });
      }),
      { numRuns: 8, seed: 20261125 },
    );
    expect(deepPagesSought).toBeGreaterThan(0);
  });

  it('keeps the buckets equal to a recount when likes, enrolments, blocks and birth dates of the same students arrive at once', async () => {
    const subjectId = 3;
    const students = await Promise.all(Array.from({ length: 6 }, () => t.factories.buildStudent({ subjects: [1] })));
    const work = students.flatMap((student, index) => [
      ...Array.from({ length: 5 }, (_, round) => () => earn(student.id, subjectId, 1 + ((index + round) % 3))),
      () => t.database.transaction((trx) => enrollSubjects(trx, student.id, [subjectId], now())),
      () => t.database.transaction((trx) => enrollSubjects(trx, student.id, [subjectId], now())),
      ...(index % 2 === 0
        ? [() => t.database.transaction((trx) => setSubjectStatus(trx, student.id, [subjectId], 'blocked'))]
        : []),
      // A birth date given, then corrected, while the likes arrive: the rating by age's counts follow the entry.
      () => t.database.transaction((trx) => ratingsPort.placeInBirthYear(trx, student.id, 2015 + (index % 2))),
      () => t.database.transaction((trx) => ratingsPort.placeInBirthYear(trx, student.id, 2016 - (index % 3))),
    ]);

    await Promise.all(work.map((run) => run()));

    const { kept, recount } = await keptAndRecounted(t, subjectId);
    expect(kept).toEqual(recount);
    const earned = await t.database.db
      .selectFrom('likes_rating_entries')
      .select(['student_id', 'value'])
      .where('subject_id', '=', subjectId)
      .execute();
    const expected = await directRating(t, subjectId);
    expect(new Map(earned.map((row) => [row.student_id, row.value]))).toEqual(
      new Map(expected.map(([studentId, , value]) => [studentId, value])),
    );
    expect(expected.every(([, , value]) => value >= 5)).toBe(true);
  });

  it('fills the kept rating from the memberships and earned likes already there when the migrations run', async () => {
    const subjectId = 8;
    const students = await Promise.all(
      Array.from({ length: 5 }, () => t.factories.buildStudent({ subjects: [subjectId] })),
    );
    const [top, blocked, , , outsider] = students;
    if (!top || !blocked || !outsider) throw new Error('students were not built');
    await earn(top.id, subjectId, 7);
    await earn(blocked.id, subjectId, 9);
    await t.database.transaction((trx) => setSubjectStatus(trx, blocked.id, [subjectId], 'blocked'));
    const runner = t.database.db as unknown as Kysely<unknown>;
    await ageMigration.down(runner);
    await superblocksMigration.down(runner);
    await bucketsMigration.down(runner);
    await t.database.db.deleteFrom('student_subjects').where('student_id', '=', outsider.id).execute();

    await bucketsMigration.up(runner);
    await superblocksMigration.up(runner);
    await ageMigration.up(runner);

    const { kept, recount } = await keptAndRecounted(t, subjectId);
    expect(kept).toEqual(recount);
    const rating = await allPages(t, admin, subjectId);
    expect(rating.ranked).toEqual(await directRating(t, subjectId));
    expect(rating.ranked.map(([studentId, rank, value]) => [studentId === top.id, rank, value])).toEqual([
      [true, 1, 7],
      [false, 2, 0],
      [false, 2, 0],
    ]);
  });
});
