import { groupDetailSchema, groupMessageSchema, groupSchema, paginated } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('classes', (t) => {
  const detail = async (teacher: { id: number; token: string }, groupId: number) =>
    dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/groups/${groupId}`, { token: teacher.token }),
      groupDetailSchema,
    );

  describe('create', () => {
    it('gives a teacher a class of their own, answering 201', async () => {
      const teacher = await t.factories.buildTeacher();
      const response = await t.api('POST', '/api/groups', {
        token: teacher.token,
        body: { title: '  3 «А»  ', subject_id: 2 },
      });
      expect(response.status).toBe(201);
      const group = dataOf(response, groupSchema);
      expect(group).toEqual({
        id: group.id,
        title: '3 «А»',
        subject_id: 2,
        teacher_id: teacher.id,
        deleted_at: null,
        students_count: 0,
      });
      const list = dataOf(
        await t.api('GET', `/api/teachers/${teacher.id}/groups`, { token: teacher.token }),
        z.array(groupSchema),
      );
      expect(list.map((g) => g.id)).toEqual([group.id]);
    });

    it('makes an admin name a teacher, and only a teacher', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();

      const missing = errorOf(
        await t.api('POST', '/api/groups', { token: admin.token, body: { title: 'A', subject_id: 1 } }),
      );
      expect(missing.fields).toEqual([expect.objectContaining({ field: 'teacher_id', code: 'FIELD_REQUIRED' })]);
      const notTeacher = await t.api('POST', '/api/groups', {
        token: admin.token,
        body: { title: 'A', subject_id: 1, teacher_id: student.id },
      });
      expect(notTeacher.status).toBe(422);
      expect(errorOf(notTeacher).fields).toEqual([
        expect.objectContaining({ field: 'teacher_id', code: 'NOT_A_TEACHER' }),
      ]);

      const made = await t.api('POST', '/api/groups', {
        token: admin.token,
        body: { title: 'A', subject_id: 1, teacher_id: teacher.id },
      });
      expect(made.status).toBe(201);
      expect(dataOf(made, groupSchema).teacher_id).toBe(teacher.id);
    });

    it('refuses bad input field by field with 422, never a 500', async () => {
      const teacher = await t.factories.buildTeacher();
      const cases: [unknown, string, string][] = [
        [{ subject_id: 1 }, 'title', 'FIELD_REQUIRED'],
        [{ title: '   ', subject_id: 1 }, 'title', 'FIELD_REQUIRED'],
        [{ title: 'x'.repeat(101), subject_id: 1 }, 'title', 'FIELD_TOO_LONG'],
        [{ title: 'A' }, 'subject_id', 'FIELD_REQUIRED'],
        [{ title: 'A', subject_id: 'one' }, 'subject_id', 'FIELD_INVALID'],
        [{ title: 'A', subject_id: -1 }, 'subject_id', 'FIELD_INVALID'],
        [{ title: 'A', subject_id: 999 }, 'subject_id', 'FIELD_INVALID'],
        [{ title: 42, subject_id: 1 }, 'title', 'FIELD_REQUIRED'],
      ];
      for (const [body, field, code] of cases) {
        const response = await t.api('POST', '/api/groups', { token: teacher.token, body });
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(errorOf(response).fields, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, code }));
      }
      for (const url of ['/api/groups?deleted=2', '/api/groups?subject_id=abc', '/api/groups?per_page=0']) {
        expect((await t.api('GET', url, { token: teacher.token })).status, url).toBe(422);
      }
      const list = await t.api('GET', `/api/teachers/${teacher.id}/groups?deleted=yes`, { token: teacher.token });
      expect(errorOf(list).fields).toEqual([expect.objectContaining({ field: 'deleted', code: 'FIELD_INVALID' })]);
    });

    it('does not let a teacher create a class for another teacher', async () => {
      const teacher = await t.factories.buildTeacher();
      const other = await t.factories.buildTeacher();
      const response = await t.api('POST', '/api/groups', {
        token: teacher.token,
        body: { title: 'A', subject_id: 1, teacher_id: other.id },
      });
      expect(response.status).toBe(403);
      expect(
        await t.database.db.selectFrom('groups').select('id').where('teacher_id', '=', other.id).execute(),
      ).toEqual([]);
    });
  });

  describe('edit', () => {
    it('renames a class and changes its subject while it has no students', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      const patched = dataOf(
        await t.api('PATCH', `/api/groups/${group.id}`, {
          token: teacher.token,
          body: { title: '2 «Б»', subject_id: 3 },
        }),
        groupSchema,
      );
      expect(patched).toMatchObject({ title: '2 «Б»', subject_id: 3 });
    });

    it('keeps the subject of a class with students, answering 409 with a clear code', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher, students: [await t.factories.buildStudent()] });
      const response = await t.api('PATCH', `/api/groups/${group.id}`, {
        token: teacher.token,
        body: { title: 'Renamed', subject_id: 2 },
      });
      expect(response.status).toBe(409);
      expect(errorOf(response).code).toBe('GROUP_NOT_EMPTY');
      expect(await detail(teacher, group.id)).toMatchObject({ title: group.title, subject_id: 1 });

      const same = await t.api('PATCH', `/api/groups/${group.id}`, { token: teacher.token, body: { subject_id: 1 } });
      expect(same.status).toBe(200);
    });

    it('refuses an unknown subject and a too long title with 422', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      for (const [body, field, code] of [
        [{ subject_id: 404 }, 'subject_id', 'FIELD_INVALID'],
        [{ title: 'x'.repeat(101) }, 'title', 'FIELD_TOO_LONG'],
      ] as const) {
        const response = await t.api('PATCH', `/api/groups/${group.id}`, { token: teacher.token, body });
        expect(response.status).toBe(422);
        expect(errorOf(response).fields).toEqual([expect.objectContaining({ field, code })]);
      }
    });
  });

  describe('soft delete and restore', () => {
    it('hides a deleted class from current lists and brings it back with its students', async () => {
      const teacher = await t.factories.buildTeacher();
      const students = [await t.factories.buildStudent(), await t.factories.buildStudent()];
      const group = await t.factories.buildGroup({ teacher, students });

      const deleted = dataOf(await t.api('DELETE', `/api/groups/${group.id}`, { token: teacher.token }), groupSchema);
      expect(deleted.deleted_at).not.toBeNull();
      expect(deleted.students_count).toBe(2);

      const current = dataOf(
        await t.api('GET', `/api/teachers/${teacher.id}/groups`, { token: teacher.token }),
        z.array(groupSchema),
      );
      expect(current).toEqual([]);
      const bin = dataOf(
        await t.api('GET', `/api/teachers/${teacher.id}/groups?deleted=1`, { token: teacher.token }),
        z.array(groupSchema),
      );
      expect(bin).toEqual([deleted]);
      expect(
        (await t.api('GET', `/api/teachers/${teacher.id}/groups/${group.id}`, { token: teacher.token })).status,
      ).toBe(404);

      const restored = dataOf(
        await t.api('POST', `/api/groups/${group.id}/restore`, { token: teacher.token }),
        groupSchema,
      );
      expect(restored).toEqual({ ...deleted, deleted_at: null });
      expect((await detail(teacher, group.id)).students.map((s) => s.id).sort()).toEqual(
        students.map((s) => s.id).sort(),
      );
    });

    it('leaves a deleted class alone until it is restored', async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const group = await t.factories.buildGroup({ teacher, students: [student], deleted: true });
      const calls = [
        t.api('PATCH', `/api/groups/${group.id}`, { token: teacher.token, body: { title: 'X' } }),
        t.api('DELETE', `/api/groups/${group.id}`, { token: teacher.token }),
        t.api('POST', `/api/groups/${group.id}/message`, { token: teacher.token, body: { text: 'Hi' } }),
        t.api('GET', `/api/groups/${group.id}/message`, { token: student.token }),
        t.api('DELETE', `/api/groups/${group.id}/students/${student.id}`, { token: teacher.token }),
      ];
      for (const response of await Promise.all(calls)) expect(response.status, response.raw).toBe(404);
      const restoreTwice = await t.api('POST', `/api/groups/${group.id}/restore`, { token: teacher.token });
      expect(dataOf(restoreTwice, groupSchema).students_count).toBe(1);
      const again = await t.api('POST', `/api/groups/${group.id}/restore`, { token: teacher.token });
      expect(dataOf(again, groupSchema).deleted_at).toBeNull();
    });

    it('answers 404 for a class that never existed', async () => {
      const admin = await t.factories.buildAdmin();
      for (const [method, url] of [
        ['DELETE', '/api/groups/999999'],
        ['POST', '/api/groups/999999/restore'],
        ['GET', '/api/groups/999999/message'],
      ] as const) {
        expect((await t.api(method, url, { token: admin.token })).status, url).toBe(404);
      }
    });
  });

  describe('listing', () => {
    it("shows a teacher their own classes only, and an admin anyone's by teacher and subject, page by page", async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const other = await t.factories.buildTeacher();
      const math = await t.factories.buildGroup({ teacher });
      const reading = await t.factories.buildGroup({ teacher, subjectId: 2 });
      const gone = await t.factories.buildGroup({ teacher, deleted: true });
      const foreign = await t.factories.buildGroup({ teacher: other });
      const page = paginated(groupSchema);

      const own = dataOf(await t.api('GET', '/api/groups', { token: teacher.token }), page);
      expect(own.items.map((g) => g.id)).toEqual([math.id, reading.id]);
      expect(own.total).toBe(2);
      const ownDeleted = dataOf(await t.api('GET', '/api/groups?deleted=1', { token: teacher.token }), page);
      expect(ownDeleted.items.map((g) => g.id)).toEqual([gone.id]);
      expect((await t.api('GET', `/api/groups?teacher_id=${other.id}`, { token: teacher.token })).status).toBe(403);

      const ofOther = dataOf(await t.api('GET', `/api/groups?teacher_id=${other.id}`, { token: admin.token }), page);
      expect(ofOther.items.map((g) => g.id)).toEqual([foreign.id]);
      const reads = dataOf(
        await t.api('GET', `/api/groups?teacher_id=${teacher.id}&subject_id=2`, { token: admin.token }),
        page,
      );
      expect(reads.items.map((g) => g.id)).toEqual([reading.id]);
      const second = dataOf(
        await t.api('GET', `/api/groups?teacher_id=${teacher.id}&per_page=1&page=2`, { token: admin.token }),
        page,
      );
      expect(second).toMatchObject({ total: 2, page: 2, per_page: 1, last_page: 2 });
      expect(second.items.map((g) => g.id)).toEqual([reading.id]);
    });

    it("filters a teacher's classes by subject", async () => {
      const teacher = await t.factories.buildTeacher();
      await t.factories.buildGroup({ teacher });
      const reading = await t.factories.buildGroup({ teacher, subjectId: 2 });
      const list = dataOf(
        await t.api('GET', `/api/teachers/${teacher.id}/groups?subject_id=2`, { token: teacher.token }),
        z.array(groupSchema),
      );
      expect(list.map((g) => g.id)).toEqual([reading.id]);
    });
  });

  describe('class message', () => {
    it("is written by the class's teacher and read by its students", async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const group = await t.factories.buildGroup({ teacher, students: [student] });

      const empty = dataOf(
        await t.api('GET', `/api/groups/${group.id}/message`, { token: student.token }),
        groupMessageSchema,
      );
      expect(empty).toEqual({ group_id: group.id, text: null, updated_at: null });

      const written = dataOf(
        await t.api('POST', `/api/groups/${group.id}/message`, {
          token: teacher.token,
          body: { text: ' Контрольная в пятницу ' },
        }),
        groupMessageSchema,
      );
      expect(written.text).toBe('Контрольная в пятницу');
      expect(written.updated_at).not.toBeNull();
      const read = dataOf(
        await t.api('GET', `/api/groups/${group.id}/message`, { token: student.token }),
        groupMessageSchema,
      );
      expect(read).toEqual(written);

      const cleared = await t.api('POST', `/api/groups/${group.id}/message`, {
        token: teacher.token,
        body: { text: '' },
      });
      expect(dataOf(cleared, groupMessageSchema).text).toBeNull();
    });

    it('refuses a message that is too long or missing with 422', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      const long = await t.api('POST', `/api/groups/${group.id}/message`, {
        token: teacher.token,
        body: { text: 'a'.repeat(2001) },
      });
      expect(errorOf(long).fields).toEqual([expect.objectContaining({ field: 'text', code: 'FIELD_TOO_LONG' })]);
      const missing = await t.api('POST', `/api/groups/${group.id}/message`, { token: teacher.token, body: {} });
      expect(errorOf(missing).fields).toEqual([expect.objectContaining({ field: 'text', code: 'FIELD_REQUIRED' })]);
      const notJson = await t.api('POST', `/api/groups/${group.id}/message`, {
        token: teacher.token,
        payload: '{"text":',
      });
      expect(notJson.status).toBe(400);
    });
  });

  describe('change of teacher', () => {
    it('moves a class with its students to another teacher, for admins only', async () => {
      const admin = await t.factories.buildAdmin();
      const from = await t.factories.buildTeacher();
      const to = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const group = await t.factories.buildGroup({ teacher: from, students: [student] });

      const byTeacher = await t.api('PATCH', `/api/admin/groups/${group.id}/change-teacher`, {
        token: from.token,
        body: { teacher_id: to.id },
      });
      expect(byTeacher.status).toBe(403);

      const moved = dataOf(
        await t.api('PATCH', `/api/admin/groups/${group.id}/change-teacher`, {
          token: admin.token,
          body: { teacher_id: to.id },
        }),
        groupSchema,
      );
      expect(moved).toMatchObject({ teacher_id: to.id, students_count: 1 });
      expect((await detail(to, group.id)).students.map((s) => s.id)).toEqual([student.id]);
      expect((await t.api('GET', `/api/teachers/${from.id}/groups/${group.id}`, { token: from.token })).status).toBe(
        404,
      );
      expect(
        (await t.api('PATCH', `/api/groups/${group.id}`, { token: from.token, body: { title: 'Mine' } })).status,
      ).toBe(403);
    });

    it('moves a deleted class too, so its old teacher can be removed', async () => {
      const admin = await t.factories.buildAdmin();
      const from = await t.factories.buildTeacher();
      const to = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher: from, deleted: true });
      const response = await t.api('PATCH', `/api/admin/groups/${group.id}/change-teacher`, {
        token: admin.token,
        body: { teacher_id: to.id },
      });
      expect(dataOf(response, groupSchema)).toMatchObject({ teacher_id: to.id });
      expect(dataOf(response, groupSchema).deleted_at).not.toBeNull();
    });

    it('refuses a target who is not a teacher, or none, with 422', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      for (const [body, code] of [
        [{ teacher_id: admin.id }, 'NOT_A_TEACHER'],
        [{ teacher_id: 999_999 }, 'NOT_A_TEACHER'],
        [{}, 'FIELD_REQUIRED'],
        [{ teacher_id: 'x' }, 'FIELD_INVALID'],
      ] as const) {
        const response = await t.api('PATCH', `/api/admin/groups/${group.id}/change-teacher`, {
          token: admin.token,
          body,
        });
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'teacher_id', code })]);
      }
      expect((await detail(teacher, group.id)).teacher_id).toBe(teacher.id);
    });
  });
});
