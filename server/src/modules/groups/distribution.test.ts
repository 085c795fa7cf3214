import { distributionEntrySchema, paginated } from '@umka/contracts';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('student distribution', (t) => {
  const page = paginated(distributionEntrySchema);
  const list = async (viewer: TestUser, teacher: TestUser, query = '') =>
    dataOf(await t.api('GET', `/api/teachers/${teacher.id}/distribution${query}`, { token: viewer.token }), page);

  it('lists students waiting in the subjects the teacher teaches, the longest waiting first', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [1, 2] });
    const first = await t.factories.buildStudent({ subjects: [2] });
    t.clock.advance(1000);
    const second = await t.factories.buildStudent({ subjects: [1, 3] });
    const placed = await t.factories.buildStudent({ subjects: [1] });
    await t.factories.buildGroup({ teacher: await t.factories.buildTeacher({ subjects: [] }), students: [placed] });
    const inDeletedClass = await t.factories.buildStudent({ subjects: [1] });
    await t.factories.buildGroup({ teacher, students: [inDeletedClass], deleted: true });
    const inactive = await t.factories.buildStudent({ subjects: [2], active: false });
    const blocked = await t.factories.buildStudent({ subjects: [], blockedSubjects: [1] });

    const students = [first, second, placed, inDeletedClass, inactive, blocked];
    const mine = <T extends { student_id: number }>(entries: T[]) =>
      entries.filter((entry) => students.some((s) => s.id === entry.student_id));
    const waiting = await list(teacher, teacher, '?per_page=100');
    expect(mine(waiting.items).map((e) => [e.student_id, e.subject_id, e.status])).toEqual([
      [first.id, 2, 'active'],
      [second.id, 1, 'active'],
      [inDeletedClass.id, 1, 'active'],
    ]);
    expect(mine(waiting.items)[0]).toMatchObject({
      name: `${first.first_name} ${first.last_name}`,
      email: first.email,
    });

    const reading = await list(teacher, teacher, '?subject_id=2&per_page=100');
    expect(mine(reading.items).map((e) => e.student_id)).toEqual([first.id]);
    const untaught = await list(teacher, teacher, '?subject_id=3');
    expect(untaught).toMatchObject({ items: [], total: 0 });
  });

  it('shows a teacher without subjects nobody, and an admin what a teacher sees', async () => {
    const admin = await t.factories.buildAdmin();
    const newcomer = await t.factories.buildTeacher({ subjects: [] });
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    await t.factories.buildGroup({ teacher, subjectId: 9 });
    const student = await t.factories.buildStudent({ subjects: [9] });

    expect((await list(newcomer, newcomer)).items).toEqual([]);
    expect((await list(admin, teacher)).items.map((e) => e.student_id)).toEqual([student.id]);
    const notTeacher = await t.api('GET', `/api/teachers/${student.id}/distribution`, { token: admin.token });
    expect(notTeacher.status).toBe(404);
  });

  it('searches the whole waiting list by name in any case or by email, then pages the matches', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    await t.factories.buildGroup({ teacher, subjectId: 8 });
    const named = async (first_name: string, last_name: string) => {
      const student = await t.factories.buildStudent({ subjects: [8] });
      await t.database.db.updateTable('users').set({ first_name, last_name }).where('id', '=', student.id).execute();
      t.clock.advance(1000);
      return student;
    };
    const boris = await named('Борис', 'Петров');
    const olga = await named('Ольга', 'Щукина');
    const anna = await named('Анна', 'Щукина');
    const search = (text: string, rest = '') => list(teacher, teacher, `?search=${encodeURIComponent(text)}${rest}`);
    const ids = (found: { items: { student_id: number }[] }) => found.items.map((e) => e.student_id);

    expect(ids(await list(teacher, teacher, '?per_page=1&page=2'))).toEqual([olga.id]);
    const first = await search('щукина', '&per_page=1');
    expect(ids(first)).toEqual([olga.id]);
    expect(first).toMatchObject({ total: 2, page: 1, last_page: 2 });
    expect(ids(await search('ЩУКИНА', '&per_page=1&page=2'))).toEqual([anna.id]);
    expect(ids(await search('  щукина ольга '))).toEqual([olga.id]);
    expect(ids(await search(anna.email.toUpperCase()))).toEqual([anna.id]);
    expect(await search('никого')).toMatchObject({ items: [], total: 0, last_page: 1 });
    expect(ids(await search('Петров', '&status=frozen'))).toEqual([]);
    expect(ids(await search(''))).toEqual([boris.id, olga.id, anna.id]);
  });

  it('freezes and reactivates a waiting student, filtered by status', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    await t.factories.buildGroup({ teacher, subjectId: 10 });
    const frozen = await t.factories.buildStudent({ subjects: [10] });
    const active = await t.factories.buildStudent({ subjects: [10] });

    const response = await t.api('PATCH', `/api/distribution/${frozen.id}`, {
      token: teacher.token,
      body: { subject_id: 10, status: 'frozen' },
    });
    expect(dataOf(response, distributionEntrySchema)).toMatchObject({
      student_id: frozen.id,
      subject_id: 10,
      status: 'frozen',
    });
    expect((await list(teacher, teacher, '?status=frozen')).items.map((e) => e.student_id)).toEqual([frozen.id]);
    expect((await list(teacher, teacher, '?status=active&subject_id=10')).items.map((e) => e.student_id)).toEqual([
      active.id,
    ]);

    await t.api('PATCH', `/api/distribution/${frozen.id}`, {
      token: teacher.token,
      body: { subject_id: 10, status: 'active' },
    });
    expect((await list(teacher, teacher, '?status=frozen')).items).toEqual([]);
  });

  it('puts a frozen student who is placed and later detached back as active', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    const group = await t.factories.buildGroup({ teacher, subjectId: 11 });
    const student = await t.factories.buildStudent({ subjects: [11] });
    await t.api('PATCH', `/api/distribution/${student.id}`, {
      token: teacher.token,
      body: { subject_id: 11, status: 'frozen' },
    });
    const attached = await t.api('POST', `/api/groups/${group.id}/students`, {
      token: teacher.token,
      body: { student_id: student.id },
    });
    expect(attached.status).toBe(201);
    await t.api('DELETE', `/api/groups/${group.id}/students/${student.id}`, { token: teacher.token });
    expect((await list(teacher, teacher)).items.map((e) => [e.student_id, e.status])).toEqual([[student.id, 'active']]);
  });

  it('refuses a student who is placed, unknown, or in a subject the teacher does not teach', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    const placed = await t.factories.buildStudent({ subjects: [1, 2] });
    await t.factories.buildGroup({ teacher, students: [placed] });
    const patch = (user: TestUser, studentId: number, subjectId: number) =>
      t.api('PATCH', `/api/distribution/${studentId}`, {
        token: user.token,
        body: { subject_id: subjectId, status: 'frozen' },
      });

    const placedResponse = await patch(teacher, placed.id, 1);
    expect(placedResponse.status).toBe(409);
    expect(errorOf(placedResponse).code).toBe('STUDENT_NOT_WAITING');
    expect((await patch(teacher, placed.id, 2)).status).toBe(403);
    expect((await patch(admin, placed.id, 2)).status).toBe(200);
    expect((await patch(admin, placed.id, 3)).status).toBe(404);
    expect((await patch(admin, 999_999, 1)).status).toBe(404);
  });

  it('refuses another teacher of the subject with 403, telling nothing of where a placed or unknown student is', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    const another = await t.factories.buildTeacher({ subjects: [] });
    const placed = await t.factories.buildStudent({ subjects: [1] });
    await t.factories.buildGroup({ teacher, students: [placed] });
    await t.factories.buildGroup({ teacher: another });
    for (const studentId of [placed.id, 999_999]) {
      const response = await t.api('PATCH', `/api/distribution/${studentId}`, {
        token: another.token,
        body: { subject_id: 1, status: 'frozen' },
      });
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('refuses a bad status, subject or query with 422', async () => {
    const teacher = await t.factories.buildTeacher({ subjects: [] });
    const student = await t.factories.buildStudent();
    for (const [body, field, code] of [
      [{ subject_id: 1, status: 'paused' }, 'status', 'FIELD_INVALID'],
      [{ subject_id: 1 }, 'status', 'FIELD_REQUIRED'],
      [{ status: 'frozen' }, 'subject_id', 'FIELD_REQUIRED'],
      [{ subject_id: 0, status: 'frozen' }, 'subject_id', 'FIELD_INVALID'],
    ] as const) {
      const response = await t.api('PATCH', `/api/distribution/${student.id}`, { token: teacher.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(response).fields).toContainEqual(expect.objectContaining({ field, code }));
    }
    for (const query of ['?status=gone', '?subject_id=x', '?page=0']) {
      const response = await t.api('GET', `/api/teachers/${teacher.id}/distribution${query}`, { token: teacher.token });
      expect(response.status, query).toBe(422);
    }
    const tooLong = await t.api('GET', `/api/teachers/${teacher.id}/distribution?search=${'я'.repeat(101)}`, {
      token: teacher.token,
    });
    expect(tooLong.status).toBe(422);
    expect(errorOf(tooLong).fields).toContainEqual(
      expect.objectContaining({ field: 'search', code: 'FIELD_TOO_LONG' }),
    );
  });
});
