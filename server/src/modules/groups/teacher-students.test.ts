import { teacherStudentSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('teacher students', (t) => {
  const students = z.array(teacherStudentSchema);
  const url = (teacher: { id: number }, query = '') => `/api/teachers/${teacher.id}/students${query}`;
  const list = async (viewer: TestUser, teacher: TestUser, query = '') =>
    dataOf(await t.api('GET', url(teacher, query), { token: viewer.token }), students);

  it("lists each student of the teacher's current classes once, with their classes, by name", async () => {
    const teacher = await t.factories.buildTeacher();
    const both = await t.factories.buildStudent();
    const mathOnly = await t.factories.buildStudent();
    const inDeleted = await t.factories.buildStudent();
    const elsewhere = await t.factories.buildStudent();
    const math = await t.factories.buildGroup({ teacher, students: [both, mathOnly], title: 'Math 3A' });
    const reading = await t.factories.buildGroup({ teacher, subjectId: 2, students: [both], title: 'Reading' });
    await t.factories.buildGroup({ teacher, students: [inDeleted], deleted: true });
    await t.factories.buildGroup({ teacher: await t.factories.buildTeacher(), students: [elsewhere] });

    const found = await list(teacher, teacher);
    expect(found.map((s) => s.id)).toEqual([both.id, mathOnly.id]);
    expect(found[0]).toEqual({
      id: both.id,
      name: `${both.first_name} ${both.last_name}`,
      email: both.email,
      classes: [
        { id: math.id, title: 'Math 3A', subject_id: 1 },
        { id: reading.id, title: 'Reading', subject_id: 2 },
      ],
    });

    const ofReading = await list(teacher, teacher, `?group_id=${reading.id}`);
    expect(ofReading.map((s) => [s.id, s.classes.map((c) => c.id)])).toEqual([[both.id, [reading.id]]]);
  });

  it('searches by a part of the name in either order or of the email, ignoring case', async () => {
    const teacher = await t.factories.buildTeacher();
    const anna = await t.factories.buildStudent();
    const other = await t.factories.buildStudent();
    await t.database.db
      .updateTable('users')
      .set({ first_name: 'Анна', last_name: 'Журавлёва' })
      .where('id', '=', anna.id)
      .execute();
    await t.factories.buildGroup({ teacher, students: [anna, other] });

    const ids = async (search: string) =>
      (await list(teacher, teacher, `?search=${encodeURIComponent(search)}`)).map((s) => s.id);
    expect(await ids('журав')).toEqual([anna.id]);
    expect(await ids('ЖУРАВЛЁВА АННА')).toEqual([anna.id]);
    expect(await ids(other.email.toUpperCase())).toEqual([other.id]);
    expect(await ids('nobody-like-this')).toEqual([]);
  });

  it('answers 404 for a class that is not a current class of the teacher, or a user who is not a teacher', async () => {
    const teacher = await t.factories.buildTeacher();
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    const foreign = await t.factories.buildGroup({ teacher: await t.factories.buildTeacher() });
    const deleted = await t.factories.buildGroup({ teacher, deleted: true });

    for (const groupId of [foreign.id, deleted.id, 999_999]) {
      const response = await t.api('GET', url(teacher, `?group_id=${groupId}`), { token: teacher.token });
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect((await t.api('GET', url(student), { token: admin.token })).status).toBe(404);
  });

  it('refuses bad query values with a field error', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('GET', url(teacher, '?group_id=abc'), { token: teacher.token });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'group_id', code: 'FIELD_INVALID' })]);
  });

  it('lets the teacher and admins in, and nobody else', async () => {
    const teacher = await t.factories.buildTeacher();
    const otherTeacher = await t.factories.buildTeacher();
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher, students: [student] });

    expect((await t.api('GET', url(teacher), { token: teacher.token })).status).toBe(200);
    expect((await list(admin, teacher)).map((s) => s.id)).toEqual([student.id]);
    expect((await t.api('GET', url(teacher), { token: otherTeacher.token })).status).toBe(403);
    expect((await t.api('GET', url(teacher), { token: student.token })).status).toBe(403);
    expect((await t.api('GET', url(teacher))).status).toBe(401);
  });
});
