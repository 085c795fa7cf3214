import { auditLogEntrySchema, paginated, subjectSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

/** Every subject has something to do since the courses (11) landed; an admin can still close one and open it again. */
const ONLINE_COURSES = 11;

describeEachDatabase('subjects open to students', (t) => {
  const listed = async () => dataOf(await t.api('GET', '/api/subjects'), subjectSchema.array());
  const register = (subjectIds: number[]) =>
    t.api('POST', '/api/register', {
      body: {
        first_name: 'Оля',
        last_name: 'Новикова',
        email: `olya-${Math.random().toString(36).slice(2)}@test.example`,
        password: 'abcd',
        subject_ids: subjectIds,
      },
    });
  const setOpen = async (isOpen: boolean) => {
    const admin = await t.factories.buildAdmin();
    const response = await t.api('PATCH', `/api/subjects/${ONLINE_COURSES}`, {
      token: admin.token,
      body: { is_open: isOpen },
    });
    expect(dataOf(response, subjectSchema)).toMatchObject({ id: ONLINE_COURSES, is_open: isOpen });
    return admin;
  };

  it('starts with every subject open, each having something to do', async () => {
    const open = (await listed()).filter((subject) => subject.is_open).map((subject) => subject.main_id);
    expect(open).toEqual(expect.arrayContaining([1, 2, 3, 8, 9, 10, ONLINE_COURSES]));
  });

  it('refuses registration into a closed subject with a field error, and creates no account', async () => {
    await setOpen(false);
    try {
      const response = await register([1, ONLINE_COURSES]);
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.[0]).toMatchObject({ field: 'subject_ids', code: 'SUBJECT_CLOSED' });
    } finally {
      await setOpen(true);
    }
  });

  it('lets an admin close a subject, after which nobody registers into it, and open it again', async () => {
    const admin = await setOpen(false);
    expect((await listed()).find((subject) => subject.id === ONLINE_COURSES)?.is_open).toBe(false);
    expect((await register([ONLINE_COURSES])).status).toBe(422);

    await t.api('PATCH', `/api/subjects/${ONLINE_COURSES}`, { token: admin.token, body: { is_open: true } });
    expect((await register([ONLINE_COURSES])).status).toBe(201);

    const logs = dataOf(
      await t.api('GET', '/api/admin/logs?per_page=5', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    const ofSubjects = logs.items.filter((entry) => entry.target_type === 'subject' && entry.user_id === admin.id);
    expect(ofSubjects.map((entry) => [entry.action, entry.target_type, entry.target_id])).toEqual([
      ['subject.open', 'subject', ONLINE_COURSES],
      ['subject.close', 'subject', ONLINE_COURSES],
    ]);
  });

  it('answers 404 for a subject that does not exist and 422 for a body without a yes or no', async () => {
    const admin = await t.factories.buildAdmin();
    expect((await t.api('PATCH', '/api/subjects/999', { token: admin.token, body: { is_open: true } })).status).toBe(
      404,
    );
    const bad = await t.api('PATCH', `/api/subjects/${ONLINE_COURSES}`, {
      token: admin.token,
      body: { is_open: 'yes' },
    });
    expect(bad.status).toBe(422);
  });
});
