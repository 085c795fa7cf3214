import { studentErasureSchema } from '@umka/contracts';
import type { TestContext } from '../harness.ts';
import type { MatrixActor } from './access-row.ts';
import { type AccessRow, REFUSED } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * A student of their own for every caller: erasure is for good, and the parent's is one they follow, as the
 * class's student is. Nobody else's rows lose their student.
 */
async function studentToErase(t: TestContext, w: MatrixWorld, actor: MatrixActor): Promise<number> {
  const student = await t.factories.buildStudent();
  if (actor === 'parent') {
    await t.database.db
      .insertInto('parent_children')
      .values({ parent_id: w.parent.id, student_id: student.id, created_at: new Date().toISOString() })
      .execute();
  }
  return student.id;
}

/** A child's data rights: an admin for anyone, a parent for their own child; teachers and children never. */
export const DATA_RIGHTS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/data-export',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/data-export` }),
    expected: { ...REFUSED, admin: 200, classmate: 403, parent: 200 },
  },
  {
    route: 'POST /api/students/{id}/erasure',
    target: 'own',
    call: async (t, w, actor) => ({
      method: 'POST',
      url: `/api/students/${await studentToErase(t, w, actor)}/erasure`,
    }),
    expected: { ...REFUSED, admin: 200, classmate: 403, parent: 200 },
    check: (_w, _actor, data) => {
      studentErasureSchema.parse(data);
    },
  },
];
