import { groupDetailSchema, groupSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('teacher classes', (t) => {
  it('lists the classes of a teacher with their student counts, leaving deleted ones out', async () => {
    const teacher = await t.factories.buildTeacher();
    const students = await Promise.all([1, 2, 3].map(() => t.factories.buildStudent()));
    const big = await t.factories.buildGroup({ teacher, students, title: '4 «А»' });
    const empty = await t.factories.buildGroup({ teacher, title: '4 «Б»', subjectId: 2 });
    await t.factories.buildGroup({ teacher, students, deleted: true });
    await t.factories.buildGroup({ teacher: await t.factories.buildTeacher(), students });

    const groups = dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/groups`, { token: teacher.token }),
      z.array(groupSchema),
    );
    expect(groups).toEqual([
      { id: big.id, title: '4 «А»', subject_id: 1, teacher_id: teacher.id, deleted_at: null, students_count: 3 },
      { id: empty.id, title: '4 «Б»', subject_id: 2, teacher_id: teacher.id, deleted_at: null, students_count: 0 },
    ]);
  });

  it('shows one class with its students by name and email', async () => {
    const teacher = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent();
    const group = await t.factories.buildGroup({ teacher, students: [student] });
    const detail = dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/groups/${group.id}`, { token: teacher.token }),
      groupDetailSchema,
    );
    expect(detail.students).toEqual([
      { id: student.id, name: `${student.first_name} ${student.last_name}`, email: student.email },
    ]);
    expect(detail.students_count).toBe(1);
  });

  it("answers 404 for a deleted class, another teacher's class under one's own id, and a non-teacher", async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    const deleted = await t.factories.buildGroup({ teacher, deleted: true });
    const foreign = await t.factories.buildGroup({ teacher: await t.factories.buildTeacher() });
    const student = await t.factories.buildStudent();

    for (const groupId of [deleted.id, foreign.id, 999_999]) {
      const response = await t.api('GET', `/api/teachers/${teacher.id}/groups/${groupId}`, { token: teacher.token });
      expect(response.status, String(groupId)).toBe(404);
    }
    expect((await t.api('GET', `/api/teachers/${student.id}/groups`, { token: admin.token })).status).toBe(404);
  });
});
