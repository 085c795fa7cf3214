import { diaryEntrySchema, studentDiaryEntrySchema } from '@umka/contracts';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import {
  buildSixActors,
  classMembers,
  classStaff,
  itAnswersEveryActor,
  REFUSED,
  type RouteCase,
  type SixActor,
  type SixActorWorld,
} from '../../test/six-actors.ts';

interface Fixtures extends SixActorWorld {
  /** Sits beside the class's student; their mark and comment must never reach the class's student. */
  classmate: TestUser;
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
  const group = await t.factories.buildGroup({ teacher: fx.classTeacher, students: [fx.classStudent, fx.classmate] });
  const response = await t.api('POST', '/api/diaries', {
    token: fx.classTeacher.token,
    body: { group_id: group.id, ...lesson(fx, '2026-09-02') },
  });
  return dataOf(response, diaryEntrySchema);
}

/** The class's teacher writes; nobody else does, admins included. */
const teacherOnly = (status: number): Record<SixActor, number> => ({ ...REFUSED, classTeacher: status });

const CASES: RouteCase<Fixtures>[] = [
  {
    route: 'GET /api/groups/{id}/diaries',
    call: (_t, fx) => ({ method: 'GET', url: `/api/groups/${fx.group.id}/diaries` }),
    expected: classStaff(200),
    check(_fx, _actor, body) {
      const [entry] = z.array(diaryEntrySchema).parse(body);
      expect(entry?.rows).toHaveLength(2);
      expect(entry?.version).toBe(1);
    },
  },
  {
    route: 'GET /api/students/{id}/diaries',
    call: (_t, fx) => ({ method: 'GET', url: `/api/students/${fx.classStudent.id}/diaries` }),
    expected: classMembers(200),
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
    call: async (t, fx) => {
      const group = await t.factories.buildGroup({ teacher: fx.classTeacher, students: [fx.classStudent] });
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
    const classmate = await t.factories.buildStudent({ subjects: [1] });
    fx = { ...(await buildSixActors(t, { studentSubjects: [1], classmates: [classmate] })), classmate };
    const written = await t.api('POST', '/api/diaries', {
      token: fx.classTeacher.token,
      body: { group_id: fx.group.id, ...lesson(fx, '2026-09-01') },
    });
    expect(written.status, written.raw).toBe(201);
  });

  itAnswersEveryActor(t, { world: () => fx, users: (world) => world, cases: CASES });
});
