import { diaryEntrySchema, studentDiaryEntrySchema } from '@umka/contracts';
import { expect } from 'vitest';
import { z } from 'zod';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, classMembers, classStaff, type Expected, REFUSED } from './access-row.ts';
import { CLASSMATE_COMMENT, lesson, type MatrixWorld } from './matrix-world.ts';

/** A fresh class of the class's teacher with both students, and one lesson in it written through the API. */
async function freshEntry(t: TestContext, w: MatrixWorld): Promise<{ id: number }> {
  const group = await t.factories.buildGroup({
    teacher: w.classTeacher,
    students: [w.classStudent, w.classmate],
    subjectId: 3,
  });
  const response = await t.api('POST', '/api/diaries', {
    token: w.classTeacher.token,
    body: { group_id: group.id, ...lesson(w, '2026-09-02') },
  });
  return dataOf(response, diaryEntrySchema);
}

/** The class's teacher writes; nobody else does, admins included. */
const teacherOnly = (status: number): Expected => ({ ...REFUSED, classTeacher: status, classmate: 403 });

export const DIARIES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/groups/{id}/diaries',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/diaries` }),
    expected: { ...classStaff(200), classmate: 403 },
    check(_w, _actor, data) {
      const [entry] = z.array(diaryEntrySchema).parse(data);
      expect(entry?.rows).toHaveLength(2);
    },
  },
  {
    route: 'GET /api/students/{id}/diaries',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/diaries` }),
    expected: { ...classMembers(200), classmate: 403, parent: 200 },
    check(w, _actor, data) {
      const entries = z.array(studentDiaryEntrySchema.strict()).parse(data);
      const inClass = entries.filter((entry) => entry.group_id === w.group.id);
      expect(inClass.map((entry) => [entry.attendance, entry.mark, entry.comment])).toEqual([
        ['present', 4, 'Good work'],
      ]);
      expect(JSON.stringify(data)).not.toContain(CLASSMATE_COMMENT);
      expect(JSON.stringify(data)).not.toContain(w.classmate.last_name);
    },
  },
  {
    route: 'POST /api/diaries',
    target: 'own',
    call: async (t, w) => {
      const group = await t.factories.buildGroup({ teacher: w.classTeacher, students: [w.classStudent], subjectId: 3 });
      return {
        method: 'POST',
        url: '/api/diaries',
        body: {
          group_id: group.id,
          date: '2026-09-03',
          topic: 'Fractions',
          rows: [{ student_id: w.classStudent.id, attendance: 'absent' }],
        },
      };
    },
    expected: teacherOnly(201),
  },
  {
    route: 'PUT /api/diaries/{id}',
    target: 'own',
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/diaries/${(await freshEntry(t, w)).id}`,
      body: lesson(w, '2026-09-04'),
    }),
    expected: teacherOnly(200),
  },
  {
    route: 'DELETE /api/diaries/{id}',
    target: 'own',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/diaries/${(await freshEntry(t, w)).id}` }),
    expected: teacherOnly(200),
  },
];
