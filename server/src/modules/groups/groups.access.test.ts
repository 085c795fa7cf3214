import { groupSchema, paginated } from '@umka/contracts';
import { beforeAll, expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import {
  buildSixActors,
  classStaff,
  itAnswersEveryActor,
  type RouteCase,
  type SixActorWorld,
} from '../../test/six-actors.ts';

interface Fixtures extends SixActorWorld {
  /** A student with subject 1 and no class: waiting in the class's teacher's distribution. */
  waiting: TestUser;
}

/** A fresh class of the class's teacher with the class's student in it. */
const freshGroup = (t: TestContext, fx: Fixtures, options: { deleted?: boolean; students?: { id: number }[] } = {}) =>
  t.factories.buildGroup({
    teacher: fx.classTeacher,
    students: [fx.classStudent, ...(options.students ?? [])],
    ...(options.deleted ? { deleted: true } : {}),
  });

const CASES: RouteCase<Fixtures>[] = [
  {
    route: 'GET /api/teachers/{id}/groups?deleted=1&subject_id=1',
    call: (_t, fx) => ({ method: 'GET', url: `/api/teachers/${fx.classTeacher.id}/groups?deleted=1&subject_id=1` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/groups/{groupId}',
    call: (_t, fx) => ({ method: 'GET', url: `/api/teachers/${fx.classTeacher.id}/groups/${fx.group.id}` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/groups',
    call: () => ({ method: 'GET', url: '/api/groups?per_page=100' }),
    expected: { ...classStaff(200), otherTeacher: 200 },
    check(fx, actor, body) {
      const ids = paginated(groupSchema)
        .parse(body)
        .items.map((g) => g.id);
      if (actor === 'classTeacher') expect(ids).not.toContain(fx.otherGroup.id);
      if (actor === 'otherTeacher') expect(ids).not.toContain(fx.group.id);
      if (actor === 'admin') expect(ids).toEqual(expect.arrayContaining([fx.group.id, fx.otherGroup.id]));
    },
  },
  {
    route: 'POST /api/groups',
    call: (_t, fx) => ({
      method: 'POST',
      url: '/api/groups',
      body: { title: '5 «В»', subject_id: 1, teacher_id: fx.classTeacher.id },
    }),
    expected: classStaff(201),
  },
  {
    route: 'PATCH /api/groups/{id}',
    call: async (t, fx) => ({
      method: 'PATCH',
      url: `/api/groups/${(await freshGroup(t, fx)).id}`,
      body: { title: 'New' },
    }),
    expected: classStaff(200),
  },
  {
    route: 'DELETE /api/groups/{id}',
    call: async (t, fx) => ({ method: 'DELETE', url: `/api/groups/${(await freshGroup(t, fx)).id}` }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/restore',
    call: async (t, fx) => ({
      method: 'POST',
      url: `/api/groups/${(await freshGroup(t, fx, { deleted: true })).id}/restore`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/groups/{id}/message',
    call: (_t, fx) => ({ method: 'GET', url: `/api/groups/${fx.group.id}/message` }),
    expected: { ...classStaff(200), classStudent: 200 },
  },
  {
    route: 'POST /api/groups/{id}/message',
    call: (_t, fx) => ({ method: 'POST', url: `/api/groups/${fx.group.id}/message`, body: { text: 'Bring a ruler' } }),
    expected: classStaff(200),
  },
  {
    route: 'PATCH /api/admin/groups/{id}/change-teacher',
    call: async (t, fx) => ({
      method: 'PATCH',
      url: `/api/admin/groups/${(await freshGroup(t, fx)).id}/change-teacher`,
      // A teacher of their own, so the other teacher never comes to teach subject 1 here.
      body: { teacher_id: (await t.factories.buildTeacher()).id },
    }),
    expected: { ...classStaff(200), classTeacher: 403 },
  },
  {
    route: 'POST /api/groups/{id}/students',
    call: async (t, fx) => ({
      method: 'POST',
      url: `/api/groups/${(await freshGroup(t, fx)).id}/students`,
      body: { student_id: (await t.factories.buildStudent({ subjects: [1] })).id },
    }),
    expected: classStaff(201),
  },
  {
    route: 'DELETE /api/groups/{id}/students/{studentId}',
    call: async (t, fx) => ({
      method: 'DELETE',
      url: `/api/groups/${(await freshGroup(t, fx)).id}/students/${fx.classStudent.id}`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/students/{studentId}/move',
    call: async (t, fx) => {
      const from = await freshGroup(t, fx);
      const to = await t.factories.buildGroup({ teacher: fx.classTeacher });
      return {
        method: 'POST',
        url: `/api/groups/${from.id}/students/${fx.classStudent.id}/move`,
        body: { group_id: to.id },
      };
    },
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/distribution',
    call: (_t, fx) => ({ method: 'GET', url: `/api/teachers/${fx.classTeacher.id}/distribution` }),
    expected: classStaff(200),
    check(fx, _actor, body) {
      expect(JSON.stringify(body)).toContain(`"student_id":${fx.waiting.id}`);
      expect(JSON.stringify(body)).not.toContain(`"student_id":${fx.classStudent.id}`);
    },
  },
  {
    route: 'PATCH /api/distribution/{studentId}',
    call: (_t, fx) => ({
      method: 'PATCH',
      url: `/api/distribution/${fx.waiting.id}`,
      body: { subject_id: 1, status: 'frozen' },
    }),
    expected: classStaff(200),
  },
];

describeEachDatabase('class routes access', (t) => {
  let fx: Fixtures;

  beforeAll(async () => {
    // The other teacher's class is of subject 2, so their subject-1 lists stay empty of this class.
    const world = await buildSixActors(t, { studentSubjects: [1, 2], otherSubjectId: 2 });
    fx = { ...world, waiting: await t.factories.buildStudent({ subjects: [1] }) };
  });

  itAnswersEveryActor(t, { world: () => fx, users: (world) => world, cases: CASES });
});
