import { distributionEntrySchema, groupSchema, paginated } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

/** Issue [4a] item 6: a teacher works only in their own subjects (spec §3 Teacher.subjects). */
describeEachDatabase('a teacher works only in their own subjects', (t) => {
  const subjectFieldError = (response: Awaited<ReturnType<typeof t.api>>) => {
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual([
      expect.objectContaining({ field: 'subject_id', code: 'SUBJECT_NOT_TAUGHT' }),
    ]);
  };

  it('refuses a teacher a class in a subject they do not teach', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [1, 3] });
    subjectFieldError(
      await t.api('POST', '/api/groups', { token: teacher.token, body: { title: 'A', subject_id: 2 } }),
    );
    const made = await t.api('POST', '/api/groups', { token: teacher.token, body: { title: 'A', subject_id: 3 } });
    expect(made.status).toBe(201);
  });

  it('refuses to move a class to a subject its teacher does not teach', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [1, 3] });
    const group = await t.factories.buildGroup({ teacher, subjectId: 1 });
    subjectFieldError(
      await t.api('PATCH', `/api/groups/${group.id}`, { token: teacher.token, body: { subject_id: 2 } }),
    );
    const moved = await t.api('PATCH', `/api/groups/${group.id}`, { token: teacher.token, body: { subject_id: 3 } });
    expect(dataOf(moved, groupSchema).subject_id).toBe(3);
  });

  it('lets an admin open a class or hand one over only in a subject the teacher teaches', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [1] });
    const reader = await t.factories.buildTeacher({ subjects: [2] });
    subjectFieldError(
      await t.api('POST', '/api/groups', {
        token: admin.token,
        body: { title: 'A', subject_id: 2, teacher_id: teacher.id },
      }),
    );
    const group = await t.factories.buildGroup({ teacher, subjectId: 1 });
    const handedOver = await t.api('PATCH', `/api/admin/groups/${group.id}/change-teacher`, {
      token: admin.token,
      body: { teacher_id: reader.id },
    });
    expect(handedOver.status).toBe(422);
    expect(errorOf(handedOver).fields).toEqual([
      expect.objectContaining({ field: 'teacher_id', code: 'SUBJECT_NOT_TAUGHT' }),
    ]);
  });

  it('brings a deleted class back only while its teacher still teaches its subject', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [1, 3] });
    const deleted = await t.factories.buildGroup({ teacher, subjectId: 3, deleted: true });
    const put = await t.api('PUT', `/api/teachers/${teacher.id}/subjects`, {
      token: admin.token,
      body: { subject_ids: [1] },
    });
    expect(put.status).toBe(200);
    subjectFieldError(await t.api('POST', `/api/groups/${deleted.id}/restore`, { token: teacher.token }));
  });

  it('shows a teacher in the distribution only the students of the subjects they teach', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [2] });
    // A class of subject 1 the teacher once ran is no licence to see subject 1's waiting students.
    await t.factories.buildGroup({ teacher: await t.factories.buildTeacher(), subjectId: 1 });
    const reader = await t.factories.buildStudent({ subjects: [2] });
    const mathematician = await t.factories.buildStudent({ subjects: [1] });
    const page = dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/distribution?per_page=100`, { token: teacher.token }),
      paginated(distributionEntrySchema),
    );
    const ids = page.items.map((entry) => entry.student_id);
    expect(ids).toContain(reader.id);
    expect(ids).not.toContain(mathematician.id);
    expect(page.items.every((entry) => entry.subject_id === 2)).toBe(true);
  });

  it('refuses to place a waiting student of another subject into a class, or any student into a class of an untaught subject', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [1, 2] });
    const group = await t.factories.buildGroup({ teacher, subjectId: 1 });
    const reader = await t.factories.buildStudent({ subjects: [2] });
    const attach = (groupId: number, studentId: number) =>
      t.api('POST', `/api/groups/${groupId}/students`, { token: teacher.token, body: { student_id: studentId } });

    const otherSubject = await attach(group.id, reader.id);
    expect(otherSubject.status).toBe(403);

    // A class left from before the teacher's subjects were kept: its subject is no longer theirs.
    const old = await t.factories.buildGroup({ teacher, subjectId: 3 });
    await t.database.db
      .deleteFrom('teacher_subjects')
      .where('teacher_id', '=', teacher.id)
      .where('subject_id', '=', 3)
      .execute();
    const waitingInThree = await t.factories.buildStudent({ subjects: [3] });
    const untaught = await attach(old.id, waitingInThree.id);
    expect(untaught.status).toBe(403);
    expect(errorOf(untaught).code).toBe('SUBJECT_NOT_TAUGHT');

    const mathematician = await t.factories.buildStudent({ subjects: [1] });
    expect((await attach(group.id, mathematician.id)).status).toBe(201);
  });
});
