import {
  adminTeacherCreatedSchema,
  adminTeacherDetailSchema,
  adminTeacherListSchema,
  loginResultSchema,
} from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { createTeacherThroughApi, latestAudit, TEACHER_PASSWORD } from './admin-teachers.fixture.ts';

describeEachDatabase('admin teachers', (t) => {
  const list = async (token: string, query: string) =>
    dataOf(await t.api('GET', `/api/admin/teachers?${query}`, { token }), adminTeacherListSchema);

  it('lists teachers with their class and student counts, filtered by name, subject and activity', async () => {
    const admin = await t.factories.buildAdmin();
    const busy = await createTeacherThroughApi(t, admin, { last_name: 'Зорина', tag: 'Щъ', subject_ids: [1, 2] });
    const idle = await createTeacherThroughApi(t, admin, { last_name: 'Азарова', tag: 'Щъ', subject_ids: [3] });
    const students = await Promise.all([1, 2, 3].map(() => t.factories.buildStudent()));
    const teacher = { ...busy, role_id: 2 as const, token: '', password: TEACHER_PASSWORD };
    await t.factories.buildGroup({ teacher, students: students.slice(0, 2) });
    await t.factories.buildGroup({ teacher, students: students.slice(1), subjectId: 2 });
    await t.factories.buildGroup({ teacher, students, deleted: true });
    await t.api('PATCH', `/api/admin/teachers/${idle.id}/activity`, { token: admin.token, body: { is_active: false } });

    const found = await list(admin.token, `search=${encodeURIComponent('щЪ')}`);
    expect(found.items.map((item) => [item.id, item.classes_count, item.students_count])).toEqual([
      [idle.id, 0, 0],
      [busy.id, 2, 3],
    ]);
    expect(found.total).toBe(2);

    const byStudents = await list(admin.token, 'search=%D1%89%D1%8A&sort=students_count&order=desc');
    expect(byStudents.items.map((item) => item.id)).toEqual([busy.id, idle.id]);
    expect((await list(admin.token, 'search=%D1%89%D1%8A&subject_id=3')).items.map((i) => i.id)).toEqual([idle.id]);
    expect((await list(admin.token, 'search=%D1%89%D1%8A&is_active=false')).items.map((i) => i.id)).toEqual([idle.id]);
    const secondPage = await list(admin.token, 'search=%D1%89%D1%8A&per_page=1&page=2');
    expect([secondPage.items.map((i) => i.id), secondPage.last_page]).toEqual([[busy.id], 2]);
  });

  it('creates a teacher with subjects who can log in, and records it in the audit log without the password', async () => {
    const admin = await t.factories.buildAdmin();
    const created = await createTeacherThroughApi(t, admin, { subject_ids: [8, 1, 1] });
    expect(created).toMatchObject({ subject_ids: [1, 8], is_active: true, classes_count: 0 });

    const login = await t.api('POST', '/api/login', { body: { email: created.email, password: TEACHER_PASSWORD } });
    expect(dataOf(login, loginResultSchema).user.role_id).toBe(2);
    const audit = await latestAudit(t, 'teacher.create');
    expect(audit).toMatchObject({ user_id: admin.id, target_id: created.id });
    expect(audit?.meta.after).toMatchObject({ email: created.email, subject_ids: [8, 1] });
    expect(JSON.stringify(audit?.meta)).not.toContain(TEACHER_PASSWORD);
  });

  it('generates a strong password for a blank one on create and answers it once, the teacher logging in with it', async () => {
    const admin = await t.factories.buildAdmin();
    const body = { first_name: 'Вера', last_name: 'Новикова', phone: '+7 900 000 00 01', subject_ids: [1] };
    for (const password of ['', '   ', undefined]) {
      const email = `t-${Math.random().toString(36).slice(2)}@test.example`;
      const response = await t.api('POST', '/api/admin/teachers', {
        token: admin.token,
        body: { ...body, email, ...(password === undefined ? {} : { password }) },
      });
      expect(response.status, response.raw).toBe(201);
      const created = dataOf(response, adminTeacherCreatedSchema);
      const generated = created.generated_password ?? '';
      expect(generated).toMatch(/^[a-z]{16}\d{2}$/);
      expect((await t.api('POST', '/api/login', { body: { email, password: generated } })).status).toBe(200);
      const again = await t.api('GET', `/api/admin/teachers/${created.teacher.id}`, { token: admin.token });
      expect(again.raw).not.toContain(generated);
      expect(JSON.stringify((await latestAudit(t, 'teacher.create'))?.meta)).not.toContain(generated);
    }
    const typed = await t.api('POST', '/api/admin/teachers', {
      token: admin.token,
      body: { ...body, email: `t-${Math.random().toString(36).slice(2)}@test.example`, password: TEACHER_PASSWORD },
    });
    expect(dataOf(typed, adminTeacherCreatedSchema).generated_password).toBeNull();
  });

  it('refuses bad input with a code per field', async () => {
    const admin = await t.factories.buildAdmin();
    const response = await t.api('POST', '/api/admin/teachers', {
      token: admin.token,
      body: { first_name: ' ', last_name: '', email: 'nope', phone: '', password: '', subject_ids: [] },
    });
    expect(response.status).toBe(422);
    // The first code of each field: an empty phone is also not a valid one, but "enter phone number" leads.
    const codes: Record<string, string> = {};
    for (const field of errorOf(response).fields ?? []) codes[field.field] ??= field.code;
    expect(codes).toEqual({
      first_name: 'FIRST_NAME_REQUIRED',
      last_name: 'LAST_NAME_REQUIRED',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_REQUIRED',
      subject_ids: 'NOTHING_SELECTED',
    });

    const weak = await t.api('POST', '/api/admin/teachers', {
      token: admin.token,
      body: {
        first_name: 'А',
        last_name: 'Б',
        email: 'weak@test.example',
        phone: '+7 900',
        password: 'abcd',
        subject_ids: [1],
      },
    });
    expect(errorOf(weak).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
    const existing = await t.factories.buildTeacher();
    const taken = await t.api('PATCH', `/api/admin/teachers/${existing.id}`, {
      token: admin.token,
      body: { email: admin.email },
    });
    expect([taken.status, errorOf(taken).fields?.[0]?.field]).toEqual([409, 'email']);
  });

  it('keeps the old password when the edit leaves it blank, and audits only the changed fields', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await createTeacherThroughApi(t, admin);
    const response = await t.api('PATCH', `/api/admin/teachers/${teacher.id}`, {
      token: admin.token,
      body: { first_name: 'Вера', last_name: teacher.last_name, password: '', subject_ids: [1, 2] },
    });
    expect(dataOf(response, adminTeacherDetailSchema).teacher).toMatchObject({
      first_name: 'Вера',
      subject_ids: [1, 2],
    });

    const login = await t.api('POST', '/api/login', { body: { email: teacher.email, password: TEACHER_PASSWORD } });
    expect(login.status).toBe(200);
    expect((await latestAudit(t, 'teacher.update'))?.meta).toEqual({
      before: { first_name: 'Нина', subject_ids: [1] },
      after: { first_name: 'Вера', subject_ids: [1, 2] },
    });
  });

  it('replaces the password when one is given, ending the sessions of the old one', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PATCH', `/api/admin/teachers/${teacher.id}`, {
      token: admin.token,
      body: { password: 'amber-lantern-77' },
    });
    expect(response.status).toBe(200);
    expect((await t.api('GET', '/api/me', { token: teacher.token })).status).toBe(401);
    const oldLogin = await t.api('POST', '/api/login', { body: { email: teacher.email, password: teacher.password } });
    expect(oldLogin.status).not.toBe(200);
    expect((await latestAudit(t, 'teacher.update'))?.meta).toEqual({
      before: { password: '•••' },
      after: { password: '•••' },
    });
  });

  it('ends the sessions of a blocked teacher at once and lets them in again only with a new login', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    expect((await t.api('GET', '/api/me', { token: teacher.token })).status).toBe(200);

    const blocked = await t.api('PATCH', `/api/admin/teachers/${teacher.id}/activity`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(dataOf(blocked, adminTeacherDetailSchema).teacher.is_active).toBe(false);
    expect((await t.api('GET', '/api/me', { token: teacher.token })).status).toBe(401);
    expect(t.disconnected).toContain(teacher.id);
    const refused = await t.api('POST', '/api/login', { body: { email: teacher.email, password: teacher.password } });
    expect(refused.status).toBe(403);
    expect((await latestAudit(t, 'teacher.block'))?.meta).toEqual({
      before: { is_active: true },
      after: { is_active: false },
    });

    await t.api('PATCH', `/api/admin/teachers/${teacher.id}/activity`, {
      token: admin.token,
      body: { is_active: true },
    });
    expect((await t.api('GET', '/api/me', { token: teacher.token })).status).toBe(401);
    const login = await t.api('POST', '/api/login', { body: { email: teacher.email, password: teacher.password } });
    expect(login.status).toBe(200);
  });

  it("shows a teacher's classes with student counts and the students in them, and 404 for a non-teacher", async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent();
    const group = await t.factories.buildGroup({ teacher, students: [student], title: '3 «В»' });
    await t.factories.buildGroup({ teacher, deleted: true });

    const detail = dataOf(
      await t.api('GET', `/api/admin/teachers/${teacher.id}`, { token: admin.token }),
      adminTeacherDetailSchema,
    );
    expect(detail.classes).toEqual([{ id: group.id, title: '3 «В»', subject_id: 1, students_count: 1 }]);
    expect(detail.students).toEqual([
      {
        id: student.id,
        name: `${student.first_name} ${student.last_name}`,
        email: student.email,
        group_id: group.id,
        group_title: '3 «В»',
      },
    ]);
    expect((await t.api('GET', `/api/admin/teachers/${student.id}`, { token: admin.token })).status).toBe(404);
  });
});
