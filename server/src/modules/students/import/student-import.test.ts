import { IMPORT_MAX_ROWS, type ImportRow, importCheckSchema, importResultSchema } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../../test/harness.ts';

let sequence = 0;

/** A good row with an email no other test uses; `overrides` make it bad. */
function row(overrides: Partial<ImportRow> = {}): ImportRow {
  sequence += 1;
  return {
    last_name: 'Иванова',
    first_name: `Маша ${sequence}`,
    email: `import-${sequence}-${Date.now()}@school.test`,
    phone: '+7 900 123-45-67',
    birth_date: '15.03.2016',
    timezone: 'Europe/Moscow',
    password: '',
    ...overrides,
  };
}

const fieldCodes = (response: Awaited<ReturnType<TestContext['api']>>) =>
  Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.field, field.code]));

async function countStudentsWithEmails(t: TestContext, emails: string[]) {
  const rows = await t.database.db.selectFrom('users').select('id').where('email', 'in', emails).execute();
  return rows.length;
}

describeEachDatabase('student import', (t) => {
  let admin: TestUser;
  let group: { id: number; subject_id: number };

  beforeEach(async () => {
    admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [2] });
    group = await t.factories.buildGroup({ teacher, subjectId: 2 });
  });

  const send = (kind: 'check' | 'commit', rows: ImportRow[], target: { subject_id: number; group_id: number | null }) =>
    t.api('POST', kind === 'check' ? '/api/admin/students/import/check' : '/api/admin/students/import', {
      token: admin.token,
      body: { ...target, rows },
    });

  it('creates every row’s student in the class and its subject, with a generated password that signs in', async () => {
    const rows = [row(), row({ password: 'secret1', birth_date: '2017-09-01', phone: '', timezone: '' })];

    const response = await send('commit', rows, { subject_id: 2, group_id: group.id });

    expect(response.status).toBe(201);
    const result = dataOf(response, importResultSchema);
    expect(result.created).toHaveLength(2);
    expect(result.created[0]?.password).toMatch(/^[a-z]{8}\d{2}$/);
    expect(result.created[1]?.password).toBeNull();
    const ids = result.created.map((student) => student.id);
    const members = await t.database.db
      .selectFrom('group_students')
      .select('student_id')
      .where('group_id', '=', group.id)
      .execute();
    expect(members.map((member) => member.student_id).sort()).toEqual([...ids].sort());
    const subjects = await t.database.db
      .selectFrom('student_subjects')
      .select(['student_id', 'subject_id', 'status'])
      .where('student_id', 'in', ids)
      .execute();
    expect(subjects).toHaveLength(2);
    expect(subjects.every((subject) => subject.subject_id === 2 && subject.status === 'active')).toBe(true);
    const profile = await t.database.db
      .selectFrom('students')
      .select(['timezone', 'birth_date'])
      .where('user_id', '=', ids[0] as number)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ timezone: 'Europe/Moscow', birth_date: '2016-03-15' });

    const login = await t.api('POST', '/api/login', {
      body: { email: rows[0]?.email, password: result.created[0]?.password },
    });
    expect(login.status).toBe(200);
  });

  it('commits nothing when one row is bad, and the answer names that row and field', async () => {
    const rows = [row(), row(), row({ email: 'not-an-email' }), row()];

    const response = await send('commit', rows, { subject_id: 2, group_id: group.id });

    expect(response.status).toBe(422);
    expect(fieldCodes(response)).toEqual({ 'rows.3.email': 'EMAIL_INVALID' });
    const good = rows.filter((_, index) => index !== 2).map((r) => r.email);
    expect(await countStudentsWithEmails(t, good)).toBe(0);
  });

  it('marks an email repeated in the file on the later row', async () => {
    const first = row();
    const rows = [first, row(), row({ email: first.email.toUpperCase() })];

    const { problems } = dataOf(await send('check', rows, { subject_id: 2, group_id: null }), importCheckSchema);

    expect(problems).toEqual([{ row: 3, field: 'email', code: 'EMAIL_DUPLICATE_IN_FILE' }]);
  });

  it('marks an email that already has an account, and the check writes nothing', async () => {
    const existing = await t.factories.buildStudent();
    const fresh = row();

    const { problems } = dataOf(
      await send('check', [fresh, row({ email: existing.email })], { subject_id: 2, group_id: group.id }),
      importCheckSchema,
    );

    expect(problems).toEqual([{ row: 2, field: 'email', code: 'EMAIL_TAKEN' }]);
    expect(await countStudentsWithEmails(t, [fresh.email])).toBe(0);
  });

  it('names every bad cell of a row: names, phone, date, time zone and a short password', async () => {
    const bad = row({
      last_name: ' ',
      first_name: '',
      phone: 'call me',
      birth_date: '31.02.2016',
      timezone: 'Mars/Olympus',
      password: 'abc',
    });

    const { problems } = dataOf(await send('check', [bad], { subject_id: 2, group_id: null }), importCheckSchema);

    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['last_name', 'LAST_NAME_REQUIRED'],
      ['first_name', 'FIRST_NAME_REQUIRED'],
      ['phone', 'PHONE_INVALID'],
      ['birth_date', 'DATE_INVALID'],
      ['timezone', 'TIMEZONE_INVALID'],
      ['password', 'PASSWORD_TOO_SHORT'],
    ]);
  });

  it('refuses a class of another subject', async () => {
    const response = await send('check', [row()], { subject_id: 1, group_id: group.id });

    expect(response.status).toBe(422);
    expect(fieldCodes(response)).toEqual({ group_id: 'FIELD_INVALID' });
  });

  it('refuses more rows than one import takes, writing nothing', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => row({ phone: '', birth_date: '', timezone: '' }));

    const response = await send('commit', rows, { subject_id: 2, group_id: null });

    expect(response.status).toBe(422);
    expect(fieldCodes(response)).toEqual({ rows: 'IMPORT_TOO_MANY_ROWS' });
    expect(await countStudentsWithEmails(t, [rows[0]?.email ?? ''])).toBe(0);
  });

  it('records one audit entry with the count and the ids of the created students', async () => {
    const response = await send('commit', [row(), row()], { subject_id: 2, group_id: group.id });
    const ids = dataOf(response, importResultSchema).created.map((student) => student.id);

    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'target_type', 'target_id', 'meta'])
      .where('action', '=', 'students.import')
      .where('user_id', '=', admin.id)
      .execute();

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target_type: 'group', target_id: group.id });
    const meta = typeof entries[0]?.meta === 'string' ? JSON.parse(entries[0].meta) : entries[0]?.meta;
    expect(meta).toMatchObject({ count: 2, ids });
  });

  describe('only admins import', () => {
    it.each(['teacher', 'student'] as const)('refuses a %s', async (role) => {
      const caller = role === 'teacher' ? await t.factories.buildTeacher() : await t.factories.buildStudent();
      const response = await t.api('POST', '/api/admin/students/import', {
        token: caller.token,
        body: { subject_id: 2, group_id: null, rows: [row()] },
      });
      expect(response.status).toBe(403);
    });
  });
});
