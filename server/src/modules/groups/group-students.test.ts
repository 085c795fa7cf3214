import { distributionEntrySchema, groupDetailSchema, groupMembershipSchema, paginated } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('students in classes', (t) => {
  const studentsOf = async (teacher: { id: number; token: string }, groupId: number) =>
    dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/groups/${groupId}`, { token: teacher.token }),
      groupDetailSchema,
    ).students.map((s) => s.id);
  /** The student's entries in the teacher's distribution (other tests' students wait there too). */
  const waitingOf = async (teacher: { id: number; token: string }, student: { id: number }) =>
    dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/distribution?per_page=100`, { token: teacher.token }),
      paginated(distributionEntrySchema),
    ).items.filter((entry) => entry.student_id === student.id);

  describe('attach', () => {
    it('places a waiting student in a class with 201, taking them out of the distribution', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      const student = await t.factories.buildStudent({ subjects: [1] });
      expect((await waitingOf(teacher, student)).map((e) => e.subject_id)).toEqual([1]);

      const response = await t.api('POST', `/api/groups/${group.id}/students`, {
        token: teacher.token,
        body: { student_id: student.id },
      });
      expect(response.status).toBe(201);
      expect(dataOf(response, groupMembershipSchema)).toEqual({ group_id: group.id, student_id: student.id });
      expect(await studentsOf(teacher, group.id)).toEqual([student.id]);
      expect(await waitingOf(teacher, student)).toEqual([]);
    });

    it('answers 409 STUDENT_ALREADY_IN_GROUP for a second attach', async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const group = await t.factories.buildGroup({ teacher, students: [student] });
      const response = await t.api('POST', `/api/groups/${group.id}/students`, {
        token: teacher.token,
        body: { student_id: student.id },
      });
      expect(response.status).toBe(409);
      expect(errorOf(response).code).toBe('STUDENT_ALREADY_IN_GROUP');
    });

    it('needs the class subject active for the student', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const blocked = await t.factories.buildStudent({ subjects: [2], blockedSubjects: [1] });
      const without = await t.factories.buildStudent({ subjects: [2] });
      await t.factories.buildGroup({ teacher, subjectId: 2, students: [blocked, without] });
      const group = await t.factories.buildGroup({ teacher });
      for (const student of [blocked, without]) {
        for (const actor of [admin, teacher]) {
          const response = await t.api('POST', `/api/groups/${group.id}/students`, {
            token: actor.token,
            body: { student_id: student.id },
          });
          expect(response.status).toBe(409);
          expect(errorOf(response).code).toBe('STUDENT_SUBJECT_NOT_ACTIVE');
        }
      }
      expect(await studentsOf(teacher, group.id)).toEqual([]);
    });

    it("lets a teacher attach a student of their own classes, but not another teacher's student", async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const other = await t.factories.buildTeacher();
      const own = await t.factories.buildStudent({ subjects: [1, 2] });
      const foreign = await t.factories.buildStudent({ subjects: [1, 2] });
      await t.factories.buildGroup({ teacher, subjectId: 2, students: [own] });
      await t.factories.buildGroup({ teacher: other, students: [foreign] });
      const extra = await t.factories.buildGroup({ teacher });
      const inSecondSubject = await t.factories.buildGroup({ teacher, subjectId: 2, title: 'Second subject' });

      const attach = (token: string, studentId: number, groupId = extra.id) =>
        t.api('POST', `/api/groups/${groupId}/students`, { token, body: { student_id: studentId } });
      expect((await attach(teacher.token, own.id)).status).toBe(201);
      expect((await attach(teacher.token, foreign.id)).status).toBe(403);
      expect(await studentsOf(teacher, extra.id)).toEqual([own.id]);
      expect((await attach(admin.token, foreign.id, inSecondSubject.id)).status).toBe(201);
    });

    it('refuses a student already in another class of the subject with 409 naming the student, for admins too', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent({ subjects: [1, 2] });
      const first = await t.factories.buildGroup({ teacher, subjectId: 1, students: [student] });
      const second = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const otherSubject = await t.factories.buildGroup({ teacher, subjectId: 2 });

      for (const actor of [admin, teacher]) {
        const response = await t.api('POST', `/api/groups/${second.id}/students`, {
          token: actor.token,
          body: { student_id: student.id },
        });
        expect(response.status).toBe(409);
        expect(errorOf(response)).toMatchObject({
          code: 'STUDENT_IN_ANOTHER_CLASS',
          message: { 'ru-RU': 'Ученик уже в другом классе этого предмета: переведите его оттуда' },
          fields: [expect.objectContaining({ field: 'student_id', code: 'STUDENT_IN_ANOTHER_CLASS' })],
        });
      }
      expect(await studentsOf(teacher, first.id)).toEqual([student.id]);
      expect(await studentsOf(teacher, second.id)).toEqual([]);
      const another = await t.api('POST', `/api/groups/${otherSubject.id}/students`, {
        token: admin.token,
        body: { student_id: student.id },
      });
      expect(another.status).toBe(201);
    });

    it('places a student in one class only when two admins attach them to two classes of the subject at once', async () => {
      const [admin, other] = await Promise.all([t.factories.buildAdmin(), t.factories.buildAdmin()]);
      const teacher = await t.factories.buildTeacher();
      const first = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const second = await t.factories.buildGroup({ teacher, subjectId: 1 });
      const student = await t.factories.buildStudent({ subjects: [1] });

      const results = await Promise.all([
        t.api('POST', `/api/groups/${first.id}/students`, { token: admin.token, body: { student_id: student.id } }),
        t.api('POST', `/api/groups/${second.id}/students`, { token: other.token, body: { student_id: student.id } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const placed = [...(await studentsOf(teacher, first.id)), ...(await studentsOf(teacher, second.id))];
      expect(placed).toEqual([student.id]);
    });

    it('refuses an id that is not a student, and malformed ids, with 422', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      for (const [body, code] of [
        [{ student_id: teacher.id }, 'FIELD_INVALID'],
        [{ student_id: 999_999 }, 'FIELD_INVALID'],
        [{ student_id: '1; drop table groups' }, 'FIELD_INVALID'],
        [{ student_id: 1.5 }, 'FIELD_INVALID'],
        [{}, 'FIELD_REQUIRED'],
      ] as const) {
        const response = await t.api('POST', `/api/groups/${group.id}/students`, { token: teacher.token, body });
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'student_id', code })]);
      }
      expect((await t.api('POST', '/api/groups/abc/students', { token: teacher.token, body: {} })).status).toBe(422);
    });
  });

  describe('detach', () => {
    it('takes a student out of a class and back into the distribution, once', async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent({ subjects: [1] });
      const group = await t.factories.buildGroup({ teacher, students: [student] });

      const response = await t.api('DELETE', `/api/groups/${group.id}/students/${student.id}`, {
        token: teacher.token,
      });
      expect(dataOf(response, groupMembershipSchema)).toEqual({ group_id: group.id, student_id: student.id });
      expect(await studentsOf(teacher, group.id)).toEqual([]);
      expect((await waitingOf(teacher, student)).map((e) => [e.subject_id, e.status])).toEqual([[1, 'active']]);

      const again = await t.api('DELETE', `/api/groups/${group.id}/students/${student.id}`, { token: teacher.token });
      expect(again.status).toBe(404);
    });
  });

  describe('move', () => {
    it("moves a student between the teacher's classes of one subject", async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const from = await t.factories.buildGroup({ teacher, students: [student] });
      const to = await t.factories.buildGroup({ teacher });

      const response = await t.api('POST', `/api/groups/${from.id}/students/${student.id}/move`, {
        token: teacher.token,
        body: { group_id: to.id },
      });
      expect(dataOf(response, groupMembershipSchema)).toEqual({ group_id: to.id, student_id: student.id });
      expect(await studentsOf(teacher, from.id)).toEqual([]);
      expect(await studentsOf(teacher, to.id)).toEqual([student.id]);
    });

    it('refuses another subject, a deleted or the same class, and a foreign class, keeping the student in place', async () => {
      const teacher = await t.factories.buildTeacher();
      const other = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const from = await t.factories.buildGroup({ teacher, students: [student] });
      const reading = await t.factories.buildGroup({ teacher, subjectId: 2 });
      const deleted = await t.factories.buildGroup({ teacher, deleted: true });
      const foreign = await t.factories.buildGroup({ teacher: other });
      const move = (groupId: unknown) =>
        t.api('POST', `/api/groups/${from.id}/students/${student.id}/move`, {
          token: teacher.token,
          body: { group_id: groupId },
        });

      for (const [groupId, code] of [
        [reading.id, 'GROUP_SUBJECT_MISMATCH'],
        [deleted.id, 'FIELD_INVALID'],
        [from.id, 'FIELD_INVALID'],
        [999_999, 'FIELD_INVALID'],
        ['next', 'FIELD_INVALID'],
      ] as const) {
        const response = await move(groupId);
        expect(response.status, String(groupId)).toBe(422);
        expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'group_id', code })]);
      }
      expect((await move(foreign.id)).status).toBe(403);
      expect(await studentsOf(teacher, from.id)).toEqual([student.id]);
    });

    it('answers 404 for a student not in the class and 409 for one already in the target', async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      const stranger = await t.factories.buildStudent();
      const from = await t.factories.buildGroup({ teacher, students: [student] });
      const to = await t.factories.buildGroup({ teacher, students: [student] });

      const absent = await t.api('POST', `/api/groups/${from.id}/students/${stranger.id}/move`, {
        token: teacher.token,
        body: { group_id: to.id },
      });
      expect(absent.status).toBe(404);
      const twice = await t.api('POST', `/api/groups/${from.id}/students/${student.id}/move`, {
        token: teacher.token,
        body: { group_id: to.id },
      });
      expect(errorOf(twice).code).toBe('STUDENT_ALREADY_IN_GROUP');
      expect(await studentsOf(teacher, from.id)).toEqual([student.id]);
    });
  });
});
