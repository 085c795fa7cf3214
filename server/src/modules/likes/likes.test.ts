import { channels } from '@umka/contracts/realtime';
import { expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { applyLikesChange, findBalance, findEarned } from './likes.repo.ts';

describeEachDatabase('likes ledger', (t) => {
  const ledger = (studentId: number) =>
    t.database.db
      .selectFrom('likes_ledger')
      .select(['subject_id', 'delta', 'balance_after', 'reason'])
      .where('student_id', '=', studentId)
      .orderBy('id')
      .execute();

  it('adds earned likes to the balance, writes a ledger row and tells the student after commit', async () => {
    const student = await t.factories.buildStudent();
    await t.services.likes.accrue({ studentId: student.id, subjectId: 2, delta: 3, reason: 'trainer' });
    const balance = await t.services.likes.accrue({ studentId: student.id, subjectId: 2, delta: 4, reason: 'trainer' });

    expect(balance).toBe(7);
    expect(await ledger(student.id)).toEqual([
      { subject_id: 2, delta: 3, balance_after: 3, reason: 'trainer' },
      { subject_id: 2, delta: 4, balance_after: 7, reason: 'trainer' },
    ]);
    expect(t.published.filter((m) => m.channel === channels.likes(student.id)).at(-1)).toEqual({
      channel: `users.${student.id}.likes`,
      event: 'accrual',
      data: { count: 4, subject_id: 2, balance: 7 },
    });
  });

  it('refuses to spend more than the balance and leaves no ledger row behind', async () => {
    const student = await t.factories.buildStudent({ likes: { 1: 5 } });
    const now = new Date().toISOString();
    const refused = await t.database.transaction((trx) =>
      applyLikesChange(trx, { studentId: student.id, subjectId: 1, delta: -6, reason: 'shop' }, now),
    );
    expect(refused).toBeNull();
    const spent = await t.database.transaction((trx) =>
      applyLikesChange(trx, { studentId: student.id, subjectId: 1, delta: -5, reason: 'shop' }, now),
    );
    expect(spent).toBe(0);
    expect((await ledger(student.id)).map((row) => row.delta)).toEqual([5, -5]);
  });

  it('keeps the likes ever earned beside the balance: spending lowers the balance only', async () => {
    const student = await t.factories.buildStudent({ likes: { 1: 7 } });
    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 3, reason: 'trainer' });
    await t.database.transaction((trx) =>
      t.services.likes.spendWithin(trx, { studentId: student.id, subjectId: 1, amount: 6, reason: 'shop' }),
    );
    expect(await findBalance(t.database.db, student.id, 1)).toBe(4);
    expect(await findEarned(t.database.db, student.id, 1)).toBe(10);
    expect(await findEarned(t.database.db, student.id, 2)).toBe(0);
  });

  it('keeps balance, ledger, earned likes and rating entry in step when earnings and spendings of one balance race', async () => {
    const student = await t.factories.buildStudent({ subjects: [1], likes: { 1: 3 } });
    const unenrolled = 2;
    const spend = () =>
      t.database
        .transaction((trx) =>
          t.services.likes.spendWithin(trx, { studentId: student.id, subjectId: 1, amount: 2, reason: 'shop' }),
        )
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.code === 'NOT_ENOUGH_LIKES') return false;
            throw error;
          },
        );
    const earn = (subjectId: number) =>
      t.services.likes.accrue({ studentId: student.id, subjectId, delta: 1, reason: 'trainer' }).then(() => null);

    const outcomes = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? spend() : earn(1))),
      ...Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? earn(1) : spend())),
      // The first earnings of a balance that has no row yet: one makes it, the others add to it.
      ...Array.from({ length: 6 }, () => earn(unenrolled)),
    ]);

    const spent = 2 * outcomes.filter((outcome) => outcome === true).length;
    expect(spent).toBeGreaterThan(0);
    expect(await findBalance(t.database.db, student.id, 1)).toBe(3 + 8 - spent);
    expect(await findEarned(t.database.db, student.id, 1)).toBe(3 + 8);
    expect(await findBalance(t.database.db, student.id, unenrolled)).toBe(6);
    expect(await findEarned(t.database.db, student.id, unenrolled)).toBe(6);
    const rows = await ledger(student.id);
    for (const subjectId of [1, unenrolled]) {
      const own = rows.filter((row) => row.subject_id === subjectId);
      expect(own.at(-1)?.balance_after).toBe(await findBalance(t.database.db, student.id, subjectId));
      // Each row's balance follows from the row before it: no change was lost or counted twice.
      own.reduce((before, row) => {
        expect(row.balance_after).toBe(before + row.delta);
        return row.balance_after;
      }, 0);
    }
    const entry = await t.database.db
      .selectFrom('likes_rating_entries')
      .select('value')
      .where('student_id', '=', student.id)
      .where('subject_id', '=', 1)
      .executeTakeFirst();
    expect(entry?.value).toBe(3 + 8);
  });

  it('has the database itself refuse a negative balance', async () => {
    const student = await t.factories.buildStudent({ likes: { 1: 1 } });
    await expect(
      t.database.db.updateTable('likes_balances').set({ balance: -1 }).where('student_id', '=', student.id).execute(),
    ).rejects.toThrow();
    expect(await findBalance(t.database.db, student.id, 1)).toBe(1);
  });

  it('refuses a zero or negative accrual', async () => {
    const student = await t.factories.buildStudent();
    await expect(
      t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 0, reason: 'x' }),
    ).rejects.toThrow(RangeError);
  });
});
