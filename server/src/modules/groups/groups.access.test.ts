import { errorEnvelopeSchema, groupSchema, paginated } from '@umka/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Factories, TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/harness.ts';

/** The six callers issue [4] names: the class's teacher and student, another of each, an admin and nobody. */
type Actor = 'anonymous' | 'admin' | 'classTeacher' | 'otherTeacher' | 'classStudent' | 'otherStudent';
const ACTORS: readonly Actor[] = ['anonymous', 'admin', 'classTeacher', 'otherTeacher', 'classStudent', 'otherStudent'];

interface Fixtures {
  admin: TestUser;
  classTeacher: TestUser;
  otherTeacher: TestUser;
  classStudent: TestUser;
  otherStudent: TestUser;
  /** The class's teacher's class in subject 1, with the class's student. */
  group: { id: number };
  /** The other teacher's class in subject 2, with the other student. */
  otherGroup: { id: number };
  /** A student with subject 1 and no class: waiting in the class's teacher's distribution. */
  waiting: TestUser;
  factories: Factories;
}

interface Call {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
}

interface Case {
  route: string;
  /** Mutating calls build their own class, so one caller's success does not change the next caller's answer. */
  call(fx: Fixtures): Call | Promise<Call>;
  expected: Record<Actor, number>;
  /** What a successful answer may and may not show the caller. */
  check?(fx: Fixtures, actor: Actor, body: unknown): void;
}

/** Staff of the class (its teacher and admins) succeed; everybody else is refused. */
const classStaff = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: status,
  classTeacher: status,
  otherTeacher: 403,
  classStudent: 403,
  otherStudent: 403,
});

/** A fresh class of the class's teacher with the class's student in it. */
const freshGroup = (fx: Fixtures, options: { deleted?: boolean; students?: { id: number }[] } = {}) =>
  fx.factories.buildGroup({
    teacher: fx.classTeacher,
    students: [fx.classStudent, ...(options.students ?? [])],
    ...(options.deleted ? { deleted: true } : {}),
  });

const CASES: Case[] = [
  {
    route: 'GET /api/teachers/{id}/groups?deleted=1&subject_id=1',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.classTeacher.id}/groups?deleted=1&subject_id=1` }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/teachers/{id}/groups/{groupId}',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.classTeacher.id}/groups/${fx.group.id}` }),
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
    call: (fx) => ({
      method: 'POST',
      url: '/api/groups',
      body: { title: '5 «В»', subject_id: 1, teacher_id: fx.classTeacher.id },
    }),
    expected: classStaff(201),
  },
  {
    route: 'PATCH /api/groups/{id}',
    call: async (fx) => ({ method: 'PATCH', url: `/api/groups/${(await freshGroup(fx)).id}`, body: { title: 'New' } }),
    expected: classStaff(200),
  },
  {
    route: 'DELETE /api/groups/{id}',
    call: async (fx) => ({ method: 'DELETE', url: `/api/groups/${(await freshGroup(fx)).id}` }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/restore',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/groups/${(await freshGroup(fx, { deleted: true })).id}/restore`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/groups/{id}/message',
    call: (fx) => ({ method: 'GET', url: `/api/groups/${fx.group.id}/message` }),
    expected: { ...classStaff(200), classStudent: 200 },
  },
  {
    route: 'POST /api/groups/{id}/message',
    call: (fx) => ({ method: 'POST', url: `/api/groups/${fx.group.id}/message`, body: { text: 'Bring a ruler' } }),
    expected: classStaff(200),
  },
  {
    route: 'PATCH /api/admin/groups/{id}/change-teacher',
    call: async (fx) => ({
      method: 'PATCH',
      url: `/api/admin/groups/${(await freshGroup(fx)).id}/change-teacher`,
      // A teacher of their own, so the other teacher never comes to teach subject 1 here.
      body: { teacher_id: (await fx.factories.buildTeacher()).id },
    }),
    expected: { ...classStaff(200), classTeacher: 403 },
  },
  {
    route: 'POST /api/groups/{id}/students',
    call: async (fx) => ({
      method: 'POST',
      url: `/api/groups/${(await freshGroup(fx)).id}/students`,
      body: { student_id: (await fx.factories.buildStudent({ subjects: [1] })).id },
    }),
    expected: classStaff(201),
  },
  {
    route: 'DELETE /api/groups/{id}/students/{studentId}',
    call: async (fx) => ({
      method: 'DELETE',
      url: `/api/groups/${(await freshGroup(fx)).id}/students/${fx.classStudent.id}`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/students/{studentId}/move',
    call: async (fx) => {
      const from = await freshGroup(fx);
      const to = await fx.factories.buildGroup({ teacher: fx.classTeacher });
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
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.classTeacher.id}/distribution` }),
    expected: classStaff(200),
    check(fx, _actor, body) {
      expect(JSON.stringify(body)).toContain(`"student_id":${fx.waiting.id}`);
      expect(JSON.stringify(body)).not.toContain(`"student_id":${fx.classStudent.id}`);
    },
  },
  {
    route: 'PATCH /api/distribution/{studentId}',
    call: (fx) => ({
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
    const f = t.factories;
    const [admin, classTeacher, otherTeacher, classStudent, otherStudent, waiting] = await Promise.all([
      f.buildAdmin(),
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildStudent({ subjects: [1, 2] }),
      f.buildStudent({ subjects: [1, 2] }),
      f.buildStudent({ subjects: [1] }),
    ]);
    const group = await f.buildGroup({ teacher: classTeacher, students: [classStudent] });
    const otherGroup = await f.buildGroup({ teacher: otherTeacher, students: [otherStudent], subjectId: 2 });
    fx = { admin, classTeacher, otherTeacher, classStudent, otherStudent, group, otherGroup, waiting, factories: f };
  });

  for (const testCase of CASES) {
    for (const actor of ACTORS) {
      const status = testCase.expected[actor];
      it(`${actor} → ${testCase.route} answers ${status}`, async () => {
        const call = await testCase.call(fx);
        const response = await t.api(call.method, call.url, {
          ...(actor === 'anonymous' ? {} : { token: fx[actor].token }),
          ...(call.body === undefined ? {} : { body: call.body }),
        });
        expect(response.status, response.raw).toBe(status);
        if (status >= 400) {
          expect(errorEnvelopeSchema.safeParse(response.body).success).toBe(true);
          expect(response.body).not.toHaveProperty('data');
        } else {
          testCase.check?.(fx, actor, (response.body as { data: unknown }).data);
        }
      });
    }
  }
});
