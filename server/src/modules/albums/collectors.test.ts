import { collectorsSchema, RATING_PAGE_SIZE } from '@umka/contracts';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { addCompletedPicture, addSale } from './collectors.repo.ts';

/** The market's collectors' rating: completed pictures, then sales, ranked 1, 2, 2, 4 and paged by its index. */
describeEachDatabase('the collectors’ rating', (t) => {
  const rating = (student: TestUser, subjectId: number, page = 1) =>
    t.api('GET', `/api/crystals/students?subject_id=${subjectId}&page=${page}`, { token: student.token });

  async function score(student: TestUser, subjectId: number, pictures: number, sales: number) {
    for (let i = 0; i < pictures; i += 1) await addCompletedPicture(t.database.db, student.id, subjectId);
    for (let i = 0; i < sales; i += 1) await addSale(t.database.db, student.id, subjectId);
  }

  it('orders by pictures then sales, shares a rank on equal scores and marks the caller’s entry', async () => {
    // Made in parallel, so sorted by id: equal scores are listed by student id.
    const built = await Promise.all(Array.from({ length: 5 }, () => t.factories.buildStudent()));
    const [a, b, c, d, outsider] = built.sort((x, y) => x.id - y.id);
    if (!a || !b || !c || !d || !outsider) throw new Error('students not built');
    await score(c, 2, 3, 0);
    await score(a, 2, 3, 1);
    await score(b, 2, 3, 1);
    await score(d, 2, 1, 5);

    const page = dataOf(await rating(b, 2), collectorsSchema);

    expect(page.items.map((entry) => [entry.student_id, entry.rank, entry.pictures, entry.sales])).toEqual([
      [a.id, 1, 3, 1],
      [b.id, 1, 3, 1],
      [c.id, 3, 3, 0],
      [d.id, 4, 1, 5],
    ]);
    expect(page.items.map((entry) => entry.is_own)).toEqual([false, true, false, false]);
    expect(page.items[0]?.name).toBe(`${a.first_name} ${a.last_name}`);
    expect(page).toMatchObject({ total: 4, page: 1, per_page: RATING_PAGE_SIZE, last_page: 1 });
    // Fewer than 50 entries: nobody's own entry is added to a page they are not on.
    expect(dataOf(await rating(b, 2, 2), collectorsSchema).items).toEqual([]);
    expect(dataOf(await rating(outsider, 2), collectorsSchema).items).toHaveLength(4);
  });

  it('ranks a later page from the entries above it and appends the caller’s own entry from 50 entries on', async () => {
    const students = await Promise.all(Array.from({ length: 55 }, () => t.factories.buildStudent()));
    for (const [i, student] of students.entries()) {
      await score(student, 3, i < 10 ? 5 : 1, i < 10 ? i % 2 : 0);
    }
    const leader = students.find((_, i) => i === 1);
    // Ties go by id, so the one-picture student with the highest id stands last.
    const last = students.slice(10).reduce((a, b) => (a.id > b.id ? a : b));
    if (!leader || !last) throw new Error('students not built');

    const second = dataOf(await rating(leader, 3, 2), collectorsSchema);

    expect(second).toMatchObject({ total: 55, page: 2, last_page: 2 });
    expect(second.items.slice(0, 5).every((entry) => entry.rank === 11 && entry.pictures === 1)).toBe(true);
    expect(second.items.at(-1)).toMatchObject({ student_id: leader.id, rank: 1, pictures: 5, sales: 1, is_own: true });
    expect(second.items).toHaveLength(6);

    const first = dataOf(await rating(last, 3), collectorsSchema);
    expect(first.items).toHaveLength(RATING_PAGE_SIZE + 1);
    expect(first.items.at(-1)).toMatchObject({ student_id: last.id, rank: 11, is_own: true });
    expect(first.items.slice(0, 5).map((entry) => entry.rank)).toEqual([1, 1, 1, 1, 1]);
    expect(first.items[5]?.rank).toBe(6);
  });

  it('is only for students of a subject with albums', async () => {
    const student = await t.factories.buildStudent();
    const response = await rating(student, 1);
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('ALBUMS_NOT_IN_SUBJECT');
  });
});
