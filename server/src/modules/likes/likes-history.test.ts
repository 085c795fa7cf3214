import { INFINITE_SCROLL_STEP, likesHistorySchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { applyLikesChange } from './likes.repo.ts';

describeEachDatabase('likes history', (t) => {
  let student: TestUser;
  let otherStudent: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;

  /** Writes ledger rows as earning and spending would, each a second after the last. */
  async function change(studentId: number, subjectId: number, deltas: number[], reason = 'trainer') {
    for (const delta of deltas) {
      t.clock.advance(1000);
      await t.database.transaction((trx) =>
        applyLikesChange(trx, { studentId, subjectId, delta, reason }, t.clock.now().toISOString()),
      );
    }
  }

  beforeAll(async () => {
    const f = t.factories;
    [student, otherStudent, teacher, otherTeacher, admin] = await Promise.all([
      f.buildStudent({ subjects: [1, 2] }),
      f.buildStudent({ subjects: [1] }),
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildAdmin(),
    ]);
    await f.buildGroup({ teacher, students: [student] });
    await f.buildGroup({ teacher: otherTeacher, students: [otherStudent] });
    // A class the other teacher no longer has: a deleted class teaches no one.
    await f.buildGroup({ teacher: otherTeacher, students: [student], deleted: true });
    await change(student.id, 1, [5, 3, -4]);
    await change(student.id, 1, [2], 'shop-refund');
    await change(student.id, 2, [7]);
  });

  const read = (user: TestUser | null, studentId: number, query = 'subject_id=1') =>
    t.api('GET', `/api/students/${studentId}/likes?${query}`, user ? { token: user.token } : {});

  it('gives the student, their teacher and an admin the balance, totals and ledger of one subject', async () => {
    for (const reader of [student, teacher, admin]) {
      const history = dataOf(await read(reader, student.id), likesHistorySchema);
      expect(history).toMatchObject({ subject_id: 1, balance: 6, earned: 10, spent: 4, next_before: null });
      expect(history.items.map((item) => [item.reason, item.delta, item.balance_after])).toEqual([
        ['shop-refund', 2, 6],
        ['trainer', -4, 4],
        ['trainer', 3, 8],
        ['trainer', 5, 5],
      ]);
    }
  });

  it('keeps subjects apart', async () => {
    const history = dataOf(await read(student, student.id, 'subject_id=2'), likesHistorySchema);
    expect(history).toMatchObject({ balance: 7, earned: 7, spent: 0 });
    expect(history.items).toHaveLength(1);
  });

  it('answers an empty history for a subject with no likes yet', async () => {
    const history = dataOf(await read(student, student.id, 'subject_id=3'), likesHistorySchema);
    expect(history).toEqual({ subject_id: 3, balance: 0, earned: 0, spent: 0, items: [], next_before: null });
  });

  it('refuses another student, a teacher who does not teach them and anonymous callers', async () => {
    const foreign = await read(otherStudent, student.id);
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).code).toBe('FORBIDDEN');
    expect((await read(otherTeacher, student.id)).status).toBe(403);
    expect((await read(null, student.id)).status).toBe(401);
  });

  it('answers 404 to an admin asking about no student', async () => {
    expect((await read(admin, teacher.id)).status).toBe(404);
    expect((await read(admin, 999_999)).status).toBe(404);
  });

  it('refuses a missing or malformed subject with a field error', async () => {
    for (const query of ['', 'subject_id=abc', 'subject_id=1&before=0']) {
      const response = await read(student, student.id, query);
      expect(response.status, query).toBe(422);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('scrolls the ledger in steps of INFINITE_SCROLL_STEP, newest first, without gaps or repeats', async () => {
    const scroller = await t.factories.buildStudent({ subjects: [1] });
    await change(
      scroller.id,
      1,
      Array.from({ length: INFINITE_SCROLL_STEP + 3 }, () => 1),
    );
    const first = dataOf(await read(scroller, scroller.id), likesHistorySchema);
    expect(first.items).toHaveLength(INFINITE_SCROLL_STEP);
    expect(first.items[0]?.balance_after).toBe(INFINITE_SCROLL_STEP + 3);
    expect(first.next_before).toBe(first.items.at(-1)?.id);

    const second = dataOf(
      await read(scroller, scroller.id, `subject_id=1&before=${first.next_before}`),
      likesHistorySchema,
    );
    expect(second.items.map((item) => item.balance_after)).toEqual([3, 2, 1]);
    expect(second.next_before).toBeNull();
    expect(second).toMatchObject({ balance: INFINITE_SCROLL_STEP + 3, earned: INFINITE_SCROLL_STEP + 3 });
  });
});
