import { adminStudentCreatedSchema, adminStudentDetailSchema, adminStudentListSchema } from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('students managed by an admin', (t) => {
  let admin: TestUser;
  let teacher: TestUser;

  beforeAll(async () => {
    admin = await t.factories.buildAdmin();
    teacher = await t.factories.buildTeacher({ subjects: [1, 2] });
  });

  const marker = () => `zq${Math.random().toString(36).slice(2, 8)}`;
  const form = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Anna',
    last_name: marker(),
    email: `s-${Math.random().toString(36).slice(2)}@test.example`,
    phone: '+380 50 123 45 67',
    timezone: 'Europe/Kyiv',
    birth_date: '2015-04-02',
    password: 'abcd',
    subjects: [],
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}) {
    const response = await t.api('POST', '/api/admin/students', { token: admin.token, body: form(overrides) });
    expect(response.status).toBe(201);
    return dataOf(response, adminStudentDetailSchema);
  }

  async function list(query: string) {
    return dataOf(await t.api('GET', `/api/admin/students?${query}`, { token: admin.token }), adminStudentListSchema);
  }

  describe('the list', () => {
    it('finds students by name, email and phone, and pages them sorted by name', async () => {
      const family = marker();
      const group = await t.factories.buildGroup({ teacher, subjectId: 1 });
      for (const first of ['Cid', 'Ann', 'Bob']) {
        await create({
          first_name: first,
          last_name: family,
          subjects: [{ subject_id: 1, status: 'active', group_id: group.id }],
        });
      }
      const page1 = await list(`search=${family.toUpperCase()}&per_page=2`);
      expect(page1).toMatchObject({ total: 3, page: 1, per_page: 2, last_page: 2 });
      expect(page1.items.map((s) => s.first_name)).toEqual(['Ann', 'Bob']);
      expect(page1.items[0]?.subjects).toEqual([
        {
          subject_id: 1,
          status: 'active',
          group: { id: group.id, title: group.title },
          teacher: { id: teacher.id, name: `${teacher.first_name} ${teacher.last_name}` },
        },
      ]);
      const page2 = await list(`search=${family}&per_page=2&page=2`);
      expect(page2.items.map((s) => s.first_name)).toEqual(['Cid']);
      const descending = await list(`search=${family}&sort=name&order=desc`);
      expect(descending.items.map((s) => s.first_name)).toEqual(['Cid', 'Bob', 'Ann']);

      const byEmail = await create({ email: `${family}-mail@test.example` });
      expect((await list(`search=${family}-MAIL`)).items.map((s) => s.id)).toEqual([byEmail.id]);
      const byPhone = await create({ phone: '+7 999 5550199' });
      expect((await list('search=999 5550199')).items.map((s) => s.id)).toEqual([byPhone.id]);
    });

    it('finds a Cyrillic name typed as it is written on both databases', async () => {
      const family = `Ёжиков${marker()}`;
      const student = await create({ first_name: 'Иван', last_name: family });
      expect((await list(`search=${encodeURIComponent(`Иван ${family}`)}`)).items.map((s) => s.id)).toEqual([
        student.id,
      ]);
    });

    it('filters by subject, class, teacher, status in the subject, account activity and no class yet', async () => {
      const family = marker();
      const other = await t.factories.buildTeacher({ subjects: [1] });
      const mathA = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const mathB = await t.factories.buildGroup({ teacher: other, subjectId: 1 });
      const placedA = await create({
        last_name: family,
        subjects: [{ subject_id: 1, status: 'active', group_id: mathA.id }],
      });
      const placedB = await create({
        last_name: family,
        subjects: [
          { subject_id: 1, status: 'blocked', group_id: mathB.id },
          { subject_id: 2, status: 'active', group_id: null },
        ],
      });
      const waiting = await create({
        last_name: family,
        subjects: [{ subject_id: 1, status: 'active', group_id: null }],
      });
      const ids = (page: { items: { id: number }[] }) => page.items.map((s) => s.id).sort((a, b) => a - b);
      const q = (filter: string) => list(`search=${family}&${filter}`);

      expect(ids(await q('subject_id=2'))).toEqual([placedB.id]);
      expect(ids(await q(`group_id=${mathA.id}`))).toEqual([placedA.id]);
      expect(ids(await q(`teacher_id=${other.id}`))).toEqual([placedB.id]);
      expect(ids(await q(`teacher_id=${other.id}&subject_id=2`))).toEqual([]);
      expect(ids(await q('subject_id=1&status=blocked'))).toEqual([placedB.id]);
      expect(ids(await q('subject_id=1&status=active'))).toEqual([placedA.id, waiting.id]);
      expect(ids(await q('subject_id=1&no_class=true'))).toEqual([waiting.id]);
      expect(ids(await q('no_class=true'))).toEqual([placedB.id, waiting.id]);

      await t.api('POST', '/api/admin/students/activity', {
        token: admin.token,
        body: { student_ids: [waiting.id], subject_id: null, active: false },
      });
      expect(ids(await q('status=blocked'))).toEqual([waiting.id]);
      expect(ids(await q('status=active'))).toEqual([placedA.id, placedB.id]);
    });

    it('sorts by birth date with unknown dates last, and by creation date', async () => {
      const family = marker();
      const late = await create({ last_name: family, birth_date: '2016-01-01' });
      t.clock.advance(1000);
      const unknown = await create({ last_name: family, birth_date: null });
      t.clock.advance(1000);
      const early = await create({ last_name: family, birth_date: '2012-01-01' });
      expect((await list(`search=${family}&sort=birth_date`)).items.map((s) => s.id)).toEqual([
        early.id,
        late.id,
        unknown.id,
      ]);
      expect((await list(`search=${family}&sort=birth_date&order=desc`)).items.map((s) => s.id)).toEqual([
        late.id,
        early.id,
        unknown.id,
      ]);
      expect((await list(`search=${family}&sort=created_at&order=desc`)).items.map((s) => s.id)).toEqual([
        early.id,
        unknown.id,
        late.id,
      ]);
    });

    it('refuses a bad filter with a field error', async () => {
      const response = await t.api('GET', '/api/admin/students?sort=password&subject_id=x', { token: admin.token });
      expect(response.status).toBe(422);
      expect(
        errorOf(response)
          .fields?.map((f) => [f.field, f.code])
          .sort(),
      ).toEqual([
        ['sort', 'FIELD_INVALID'],
        ['subject_id', 'FIELD_INVALID'],
      ]);
    });
  });

  describe('the form', () => {
    it('creates a student with their subjects and class in one go, audited', async () => {
      const group = await t.factories.buildGroup({ teacher, subjectId: 2 });
      const student = await create({
        subjects: [
          { subject_id: 2, status: 'active', group_id: group.id },
          { subject_id: 1, status: 'blocked', group_id: null },
        ],
      });
      expect(student).toMatchObject({ timezone: 'Europe/Kyiv', birth_date: '2015-04-02', is_active: true });
      expect(student.subjects).toEqual([
        { subject_id: 1, status: 'blocked', group: null, teacher: null, course: null },
        {
          subject_id: 2,
          status: 'active',
          group: { id: group.id, title: group.title },
          teacher: { id: teacher.id, name: `${teacher.first_name} ${teacher.last_name}` },
          course: null,
        },
      ]);
      const login = await t.api('POST', '/api/login', { body: { email: student.email, password: 'abcd' } });
      expect(login.status).toBe(200);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'student.create')
        .where('target_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(audit.user_id).toBe(admin.id);
    });

    it('generates a password for a blank one on create and answers it once, the student logging in with it', async () => {
      const response = await t.api('POST', '/api/admin/students', {
        token: admin.token,
        body: form({ password: ' ' }),
      });
      expect(response.status).toBe(201);
      const created = dataOf(response, adminStudentCreatedSchema);
      const password = created.generated_password ?? '';
      expect(password).toMatch(/^[a-z]{8}\d{2}$/);
      const login = await t.api('POST', '/api/login', { body: { email: created.email, password } });
      expect(login.status).toBe(200);

      const again = await t.api('GET', `/api/admin/students/${created.id}`, { token: admin.token });
      expect(again.raw).not.toContain(password);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('meta')
        .where('action', '=', 'student.create')
        .where('target_id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(audit.meta)).not.toContain(password);
      const typed = await t.api('POST', '/api/admin/students', { token: admin.token, body: form() });
      expect(dataOf(typed, adminStudentCreatedSchema).generated_password).toBeNull();
    });

    it('names each bad field of the form', async () => {
      const mathClass = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const response = await t.api('POST', '/api/admin/students', {
        token: admin.token,
        body: form({ first_name: '', email: 'nope', timezone: 'Mars/Olympus', birth_date: '2015-13-40' }),
      });
      expect(response.status).toBe(422);
      expect(
        errorOf(response)
          .fields?.map((f) => [f.field, f.code])
          .sort(),
      ).toEqual([
        ['birth_date', 'DATE_INVALID'],
        ['email', 'EMAIL_INVALID'],
        ['first_name', 'FIRST_NAME_REQUIRED'],
        ['timezone', 'FIELD_INVALID'],
      ]);
      const rows = await t.api('POST', '/api/admin/students', {
        token: admin.token,
        body: form({
          subjects: [
            { subject_id: 2, status: 'active', group_id: mathClass.id },
            { subject_id: 999, status: 'active', group_id: null },
          ],
        }),
      });
      expect(rows.status).toBe(422);
      expect(errorOf(rows).fields?.map((f) => [f.field, f.code])).toEqual([
        ['subjects.0.group_id', 'GROUP_SUBJECT_MISMATCH'],
        ['subjects.1.subject_id', 'FIELD_INVALID'],
      ]);
    });

    it('keeps the old password when the field is left blank, and replaces it otherwise', async () => {
      const student = await create();
      const body = form({ email: student.email, last_name: 'Renamed', password: '' });
      const kept = await t.api('PUT', `/api/admin/students/${student.id}`, { token: admin.token, body });
      expect(dataOf(kept, adminStudentDetailSchema).last_name).toBe('Renamed');
      expect((await t.api('POST', '/api/login', { body: { email: student.email, password: 'abcd' } })).status).toBe(
        200,
      );
      await t.api('PUT', `/api/admin/students/${student.id}`, {
        token: admin.token,
        body: { ...body, password: 'wxyz' },
      });
      expect((await t.api('POST', '/api/login', { body: { email: student.email, password: 'abcd' } })).status).toBe(
        401,
      );
      const audits = await t.database.db
        .selectFrom('audit_log')
        .select('meta')
        .where('action', '=', 'student.update')
        .where('target_id', '=', student.id)
        .orderBy('id')
        .execute();
      const metas = audits.map((row) => (typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta));
      expect(metas[0]).toEqual({ before: { last_name: expect.any(String) }, after: { last_name: 'Renamed' } });
      expect(metas[1]).toEqual({ before: { password: '•••' }, after: { password: '•••' } });
    });

    it('replaces the subject rows: drops, adds, blocks and moves between classes', async () => {
      const classA = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const classB = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const student = await create({
        subjects: [
          { subject_id: 1, status: 'active', group_id: classA.id },
          { subject_id: 2, status: 'active', group_id: null },
        ],
      });
      const updated = dataOf(
        await t.api('PUT', `/api/admin/students/${student.id}`, {
          token: admin.token,
          body: form({
            email: student.email,
            subjects: [
              { subject_id: 1, status: 'blocked', group_id: classB.id },
              { subject_id: 3, status: 'active', group_id: null },
            ],
          }),
        }),
        adminStudentDetailSchema,
      );
      expect(updated.subjects.map((s) => [s.subject_id, s.status, s.group?.id ?? null])).toEqual([
        [1, 'blocked', classB.id],
        [3, 'active', null],
      ]);
    });

    it('answers 404 for an id that is no student', async () => {
      expect((await t.api('GET', `/api/admin/students/${teacher.id}`, { token: admin.token })).status).toBe(404);
      const missing = await t.api('PUT', '/api/admin/students/999999', { token: admin.token, body: form() });
      expect(missing.status).toBe(404);
    });

    it('refuses a taken email with a field error', async () => {
      const first = await create();
      const response = await t.api('POST', '/api/admin/students', {
        token: admin.token,
        body: form({ email: first.email }),
      });
      expect(response.status).toBe(409);
      expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'email', code: 'EMAIL_TAKEN' })]);
    });
  });
});
