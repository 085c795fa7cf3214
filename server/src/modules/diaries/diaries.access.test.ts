import { diaryEntrySchema, errorEnvelopeSchema, studentDiaryEntrySchema } from '@umka/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Factories, TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';

/** The six callers issue [4] names: the class's teacher and student, another of each, an admin and nobody. */
type Actor = 'anonymous' | 'admin' | 'classTeacher' | 'otherTeacher' | 'classStudent' | 'otherStudent';
const ACTORS: readonly Actor[] = ['anonymous', 'admin', 'classTeacher', 'otherTeacher', 'classStudent', 'otherStudent'];

interface Fixtures {
  admin: TestUser;
  classTeacher: TestUser;
  otherTeacher: TestUser;
  classStudent: TestUser;
  /** Sits beside the class's student; their mark and comment must never reach the class's student. */
  classmate: TestUser;
  otherStudent: TestUser;
  group: { id: number };
  factories: Factories;
}

interface Call {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
}

interface Case {
  route: string;
  /** Writes build their own class and lesson, so one caller's success does not change the next caller's answer. */
  call(t: TestContext, fx: Fixtures): Call | Promise<Call>;
  expected: Record<Actor, number>;
  check?(fx: Fixtures, actor: Actor, body: unknown): void;
}

const CLASSMATE_COMMENT = 'Forgot the homework again';

const lesson = (fx: Fixtures, date: string) => ({
  date,
  topic: 'Column addition',
  rows: [
    { student_id: fx.classStudent.id, attendance: 'present', mark: 4, comment: 'Good work' },
    { student_id: fx.classmate.id, attendance: 'late', mark: 2, comment: CLASSMATE_COMMENT },
  ],
});

/** A fresh class of the class's teacher with both students, and one lesson in it written through the API. */
async function freshEntry(t: TestContext, fx: Fixtures): Promise<{ id: number; group_id: number }> {
  const group = await fx.factories.buildGroup({ teacher: fx.classTeacher, students: [fx.classStudent, fx.classmate] });
  const response = await t.api('POST', '/api/diaries', {
    token: fx.classTeacher.token,
    body: { group_id: group.id, ...lesson(fx, '2026-09-02') },
  });
  return dataOf(response, diaryEntrySchema);
}

/** The class's teacher writes; nobody else does, admins included. */
const teacherOnly = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: 403,
  classTeacher: status,
  otherTeacher: 403,
  classStudent: 403,
  otherStudent: 403,
});

const CASES: Case[] = [
  {
    route: 'GET /api/groups/{id}/diaries',
    call: (_t, fx) => ({ method: 'GET', url: `/api/groups/${fx.group.id}/diaries` }),
    expected: { ...teacherOnly(200), admin: 200 },
    check(_fx, _actor, body) {
      const [entry] = z.array(diaryEntrySchema).parse(body);
      expect(entry?.rows).toHaveLength(2);
      expect(entry?.version).toBe(1);
    },
  },
  {
    route: 'GET /api/students/{id}/diaries',
    call: (_t, fx) => ({ method: 'GET', url: `/api/students/${fx.classStudent.id}/diaries` }),
    expected: { ...teacherOnly(200), admin: 200, classStudent: 200 },
    check(fx, _actor, body) {
      const entries = z.array(studentDiaryEntrySchema.strict()).parse(body);
      expect(entries.map((entry) => [entry.group_id, entry.attendance, entry.mark, entry.comment])).toEqual([
        [fx.group.id, 'present', 4, 'Good work'],
      ]);
      expect(JSON.stringify(body)).not.toContain(CLASSMATE_COMMENT);
      expect(JSON.stringify(body)).not.toContain(fx.classmate.last_name);
    },
  },
  {
    route: 'POST /api/diaries',
    call: async (_t, fx) => {
      const group = await fx.factories.buildGroup({ teacher: fx.classTeacher, students: [fx.classStudent] });
      return {
        method: 'POST',
        url: '/api/diaries',
        body: {
          group_id: group.id,
          date: '2026-09-03',
          topic: 'Fractions',
          rows: [{ student_id: fx.classStudent.id, attendance: 'absent' }],
        },
      };
    },
    expected: teacherOnly(201),
  },
  {
    route: 'PUT /api/diaries/{id}',
    call: async (t, fx) => ({
      method: 'PUT',
      url: `/api/diaries/${(await freshEntry(t, fx)).id}`,
      body: lesson(fx, '2026-09-04'),
    }),
    expected: teacherOnly(200),
  },
  {
    route: 'DELETE /api/diaries/{id}',
    call: async (t, fx) => ({ method: 'DELETE', url: `/api/diaries/${(await freshEntry(t, fx)).id}` }),
    expected: teacherOnly(200),
  },
];

describeEachDatabase('diary routes access', (t) => {
  let fx: Fixtures;

  beforeAll(async () => {
    const f = t.factories;
    const [admin, classTeacher, otherTeacher, classStudent, classmate, otherStudent] = await Promise.all([
      f.buildAdmin(),
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildStudent({ subjects: [1] }),
      f.buildStudent({ subjects: [1] }),
      f.buildStudent({ subjects: [1] }),
    ]);
    const group = await f.buildGroup({ teacher: classTeacher, students: [classStudent, classmate] });
    await f.buildGroup({ teacher: otherTeacher, students: [otherStudent] });
    fx = { admin, classTeacher, otherTeacher, classStudent, classmate, otherStudent, group, factories: f };
    const written = await t.api('POST', '/api/diaries', {
      token: classTeacher.token,
      body: { group_id: group.id, ...lesson(fx, '2026-09-01') },
    });
    expect(written.status, written.raw).toBe(201);
  });

  for (const testCase of CASES) {
    for (const actor of ACTORS) {
      const status = testCase.expected[actor];
      it(`${actor} → ${testCase.route} answers ${status}`, async () => {
        const call = await testCase.call(t, fx);
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
