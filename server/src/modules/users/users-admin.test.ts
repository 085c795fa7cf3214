import { idResultSchema, meSchema, teacherSubjectsSchema, userListSchema, userResultSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('users managed by an admin', (t) => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await t.factories.buildAdmin();
  });

  const newUser = (overrides: Record<string, unknown>) => ({
    first_name: 'Olga',
    last_name: 'Teach',
    email: `u-${Math.random().toString(36).slice(2)}@test.example`,
    ...overrides,
  });

  it('finds users by part of the name or email, case-insensitively, and pages the result', async () => {
    const marker = `zq${Math.random().toString(36).slice(2, 7)}`;
    for (const first of ['Ann', 'Bob', 'Cid']) {
      await t.api('POST', '/api/users', {
        token: admin.token,
        body: newUser({ role_id: 3, first_name: first, last_name: `${marker}son`, password: 'abcd' }),
      });
    }
    const page1 = dataOf(
      await t.api('GET', `/api/users?search=${marker.toUpperCase()}&per_page=2`, { token: admin.token }),
      userListSchema,
    );
    expect(page1).toMatchObject({ total: 3, page: 1, per_page: 2, last_page: 2 });
    expect(page1.items).toHaveLength(2);
    const page2 = dataOf(
      await t.api('GET', `/api/users?search=${marker}&per_page=2&page=2`, { token: admin.token }),
      userListSchema,
    );
    expect(page2.items.map((u) => u.first_name)).toEqual(['Ann']);

    const byFullName = dataOf(
      await t.api('GET', `/api/users?search=bob ${marker}`, { token: admin.token }),
      userListSchema,
    );
    expect(byFullName.items.map((u) => u.first_name)).toEqual(['Bob']);
  });

  it('takes % and _ in a search literally', async () => {
    const list = dataOf(await t.api('GET', '/api/users?search=%25', { token: admin.token }), userListSchema);
    expect(list.total).toBe(0);
  });

  it('filters by role and by activity', async () => {
    const blocked = await t.factories.buildTeacher({ active: false });
    const teachers = dataOf(
      await t.api('GET', '/api/users?role_id=2&per_page=100', { token: admin.token }),
      userListSchema,
    );
    expect(teachers.items.every((u) => u.role_id === 2)).toBe(true);
    const inactive = dataOf(
      await t.api('GET', '/api/users?role_id=2&is_active=false&per_page=100', { token: admin.token }),
      userListSchema,
    );
    expect(inactive.items.map((u) => u.id)).toContain(blocked.id);
    expect(inactive.items.every((u) => !u.is_active)).toBe(true);
  });

  it('creates a teacher only with a strong password', async () => {
    const tooShort = await t.api('POST', '/api/users', {
      token: admin.token,
      body: newUser({ role_id: 2, password: 'abc123' }),
    });
    expect(errorOf(tooShort).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
    const common = await t.api('POST', '/api/users', {
      token: admin.token,
      body: newUser({ role_id: 2, password: 'qwerty123456' }),
    });
    expect(errorOf(common).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_COMMON' });

    const created = await t.api('POST', '/api/users', {
      token: admin.token,
      body: newUser({ role_id: 2, password: 'blue-river-stones', subject_ids: [1] }),
    });
    expect(created.status).toBe(201);
    const { user } = dataOf(created, userResultSchema);
    expect(user.role_id).toBe(2);
    const groups = await t.api('GET', `/api/teachers/${user.id}/groups`, { token: admin.token });
    expect(groups.status).toBe(200);
  });

  it('creates a teacher teaching the subjects chosen, and refuses a teacher with none or an unknown one', async () => {
    const created = await t.api('POST', '/api/users', {
      token: admin.token,
      body: newUser({ role_id: 2, password: 'blue-river-stones', subject_ids: [3, 1] }),
    });
    const { user } = dataOf(created, userResultSchema);
    const subjects = await t.api('GET', `/api/teachers/${user.id}/subjects`, { token: admin.token });
    expect(dataOf(subjects, teacherSubjectsSchema)).toEqual({ subject_ids: [1, 3] });

    for (const [subject_ids, code] of [
      [undefined, 'NOTHING_SELECTED'],
      [[], 'NOTHING_SELECTED'],
      [[999], 'FIELD_INVALID'],
    ] as const) {
      const refused = await t.api('POST', '/api/users', {
        token: admin.token,
        body: newUser({ role_id: 2, password: 'blue-river-stones', subject_ids }),
      });
      expect(refused.status, JSON.stringify(subject_ids)).toBe(422);
      expect(errorOf(refused).fields?.[0]).toMatchObject({ field: 'subject_ids', code });
    }
  });

  it('creates a student enrolled in the given subjects', async () => {
    const created = await t.api('POST', '/api/users', {
      token: admin.token,
      body: newUser({ role_id: 3, password: 'abcd', subject_ids: [2, 8] }),
    });
    const { user } = dataOf(created, userResultSchema);
    const login = await t.api('POST', '/api/login', { body: { email: user.email, password: 'abcd' } });
    const me = dataOf(await t.api('GET', '/api/me', { token: String(login.headers['jwt-token']) }), meSchema);
    expect(me.student?.subjects.map((s) => s.id)).toEqual([2, 8]);
  });

  it('answers 404 for a user that does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/999999'],
      ['DELETE', '/api/users/999999'],
    ] as const) {
      const response = await t.api(method, url, { token: admin.token });
      expect(response.status, url).toBe(404);
    }
    const activity = await t.api('PATCH', '/api/users/999999/activity', {
      token: admin.token,
      body: { is_active: false },
    });
    expect(activity.status).toBe(404);
  });

  it('deletes a student, who can then no longer log in', async () => {
    const student = await t.factories.buildStudent({ likes: { 1: 3 } });
    const response = await t.api('DELETE', `/api/users/${student.id}`, { token: admin.token });
    expect(dataOf(response, idResultSchema)).toEqual({ id: student.id });
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(401);
    expect((await t.api('GET', `/api/users/${student.id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses to delete a teacher who still has classes', async () => {
    const teacher = await t.factories.buildTeacher();
    await t.factories.buildGroup({ teacher });
    const response = await t.api('DELETE', `/api/users/${teacher.id}`, { token: admin.token });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('TEACHER_HAS_GROUPS');
    expect((await t.api('GET', `/api/users/${teacher.id}`, { token: admin.token })).status).toBe(200);
  });

  it('does not let admins block or delete themselves', async () => {
    const block = await t.api('PATCH', `/api/users/${admin.id}/activity`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(block.status).toBe(403);
    expect((await t.api('DELETE', `/api/users/${admin.id}`, { token: admin.token })).status).toBe(403);
    expect((await t.api('GET', '/api/me', { token: admin.token })).status).toBe(200);
  });

  it("closes a blocked or deleted user's sockets but not those of a user who is unblocked", async () => {
    const blocked = await t.factories.buildStudent();
    const deleted = await t.factories.buildStudent();
    const unblocked = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${blocked.id}/activity`, { token: admin.token, body: { is_active: false } });
    await t.api('DELETE', `/api/users/${deleted.id}`, { token: admin.token });
    await t.api('PATCH', `/api/users/${unblocked.id}/activity`, { token: admin.token, body: { is_active: true } });
    expect(t.disconnected).toContain(blocked.id);
    expect(t.disconnected).toContain(deleted.id);
    expect(t.disconnected).not.toContain(unblocked.id);
  });

  it('writes who did what to the audit log', async () => {
    const student = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['user_id', 'action'])
      .where('target_id', '=', student.id)
      .execute();
    expect(rows).toContainEqual({ user_id: admin.id, action: 'user.block' });
  });
});
