import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { down, up } from './migrations/202611251100_teacher_subjects.ts';

describeEachDatabase('teacher subjects migration', (t) => {
  it("gives every existing teacher the subjects of their classes, a deleted class's included", async () => {
    const db = t.database.db;
    const runner = db as unknown as Kysely<unknown>;
    const [runsClasses, newcomer] = [await t.factories.buildTeacher(), await t.factories.buildTeacher()];
    await down(runner);

    const now = t.clock.now().toISOString();
    const group = (subject_id: number, deleted: boolean) => ({
      title: `Class ${subject_id}`,
      subject_id,
      teacher_id: runsClasses.id,
      message: null,
      deleted_at: deleted ? now : null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('groups')
      .values([group(1, false), group(1, false), group(3, true)])
      .execute();
    await up(runner);

    const rows = await db
      .selectFrom('teacher_subjects')
      .select(['teacher_id', 'subject_id'])
      .where('teacher_id', 'in', [runsClasses.id, newcomer.id])
      .orderBy('teacher_id')
      .orderBy('subject_id')
      .execute();
    expect(rows).toEqual([
      { teacher_id: runsClasses.id, subject_id: 1 },
      { teacher_id: runsClasses.id, subject_id: 3 },
    ]);
  });
});
