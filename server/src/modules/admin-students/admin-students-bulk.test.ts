import { adminStudentBulkResultSchema, adminStudentDetailSchema } from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('bulk actions on the admin student list', (t) => {
  let admin: TestUser;
  let teacher: TestUser;

  beforeAll(async () => {
    admin = await t.factories.buildAdmin();
    teacher = await t.factories.buildTeacher({ subjects: [1, 2] });
  });

  const move = (body: Record<string, unknown>) =>
    t.api('POST', '/api/admin/students/move', { token: admin.token, body });
  const activity = (body: Record<string, unknown>) =>
    t.api('POST', '/api/admin/students/activity', { token: admin.token, body });
  const classesOf = async (studentId: number) =>
    dataOf(await t.api('GET', `/api/admin/students/${studentId}`, { token: admin.token }), adminStudentDetailSchema)
      .subjects.filter((s) => s.group !== null)
      .map((s) => [s.subject_id, s.group?.id]);

  describe('moving a selection', () => {
    it('moves every student into the class, from another class or none, and leaves those already there', async () => {
      const from = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const target = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const [placed, waiting, already] = await Promise.all([
        t.factories.buildStudent({ subjects: [1] }),
        t.factories.buildStudent({ subjects: [1] }),
        t.factories.buildStudent({ subjects: [1] }),
      ]);
      await t.api('POST', `/api/groups/${from.id}/students`, { token: admin.token, body: { student_id: placed.id } });
      await t.api('POST', `/api/groups/${target.id}/students`, {
        token: admin.token,
        body: { student_id: already.id },
      });

      const response = await move({
        student_ids: [placed.id, waiting.id, already.id],
        subject_id: 1,
        group_id: target.id,
      });
      expect(dataOf(response, adminStudentBulkResultSchema)).toEqual({ count: 2, ids: [placed.id, waiting.id] });
      for (const student of [placed, waiting, already]) expect(await classesOf(student.id)).toEqual([[1, target.id]]);

      const again = await move({ student_ids: [placed.id], subject_id: 1, group_id: target.id });
      expect(dataOf(again, adminStudentBulkResultSchema)).toEqual({ count: 0, ids: [] });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['user_id', 'target_id'])
        .where('action', '=', 'students.move')
        .where('target_id', '=', target.id)
        .execute();
      expect(audit).toHaveLength(2);
    });

    it('moves nobody when one of the selection does not study the subject, and names them', async () => {
      const from = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const target = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const studying = await t.factories.buildStudent({ subjects: [1] });
      const outsider = await t.factories.buildStudent({ subjects: [2] });
      await t.api('POST', `/api/groups/${from.id}/students`, { token: admin.token, body: { student_id: studying.id } });

      const response = await move({ student_ids: [studying.id, outsider.id], subject_id: 1, group_id: target.id });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.map((f) => [f.field, f.code])).toEqual([
        ['student_ids.1', 'STUDENT_NOT_IN_SUBJECT'],
      ]);
      expect(await classesOf(studying.id)).toEqual([[1, from.id]]);
    });

    it('refuses unknown students, a class of another subject and an empty selection, each by its field', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const reading = await t.factories.buildGroup({ teacher, subjectId: 2 });
      const math = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const unknown = await move({ student_ids: [student.id, 999_999, teacher.id], subject_id: 1, group_id: math.id });
      expect(errorOf(unknown).fields?.map((f) => [f.field, f.code])).toEqual([
        ['student_ids.1', 'FIELD_INVALID'],
        ['student_ids.2', 'FIELD_INVALID'],
      ]);
      const mismatch = await move({ student_ids: [student.id], subject_id: 1, group_id: reading.id });
      expect(errorOf(mismatch).fields?.map((f) => [f.field, f.code])).toEqual([['group_id', 'GROUP_SUBJECT_MISMATCH']]);
      const gone = await move({ student_ids: [student.id], subject_id: 1, group_id: 999_999 });
      expect(errorOf(gone).fields?.map((f) => [f.field, f.code])).toEqual([['group_id', 'FIELD_INVALID']]);
      const empty = await move({ student_ids: [], subject_id: 1, group_id: math.id });
      expect(empty.status).toBe(422);
      expect(errorOf(empty).fields?.map((f) => [f.field, f.code])).toEqual([['student_ids', 'NOTHING_SELECTED']]);
    });

    it('leaves the student in exactly one class when two admins move them at once', async () => {
      const other = await t.factories.buildAdmin();
      const first = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const second = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const student = await t.factories.buildStudent({ subjects: [1] });
      const results = await Promise.all([
        move({ student_ids: [student.id], subject_id: 1, group_id: first.id }),
        t.api('POST', '/api/admin/students/move', {
          token: other.token,
          body: { student_ids: [student.id], subject_id: 1, group_id: second.id },
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const classes = await classesOf(student.id);
      expect(classes).toHaveLength(1);
      expect([first.id, second.id]).toContain(classes[0]?.[1]);
    });
  });

  describe('activating and blocking', () => {
    it('blocks the accounts of a selection, which then cannot sign in, and reopens them to a new login only', async () => {
      const [a, b] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);
      const blocked = await activity({ student_ids: [a.id, b.id], subject_id: null, active: false });
      expect(dataOf(blocked, adminStudentBulkResultSchema)).toEqual({
        count: 2,
        ids: [a.id, b.id].sort((x, y) => x - y),
      });
      const signIn = await t.api('POST', '/api/login', { body: { email: a.email, password: a.password } });
      expect(signIn.status).not.toBe(200);
      expect(t.disconnected).toEqual(expect.arrayContaining([a.id, b.id]));

      const reopened = await activity({ student_ids: [a.id], subject_id: null, active: true });
      expect(dataOf(reopened, adminStudentBulkResultSchema).ids).toEqual([a.id]);
      expect((await t.api('POST', '/api/login', { body: { email: a.email, password: a.password } })).status).toBe(200);
      expect((await t.api('GET', '/api/me', { token: a.token })).status).toBe(401);
      const audits = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('user_id', '=', admin.id)
        .where('action', 'in', ['students.block', 'students.unblock'])
        .execute();
      expect(audits.map((row) => row.action).sort()).toEqual(['students.block', 'students.unblock']);
    });

    it("blocks a subject for the selection, and the subject then refuses the student's calls", async () => {
      const student = await t.factories.buildStudent({ subjects: [1, 2] });
      const response = await activity({ student_ids: [student.id], subject_id: 2, active: false });
      expect(dataOf(response, adminStudentBulkResultSchema).ids).toEqual([student.id]);
      const refused = await t.api('GET', `/api/students/${student.id}/subjects/2`, { token: student.token });
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('SUBJECT_NOT_ALLOWED');
      const open = await t.api('GET', `/api/students/${student.id}/subjects/1`, { token: student.token });
      expect(open.status).toBe(200);

      await activity({ student_ids: [student.id], subject_id: 2, active: true });
      expect((await t.api('GET', `/api/students/${student.id}/subjects/2`, { token: student.token })).status).toBe(200);
    });

    it('blocks nobody in a subject when one of the selection does not study it', async () => {
      const [studying, outsider] = await Promise.all([
        t.factories.buildStudent({ subjects: [2] }),
        t.factories.buildStudent({ subjects: [1] }),
      ]);
      const response = await activity({ student_ids: [outsider.id, studying.id], subject_id: 2, active: false });
      expect(errorOf(response).fields?.map((f) => [f.field, f.code])).toEqual([
        ['student_ids.0', 'STUDENT_NOT_IN_SUBJECT'],
      ]);
      expect((await t.api('GET', `/api/students/${studying.id}/subjects/2`, { token: studying.token })).status).toBe(
        200,
      );
    });
  });

  describe('the CSV export', () => {
    it('exports every student the filters find with a BOM, a localized header row and a dated file name', async () => {
      const family = `zq${Math.random().toString(36).slice(2, 8)}`;
      const group = await t.factories.buildGroup({ teacher, subjectId: 1, title: 'Class, "quoted"' });
      for (const first of ['Bob', '=HYPERLINK("x")']) {
        const created = await t.api('POST', '/api/admin/students', {
          token: admin.token,
          body: {
            first_name: first,
            last_name: family,
            email: `${first.length}-${family}@test.example`,
            phone: null,
            timezone: null,
            birth_date: null,
            password: 'abcd',
            subjects: [{ subject_id: 1, status: 'active', group_id: group.id }],
          },
        });
        expect(created.status).toBe(201);
      }
      const response = await t.api('GET', `/api/admin/students/export?search=${family}&sort=name&order=desc`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.raw.startsWith('\uFEFF')).toBe(true);
      const lines = response.raw.slice(1).split('\r\n');
      expect(lines[0]).toBe('ID,Фамилия,Имя,Email,Телефон,Дата рождения,Аккаунт,Предметы,Создан');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`,${family},Bob,`);
      expect(lines[1]).toContain('(активен; Class, ""quoted"", ');
      // A value Excel would run as a formula is kept as text.
      expect(lines[2]).toContain(`,${family},"'=HYPERLINK(""x"")",`);
    });

    it('refuses teachers and students', async () => {
      const student = await t.factories.buildStudent();
      for (const token of [teacher.token, student.token]) {
        expect((await t.api('GET', '/api/admin/students/export', { token })).status).toBe(403);
      }
    });
  });
});
