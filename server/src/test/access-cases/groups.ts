import { distributionEntrySchema, groupSchema, paginated } from '@umka/contracts';
import { expect } from 'vitest';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, classStaff, REFUSED, staff } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/** A fresh class of the class's teacher with the class's student in it. */
const freshGroup = (t: TestContext, w: MatrixWorld, options: { deleted?: boolean } = {}) =>
  t.factories.buildGroup({
    teacher: w.classTeacher,
    students: [w.classStudent],
    subjectId: 3,
    ...(options.deleted ? { deleted: true } : {}),
  });

export const GROUPS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/teachers/{id}/groups?deleted=1&subject_id=3',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.classTeacher.id}/groups?deleted=1&subject_id=3` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/groups/{groupId}',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.classTeacher.id}/groups/${w.group.id}` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/groups',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/groups?per_page=100' }),
    expected: staff(200),
    check(w, actor, data) {
      const ids = paginated(groupSchema)
        .parse(data)
        .items.map((g) => g.id);
      if (actor === 'classTeacher') expect(ids).not.toContain(w.otherGroup.id);
      if (actor === 'otherTeacher') expect(ids).not.toContain(w.group.id);
      if (actor === 'admin') expect(ids).toEqual(expect.arrayContaining([w.group.id, w.otherGroup.id]));
    },
  },
  {
    route: 'POST /api/groups',
    target: 'own',
    call: (_t, w) => ({
      method: 'POST',
      url: '/api/groups',
      body: { title: '5 «В»', subject_id: 3, teacher_id: w.classTeacher.id },
    }),
    expected: classStaff(201),
  },
  {
    route: 'PATCH /api/groups/{id}',
    target: 'own',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/groups/${(await freshGroup(t, w)).id}`,
      body: { title: 'New' },
    }),
    expected: classStaff(200),
  },
  {
    route: 'DELETE /api/groups/{id}',
    target: 'own',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/groups/${(await freshGroup(t, w)).id}` }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/restore',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/groups/${(await freshGroup(t, w, { deleted: true })).id}/restore`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/groups/{id}/message',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/message` }),
    expected: { ...classStaff(200), classStudent: 200, classmate: 200 },
  },
  {
    route: 'POST /api/groups/{id}/message',
    target: 'own',
    call: (_t, w) => ({ method: 'POST', url: `/api/groups/${w.group.id}/message`, body: { text: 'Bring a ruler' } }),
    expected: { ...classStaff(200), classmate: 403 },
  },
  {
    route: 'PATCH /api/admin/groups/{id}/change-teacher',
    target: 'any',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/admin/groups/${(await freshGroup(t, w)).id}/change-teacher`,
      // A teacher of their own, so the other teacher never comes to teach the class's subject here.
      body: { teacher_id: (await t.factories.buildTeacher()).id },
    }),
    expected: { ...REFUSED, admin: 200 },
  },
  {
    route: 'POST /api/groups/{id}/students',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/groups/${(await freshGroup(t, w)).id}/students`,
      body: { student_id: (await t.factories.buildStudent({ subjects: [3] })).id },
    }),
    expected: classStaff(201),
  },
  {
    route: 'DELETE /api/groups/{id}/students/{studentId}',
    target: 'own',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/groups/${(await freshGroup(t, w)).id}/students/${w.classStudent.id}`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/students/{studentId}/move',
    target: 'own',
    call: async (t, w) => {
      const from = await freshGroup(t, w);
      const to = await t.factories.buildGroup({ teacher: w.classTeacher, subjectId: 3 });
      return {
        method: 'POST',
        url: `/api/groups/${from.id}/students/${w.classStudent.id}/move`,
        body: { group_id: to.id },
      };
    },
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/distribution',
    target: 'own',
    call: (_t, w) => ({
      method: 'GET',
      url: `/api/teachers/${w.classTeacher.id}/distribution?subject_id=3&per_page=100`,
    }),
    expected: classStaff(200),
    check(w, _actor, data) {
      // The class's student has a class in subject 3, so waits there for nobody (other subjects they may wait in).
      const entries = paginated(distributionEntrySchema).parse(data).items;
      expect(entries.map((entry) => entry.student_id)).toContain(w.waiting.id);
      expect(entries.map((entry) => entry.student_id)).not.toContain(w.classStudent.id);
    },
  },
  {
    route: 'PATCH /api/distribution/{studentId}',
    target: 'foreign',
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/distribution/${w.waiting.id}`,
      body: { subject_id: 3, status: 'frozen' },
    }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/students',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.classTeacher.id}/students` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/subjects',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.classTeacher.id}/subjects` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/subjects',
    target: 'foreign',
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.otherTeacher.id}/subjects` }),
    expected: { ...REFUSED, admin: 200, otherTeacher: 200 },
  },
  {
    // The teacher keeps the subjects they have, so the rows after this one see no change.
    route: 'PUT /api/teachers/{id}/subjects',
    target: 'own',
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/teachers/${w.classTeacher.id}/subjects`,
      body: { subject_ids: await subjectsOf(t, w.classTeacher.id) },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/teachers/{id}/subjects',
    target: 'foreign',
    call: async (t) => {
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      return { method: 'PUT', url: `/api/teachers/${teacher.id}/subjects`, body: { subject_ids: [1, 2] } };
    },
    expected: adminOnly(200),
  },
];

async function subjectsOf(t: TestContext, teacherId: number): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('teacher_subjects')
    .select('subject_id')
    .where('teacher_id', '=', teacherId)
    .execute();
  return rows.map((row) => row.subject_id);
}
