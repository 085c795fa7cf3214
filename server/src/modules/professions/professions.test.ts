import {
  fieldActivitySchema,
  PROFESSION_UPGRADED,
  studentFieldActivitySchema,
  subjectDataSchema,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { buildFieldActivity } from '../../test/profession-factories.ts';

const fieldActivityOrNull = studentFieldActivitySchema.nullable();

function upgradesOf(t: TestContext, student: TestUser) {
  return t.published.filter(
    (message) =>
      message.channel === channels.events(student.id) &&
      message.event === 'new' &&
      (message.data as { type?: string }).type === PROFESSION_UPGRADED,
  );
}

async function choose(t: TestContext, student: TestUser, fieldActivityId: number) {
  return t.api('POST', `/api/students/${student.id}/field-activity`, {
    token: student.token,
    body: { field_activity_id: fieldActivityId },
  });
}

async function levelOf(t: TestContext, student: TestUser): Promise<number | undefined> {
  const row = await t.database.db
    .selectFrom('student_field_activities')
    .select('level')
    .where('student_id', '=', student.id)
    .executeTakeFirst();
  return row?.level;
}

describeEachDatabase('professions', (t) => {
  it('lists the professions by position with their levels and workplace, and reads one', async () => {
    const later = await buildFieldActivity(t.database.db, { position: 2000, background: '/art/jobs/later.svg' });
    const earlier = await buildFieldActivity(t.database.db, { position: 1000, background: '/art/jobs/earlier.svg' });
    const student = await t.factories.buildStudent();

    const list = dataOf(
      await t.api('GET', '/api/field-activities', { token: student.token }),
      z.array(fieldActivitySchema),
    );
    const ours = list.filter((activity) => [later.id, earlier.id].includes(activity.id));
    expect(ours.map((activity) => activity.id)).toEqual([earlier.id, later.id]);

    const teacher = await t.factories.buildTeacher();
    const one = dataOf(
      await t.api('GET', `/api/field-activities/${later.id}`, { token: teacher.token }),
      fieldActivitySchema,
    );
    expect(one).toMatchObject({
      id: later.id,
      code: later.code,
      background: '/art/jobs/later.svg',
      location_id: later.location_id,
    });
    expect(one.levels.map((level) => [level.level, level.threshold, level.background])).toEqual([
      [1, 0, '/art/jobs/later.svg'],
      [2, 10, later.levels[1]?.background],
      [3, 30, '/art/jobs/later.svg'],
    ]);
    expect(one.levels[0]?.title['en-US']).toBe(later.levels[0]?.title_en);
  });

  it('gives a profession without a workplace no location and 404s an unknown one', async () => {
    const activity = await buildFieldActivity(t.database.db);
    await t.database.db.deleteFrom('locations').where('id', '=', activity.location_id).execute();
    const admin = await t.factories.buildAdmin();
    const read = dataOf(
      await t.api('GET', `/api/field-activities/${activity.id}`, { token: admin.token }),
      fieldActivitySchema,
    );
    expect(read.location_id).toBeNull();

    const missing = await t.api('GET', '/api/field-activities/999999', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
  });

  it('answers the anonymous 401 and keeps the student routes to the student', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent();
    const other = await t.factories.buildStudent();
    const teacher = await t.factories.buildTeacher();
    const admin = await t.factories.buildAdmin();
    const url = `/api/students/${student.id}/field-activity`;
    const body = { field_activity_id: activity.id };

    expect((await t.api('GET', '/api/field-activities')).status).toBe(401);
    expect((await t.api('GET', `/api/field-activities/${activity.id}`)).status).toBe(401);
    expect((await t.api('GET', url)).status).toBe(401);
    expect((await t.api('POST', url, { body })).status).toBe(401);
    for (const caller of [other, teacher, admin]) {
      expect((await t.api('GET', url, { token: caller.token })).status).toBe(403);
      expect((await t.api('POST', url, { token: caller.token, body })).status).toBe(403);
    }
    expect(await levelOf(t, student)).toBeUndefined();
  });

  it('chooses a profession at level 1 and reads it back', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent({ likes: { 1: 50 } });
    const url = `/api/students/${student.id}/field-activity`;
    expect(dataOf(await t.api('GET', url, { token: student.token }), fieldActivityOrNull)).toBeNull();

    const chosen = dataOf(await choose(t, student, activity.id), studentFieldActivitySchema);
    expect(chosen).toMatchObject({
      field_activity: { id: activity.id, location_id: activity.location_id },
      level: 1,
      level_title: { 'en-US': activity.levels[0]?.title_en },
      likes_earned: 0,
      next_threshold: 10,
    });
    expect(chosen.background).toBe(chosen.field_activity.background);
    expect(dataOf(await t.api('GET', url, { token: student.token }), fieldActivityOrNull)).toEqual(chosen);
  });

  it('refuses an unknown profession on its field and a missing one', async () => {
    const student = await t.factories.buildStudent();
    const unknown = await choose(t, student, 999999);
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).fields?.map((field) => field.field)).toEqual(['field_activity_id']);

    const missing = await t.api('POST', `/api/students/${student.id}/field-activity`, {
      token: student.token,
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(errorOf(missing).fields?.[0]).toMatchObject({ field: 'field_activity_id', code: 'NOTHING_SELECTED' });
  });

  it('refuses a student without an active subject 1', async () => {
    const activity = await buildFieldActivity(t.database.db);
    for (const student of [
      await t.factories.buildStudent({ subjects: [2, 3] }),
      await t.factories.buildStudent({ subjects: [2], blockedSubjects: [1] }),
    ]) {
      const refused = await choose(t, student, activity.id);
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('SUBJECT_NOT_ALLOWED');
      expect(await levelOf(t, student)).toBeUndefined();
    }
  });

  it('starts over at level 1 on a change and keeps what was bought', async () => {
    const first = await buildFieldActivity(t.database.db);
    const second = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent();
    dataOf(await choose(t, student, first.id), studentFieldActivitySchema);
    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 12, reason: 'test' });
    expect(await levelOf(t, student)).toBe(2);

    const now = new Date().toISOString();
    const thing = await t.database.db
      .insertInto('location_things')
      .values({
        location_id: first.location_id,
        title_ru: 'Стол',
        title_en: 'Desk',
        title_uk: 'Стіл',
        image: '/art/things/desk.svg',
        price: 3,
        width: 20,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bought = await t.database.db
      .insertInto('student_things')
      .values({
        student_id: student.id,
        subject_id: 1,
        thing_id: thing.id,
        location_id: first.location_id,
        group_id: null,
        price_paid: 3,
        x: 50,
        y: 50,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const changed = dataOf(await choose(t, student, second.id), studentFieldActivitySchema);
    expect(changed).toMatchObject({ field_activity: { id: second.id }, level: 1, likes_earned: 0 });
    const kept = await t.database.db
      .selectFrom('student_things')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    expect(kept).toEqual([{ id: bought.id }]);

    // Likes earned for the first profession no longer count: the new one needs its own 10.
    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 5, reason: 'test' });
    expect(await levelOf(t, student)).toBe(1);
  });

  it('levels up once per threshold crossed, from likes earned in subject 1 after choosing', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent({ likes: { 1: 40 } });
    dataOf(await choose(t, student, activity.id), studentFieldActivitySchema);

    await t.services.likes.accrue({ studentId: student.id, subjectId: 2, delta: 40, reason: 'test' });
    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 9, reason: 'test' });
    expect(await levelOf(t, student)).toBe(1);
    expect(upgradesOf(t, student)).toEqual([]);

    // Spending does not undo progress toward a level.
    await t.database.transaction((trx) =>
      t.services.likes.spendWithin(trx, { studentId: student.id, subjectId: 1, amount: 20, reason: 'shop' }),
    );
    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 1, reason: 'test' });
    expect(await levelOf(t, student)).toBe(2);
    expect(upgradesOf(t, student)).toEqual([
      {
        channel: channels.events(student.id),
        event: 'new',
        data: { type: PROFESSION_UPGRADED, data: { field_activity_id: activity.id, level: 2 } },
      },
    ]);

    const read = dataOf(
      await t.api('GET', `/api/students/${student.id}/field-activity`, { token: student.token }),
      studentFieldActivitySchema,
    );
    expect(read).toMatchObject({
      level: 2,
      likes_earned: 10,
      next_threshold: 30,
      background: activity.levels[1]?.background,
    });
  });

  it('announces a level exactly once when several accruals race past its threshold', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent();
    dataOf(await choose(t, student, activity.id), studentFieldActivitySchema);

    await Promise.all(
      Array.from({ length: 6 }, () =>
        t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 3, reason: 'test' }),
      ),
    );
    expect(await levelOf(t, student)).toBe(2);
    expect(upgradesOf(t, student).map((message) => message.data)).toEqual([
      { type: PROFESSION_UPGRADED, data: { field_activity_id: activity.id, level: 2 } },
    ]);
  });

  it('raises the level in one listener only when the listeners of committed likes run side by side', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent();
    dataOf(await choose(t, student, activity.id), studentFieldActivitySchema);
    const entry = { studentId: student.id, subjectId: 1, delta: 12, reason: 'test' };
    // Committed without announcing, so every listener below reads level 1 before any of them writes.
    await t.database.transaction((trx) => t.services.likes.accrueWithin(trx, entry));

    await Promise.all(Array.from({ length: 5 }, () => t.services.professions.levelUpAfter(entry)));
    expect(await levelOf(t, student)).toBe(2);
    expect(upgradesOf(t, student)).toHaveLength(1);
  });

  it('jumps straight to the highest level reached by one accrual', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent();
    dataOf(await choose(t, student, activity.id), studentFieldActivitySchema);

    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 35, reason: 'test' });
    expect(await levelOf(t, student)).toBe(3);
    expect(upgradesOf(t, student).map((message) => message.data)).toEqual([
      { type: PROFESSION_UPGRADED, data: { field_activity_id: activity.id, level: 3 } },
    ]);
    const read = dataOf(
      await t.api('GET', `/api/students/${student.id}/field-activity`, { token: student.token }),
      studentFieldActivitySchema,
    );
    expect(read.next_threshold).toBeNull();
  });

  it('carries the profession in the data of subject 1 only', async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent({ subjects: [1, 2] });
    const subjectData = async (subjectId: number) =>
      dataOf(
        await t.api('GET', `/api/students/${student.id}/subjects/${subjectId}`, { token: student.token }),
        subjectDataSchema,
      );
    expect((await subjectData(1)).profession).toBeNull();

    dataOf(await choose(t, student, activity.id), studentFieldActivitySchema);
    await t.services.likes.accrue({ studentId: student.id, subjectId: 1, delta: 10, reason: 'test' });
    const fieldActivity = dataOf(
      await t.api('GET', `/api/field-activities/${activity.id}`, { token: student.token }),
      fieldActivitySchema,
    );
    expect((await subjectData(1)).profession).toEqual({
      id: activity.id,
      level: 2,
      title: fieldActivity.title,
      background: activity.levels[1]?.background,
    });
    expect((await subjectData(2)).profession).toBeNull();
  });
});
