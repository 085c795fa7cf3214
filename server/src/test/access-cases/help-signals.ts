import { helpSignalSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestContext } from '../harness.ts';
import { type AccessRow, classStaff } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

const DAY_MS = 86_400_000;

/**
 * A fresh class of the class's teacher with one student who joined it ten days ago and has done nothing since: its
 * one signal is "inactive", whose occurrence is the joining day.
 */
async function idleClass(t: TestContext, w: MatrixWorld) {
  const student = await t.factories.buildStudent({ subjects: [1] });
  const group = await t.factories.buildGroup({ teacher: w.classTeacher, students: [student], subjectId: 1 });
  const joined = new Date(t.clock.now().getTime() - 10 * DAY_MS).toISOString();
  await t.database.db
    .updateTable('group_students')
    .set({ created_at: joined })
    .where('group_id', '=', group.id)
    .execute();
  return { group, student, fingerprint: `djoined-${joined.slice(0, 10)}` };
}

export const HELP_SIGNALS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/groups/{id}/help-signals',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/help-signals` }),
    expected: { ...classStaff(200), classmate: 403 },
    check(w, _actor, data) {
      const students = new Set(
        z
          .array(helpSignalSchema.strict())
          .parse(data)
          .map((signal) => signal.student_id),
      );
      students.delete(w.classStudent.id);
      students.delete(w.classmate.id);
      expect([...students], 'signals about students outside the class').toEqual([]);
    },
  },
  {
    route: 'POST /api/groups/{id}/help-signals/handled',
    target: 'own',
    call: async (t, w) => {
      const idle = await idleClass(t, w);
      return {
        method: 'POST',
        url: `/api/groups/${idle.group.id}/help-signals/handled`,
        body: { student_id: idle.student.id, rule: 'inactive', fingerprint: idle.fingerprint },
      };
    },
    expected: { ...classStaff(201), classmate: 403 },
  },
];
