import { deleteTeacherResultSchema, groupSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { latestAudit } from './admin-teachers.fixture.ts';

describeEachDatabase('admin deletes a teacher', (t) => {
  const remove = (token: string, id: number, target?: number) =>
    t.api('DELETE', `/api/admin/teachers/${id}${target === undefined ? '' : `?target_teacher_id=${target}`}`, {
      token,
    });

  it('deletes a teacher without classes and ends their sessions', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    expect(dataOf(await remove(admin.token, teacher.id), deleteTeacherResultSchema)).toEqual({
      id: teacher.id,
      moved_group_ids: [],
    });
    expect((await t.api('GET', '/api/me', { token: teacher.token })).status).toBe(401);
    expect((await remove(admin.token, teacher.id)).status).toBe(404);
    expect((await latestAudit(t, 'teacher.delete'))?.meta.before).toMatchObject({ email: teacher.email });
  });

  it('refuses to delete a teacher who still has classes, deleted ones included, unless a target is named', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    await t.factories.buildGroup({ teacher, deleted: true });
    const refused = await remove(admin.token, teacher.id);
    expect([refused.status, errorOf(refused).code]).toEqual([409, 'TEACHER_HAS_GROUPS']);
    expect((await t.api('GET', `/api/admin/teachers/${teacher.id}`, { token: admin.token })).status).toBe(200);
  });

  it('moves every class to the named teacher and deletes the old one in one go', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    const successor = await t.factories.buildTeacher({ subjects: [1, 2] });
    const student = await t.factories.buildStudent();
    const current = await t.factories.buildGroup({ teacher, students: [student] });
    const old = await t.factories.buildGroup({ teacher, subjectId: 2, deleted: true });

    const result = dataOf(await remove(admin.token, teacher.id, successor.id), deleteTeacherResultSchema);
    expect(result.moved_group_ids).toEqual([current.id, old.id]);
    const groups = dataOf(
      await t.api('GET', `/api/teachers/${successor.id}/groups`, { token: successor.token }),
      z.array(groupSchema),
    );
    expect(groups.map((group) => [group.id, group.students_count])).toEqual([[current.id, 1]]);
    expect((await latestAudit(t, 'teacher.delete'))?.meta).toMatchObject({
      moved_group_ids: [current.id, old.id],
      target_teacher_id: successor.id,
    });
  });

  it('refuses a target who is blocked, teaches other subjects, is not a teacher or is the teacher themself', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    await t.factories.buildGroup({ teacher, subjectId: 3 });
    const blocked = await t.factories.buildTeacher({ active: false });
    const otherSubject = await t.factories.buildTeacher({ subjects: [1] });
    const student = await t.factories.buildStudent();
    for (const [target, code] of [
      [blocked.id, 'USER_BLOCKED'],
      [otherSubject.id, 'SUBJECT_NOT_TAUGHT'],
      [student.id, 'NOT_A_TEACHER'],
      [teacher.id, 'NOT_A_TEACHER'],
    ] as const) {
      const response = await remove(admin.token, teacher.id, target);
      expect(response.status, code).toBe(422);
      expect(errorOf(response).fields?.[0]).toMatchObject({ field: 'target_teacher_id', code });
    }
    expect((await t.api('GET', `/api/admin/teachers/${teacher.id}`, { token: admin.token })).status).toBe(200);
  });
});
