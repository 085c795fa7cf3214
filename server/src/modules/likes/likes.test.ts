import { channels } from '@umka/contracts/realtime';
import { expect, it } from 'vitest';
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
