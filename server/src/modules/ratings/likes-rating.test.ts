import { likesRatingSchema, RATING_PAGE_SIZE } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { applyLikesChange } from '../likes/likes.repo.ts';

describeEachDatabase('likes rating', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;

  async function change(student: TestUser, subjectId: number, delta: number) {
    await t.database.transaction((trx) =>
      applyLikesChange(
        trx,
        { studentId: student.id, subjectId, delta, reason: 'trainer' },
        t.clock.now().toISOString(),
      ),
    );
  }

  const students = async (count: number, subjectId: number) => {
    const built = await Promise.all(
      Array.from({ length: count }, () => t.factories.buildStudent({ subjects: [subjectId] })),
    );
    return built.sort((a, b) => a.id - b.id);
  };

  const rating = (user: TestUser | null, query: string) =>
    t.api('GET', `/api/ratings/likes?${query}`, user ? { token: user.token } : {});

  beforeAll(async () => {
    [admin, teacher, otherTeacher] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildTeacher(),
    ]);
  });

  it('ranks the students of a subject by likes earned, spending aside, and those with none last', async () => {
    const [ann, bob, cat, dan] = await students(4, 9);
    if (!ann || !bob || !cat || !dan) throw new Error('students were not built');
    await change(ann, 9, 5);
    await change(ann, 9, -5);
    await change(bob, 9, 3);
    await change(cat, 9, 5);
    await change(cat, 1, 100);

    const result = dataOf(await rating(bob, 'subjectId=9'), likesRatingSchema);

    expect(result).toMatchObject({ scope: 'subject', total: 4, page: 1, per_page: RATING_PAGE_SIZE, last_page: 1 });
    expect(result.items.map((e) => [e.student_id, e.rank, e.value, e.is_own])).toEqual([
      [ann.id, 1, 5, false],
      [cat.id, 1, 5, false],
      [bob.id, 3, 3, true],
      [dan.id, 4, 0, false],
    ]);
    expect(result.items[0]?.name).toBe(`${ann.first_name} ${ann.last_name}`);
    const forAdmin = dataOf(await rating(admin, 'subjectId=9'), likesRatingSchema);
    expect(forAdmin.items.map((e) => e.student_id)).toEqual([ann.id, cat.id, bob.id, dan.id]);
  });

  it("ranks for a teacher the students of their current classes of the subject, no one else's", async () => {
    const [mine, alsoMine, inDeleted, theirs] = await students(4, 10);
    if (!mine || !alsoMine || !inDeleted || !theirs) throw new Error('students were not built');
    await t.factories.buildGroup({ teacher, subjectId: 10, students: [mine] });
    await t.factories.buildGroup({ teacher, subjectId: 10, students: [alsoMine, mine] });
    await t.factories.buildGroup({ teacher, subjectId: 10, students: [inDeleted], deleted: true });
    await t.factories.buildGroup({ teacher, subjectId: 1, students: [theirs] });
    await t.factories.buildGroup({ teacher: otherTeacher, subjectId: 10, students: [theirs] });
    await change(alsoMine, 10, 2);

    const result = dataOf(await rating(teacher, 'subjectId=10'), likesRatingSchema);

    expect(result.scope).toBe('classes');
    expect(result.items.map((e) => [e.student_id, e.rank, e.value])).toEqual([
      [alsoMine.id, 1, 2],
      [mine.id, 2, 0],
    ]);
    expect(result.total).toBe(2);
  });

  it('refuses anonymous callers, a student outside the subject and a malformed query', async () => {
    const outsider = await t.factories.buildStudent({ subjects: [1], blockedSubjects: [11] });
    expect((await rating(null, 'subjectId=1')).status).toBe(401);
    const blocked = await rating(outsider, 'subjectId=11');
    expect(blocked.status).toBe(403);
    expect(errorOf(blocked).code).toBe('SUBJECT_NOT_ALLOWED');
    for (const query of ['', 'subjectId=x', 'subjectId=1&page=0', 'subjectId=1&student_id=-1']) {
      const response = await rating(outsider, query);
      expect(response.status, query).toBe(422);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('appends the own entry to a page of a rating of 50 or more that does not hold it, and a followed student for staff', async () => {
    const crowd = await students(RATING_PAGE_SIZE + 2, 11);
    await Promise.all(crowd.map((student, index) => change(student, 11, 100 + index)));
    const last = crowd[0];
    const top = crowd.at(-1);
    if (!last || !top) throw new Error('students were not built');
    await t.factories.buildGroup({ teacher, subjectId: 11, students: crowd });

    const firstPage = dataOf(await rating(last, 'subjectId=11'), likesRatingSchema);
    expect(firstPage).toMatchObject({ total: RATING_PAGE_SIZE + 2, last_page: 2 });
    expect(firstPage.items).toHaveLength(RATING_PAGE_SIZE + 1);
    expect(firstPage.items[0]).toMatchObject({ student_id: top.id, rank: 1, is_own: false });
    expect(firstPage.items.at(-1)).toMatchObject({
      student_id: last.id,
      rank: RATING_PAGE_SIZE + 2,
      value: 100,
      is_own: true,
    });

    const secondPage = dataOf(await rating(last, 'subjectId=11&page=2'), likesRatingSchema);
    expect(secondPage.items.map((e) => e.rank)).toEqual([RATING_PAGE_SIZE + 1, RATING_PAGE_SIZE + 2]);

    const followed = dataOf(await rating(teacher, `subjectId=11&student_id=${last.id}`), likesRatingSchema);
    expect(followed.items).toHaveLength(RATING_PAGE_SIZE + 1);
    expect(followed.items.at(-1)).toMatchObject({ student_id: last.id, is_own: false });
    const foreign = dataOf(await rating(otherTeacher, `subjectId=11&student_id=${last.id}`), likesRatingSchema);
    expect(foreign).toMatchObject({ scope: 'classes', total: 0, items: [] });
  });

  it('appends nothing to a rating of fewer than 50 entries', async () => {
    const [only] = await students(1, 3);
    if (!only) throw new Error('student was not built');
    const beyond = dataOf(await rating(only, 'subjectId=3&page=2'), likesRatingSchema);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBeLessThan(RATING_PAGE_SIZE);
  });
});
