import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { daysAgo } from '../../test/trainer-history.ts';

/** Moves the day a student joined a class into the past. */
export async function joinedDaysAgo(t: TestContext, group: { id: number }, student: TestUser, days: number) {
  await t.database.db
    .updateTable('group_students')
    .set({ created_at: daysAgo(t, days).toISOString() })
    .where('group_id', '=', group.id)
    .where('student_id', '=', student.id)
    .execute();
}
