import { cabinetChildSchema, parentAccessSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { z } from 'zod';
import { inviteCodeHash, newInviteCode } from '../../modules/parents/parent-invite-code.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, classMembers, everyone, REFUSED } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/** The class's student's own parent access: the child, their class's teacher and admins manage it. */
const childSide = (status: number) => ({ ...classMembers(status), classmate: 403 });

/** An invitation for the class's student with a code the row knows (only its hash is stored). */
async function inviteFor(t: TestContext, w: MatrixWorld): Promise<{ id: number; code: string }> {
  const code = newInviteCode();
  const row = await t.database.db
    .insertInto('parent_invites')
    .values({
      code_hash: inviteCodeHash(code),
      student_id: w.classStudent.id,
      created_by: w.classStudent.id,
      expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

export const PARENTS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/parent-access',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/parent-access` }),
    expected: childSide(200),
    check(w, _actor, data) {
      const access = parentAccessSchema.strict().parse(data);
      expect(access.parents.map((p) => p.id)).toEqual([w.parent.id]);
    },
  },
  {
    route: 'POST /api/students/{id}/parent-invites',
    target: 'own',
    call: async (t, w) => {
      // The row makes one invitation per caller that may; clear the earlier ones so the limit of five never answers.
      await t.database.db.deleteFrom('parent_invites').where('student_id', '=', w.classStudent.id).execute();
      return { method: 'POST', url: `/api/students/${w.classStudent.id}/parent-invites` };
    },
    expected: childSide(201),
  },
  {
    route: 'DELETE /api/parent-invites/{id}',
    target: 'own',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/parent-invites/${(await inviteFor(t, w)).id}` }),
    expected: childSide(200),
  },
  {
    route: 'DELETE /api/students/{id}/parents/{parentId}',
    target: 'own',
    call: async (t, w) => {
      const parent = await t.factories.buildParent({ children: [w.classStudent] });
      return { method: 'DELETE', url: `/api/students/${w.classStudent.id}/parents/${parent.id}` };
    },
    expected: childSide(200),
  },
  {
    route: 'POST /api/parent-invites/check',
    target: 'any',
    call: async (t, w) => ({
      method: 'POST',
      url: '/api/parent-invites/check',
      body: { code: (await inviteFor(t, w)).code },
    }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/parent-invites/redeem',
    target: 'any',
    call: async (t, w) => ({
      method: 'POST',
      url: '/api/parent-invites/redeem',
      body: {
        code: (await inviteFor(t, w)).code,
        first_name: 'Ирина',
        last_name: 'Петрова',
        email: `parent-${Math.random().toString(36).slice(2)}@test.example`,
        password: 'a-long-family-passphrase',
      },
    }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/parents/me/children',
    target: 'own',
    call: async (t, w) => ({
      method: 'POST',
      url: '/api/parents/me/children',
      body: { code: (await inviteFor(t, w)).code },
    }),
    expected: { ...REFUSED, parent: 201 },
  },
  {
    route: 'GET /api/parents/me/children',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/parents/me/children' }),
    expected: { ...REFUSED, parent: 200 },
    check(w, _actor, data) {
      const children = z.array(cabinetChildSchema.strict()).parse(data);
      expect(children.map((c) => c.id)).toEqual([w.classStudent.id]);
    },
  },
  {
    route: 'GET /api/parents/me/children/{id}/week',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/parents/me/children/${w.classStudent.id}/week` }),
    expected: { ...REFUSED, parent: 200 },
  },
  {
    route: 'GET /api/parents/me/children/{id}/week (another child)',
    target: 'foreign',
    call: (_t, w) => ({ method: 'GET', url: `/api/parents/me/children/${w.classmate.id}/week` }),
    expected: { ...REFUSED, parent: 404 },
  },
  {
    route: 'GET /api/parents/me/children/{id}/trends',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/parents/me/children/${w.classStudent.id}/trends?subject_id=1` }),
    expected: { ...REFUSED, parent: 200 },
  },
];
