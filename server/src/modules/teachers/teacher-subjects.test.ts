import { teacherSubjectsSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('teacher subjects', (t) => {
  const read = async (viewer: TestUser, teacher: TestUser) =>
    dataOf(await t.api('GET', `/api/teachers/${teacher.id}/subjects`, { token: viewer.token }), teacherSubjectsSchema);
  const put = (admin: TestUser, teacherId: number, subject_ids: unknown) =>
    t.api('PUT', `/api/teachers/${teacherId}/subjects`, { token: admin.token, body: { subject_ids } });

  it('lets an admin set the subjects a teacher teaches, which the teacher then reads in the subjects order', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [1] });
    const response = await put(admin, teacher.id, [8, 3, 3]);
    expect(dataOf(response, teacherSubjectsSchema)).toEqual({ subject_ids: [3, 8] });
    expect(await read(teacher, teacher)).toEqual({ subject_ids: [3, 8] });
    expect(await read(admin, teacher)).toEqual({ subject_ids: [3, 8] });
  });

  it('refuses to take away a subject in which the teacher still runs a class, but not one of a deleted class', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [1, 2, 3] });
    await t.factories.buildGroup({ teacher, subjectId: 2 });
    await t.factories.buildGroup({ teacher, subjectId: 3, deleted: true });

    const refused = await put(admin, teacher.id, [1, 3]);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('TEACHER_SUBJECT_IN_USE');
    expect(await read(admin, teacher)).toEqual({ subject_ids: [1, 2, 3] });

    expect(dataOf(await put(admin, teacher.id, [2]), teacherSubjectsSchema)).toEqual({ subject_ids: [2] });
  });

  it('refuses an empty or unknown subject list with 422 and an id that is not a teacher with 404', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent();
    for (const [subject_ids, code] of [
      [[], 'NOTHING_SELECTED'],
      [undefined, 'NOTHING_SELECTED'],
      [[1, 999], 'FIELD_INVALID'],
      [[0], 'FIELD_INVALID'],
    ] as const) {
      const response = await put(admin, teacher.id, subject_ids);
      expect(response.status, JSON.stringify(subject_ids)).toBe(422);
      expect(errorOf(response).fields?.[0]?.field.startsWith('subject_ids')).toBe(true);
      expect(errorOf(response).fields?.[0]?.code).toBe(code);
    }
    expect((await put(admin, student.id, [1])).status).toBe(404);
    expect((await t.api('GET', `/api/teachers/${student.id}/subjects`, { token: admin.token })).status).toBe(404);
  });

  it('shows the subjects to an admin and the teacher themself only, and lets only an admin change them', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [2] });
    const other = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent();
    const url = `/api/teachers/${teacher.id}/subjects`;
    const expected: [TestUser | null, number, number][] = [
      [admin, 200, 200],
      [teacher, 200, 403],
      [other, 403, 403],
      [student, 403, 403],
      [null, 401, 401],
    ];
    for (const [actor, getStatus, putStatus] of expected) {
      const auth = actor ? { token: actor.token } : {};
      expect((await t.api('GET', url, auth)).status, `GET as ${actor?.role_id ?? 'anonymous'}`).toBe(getStatus);
      const changed = await t.api('PUT', url, { ...auth, body: { subject_ids: [2] } });
      expect(changed.status, `PUT as ${actor?.role_id ?? 'anonymous'}`).toBe(putStatus);
    }
  });
});
