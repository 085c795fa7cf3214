import { pictureLoginSettingsSchema, pictureResetResultSchema } from '@umka/contracts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, classStaff, everyone } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/** The class with picture login on and fresh pictures for its classmate, as its teacher sets them. */
async function openClass(t: TestContext, w: MatrixWorld) {
  const token = w.classTeacher.token;
  const settings = dataOf(
    await t.api('PUT', `/api/groups/${w.group.id}/picture-login`, { token, body: { enabled: true } }),
    pictureLoginSettingsSchema,
  );
  const reset = dataOf(
    await t.api('POST', `/api/groups/${w.group.id}/picture-login/students/${w.classmate.id}`, { token }),
    pictureResetResultSchema,
  );
  return { code: settings.code ?? '', pictures: reset.pictures };
}

/**
 * Picture passwords (issue [15]): the child's two calls are public, like the password login; the setting, the code,
 * the pictures and the printed cards are the class's teacher's and admins'.
 */
export const PICTURE_LOGIN_ROWS: AccessRow[] = [
  {
    route: 'GET /api/picture-login/classes/{code}',
    target: 'any',
    call: async (t, w) => ({ method: 'GET', url: `/api/picture-login/classes/${(await openClass(t, w)).code}` }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/picture-login',
    target: 'any',
    call: async (t, w) => {
      const { code, pictures } = await openClass(t, w);
      return { method: 'POST', url: '/api/picture-login', body: { code, student_id: w.classmate.id, pictures } };
    },
    expected: everyone(200),
  },
  {
    route: 'GET /api/groups/{id}/picture-login',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/picture-login` }),
    expected: classStaff(200),
  },
  {
    route: 'PUT /api/groups/{id}/picture-login',
    target: 'own',
    call: (_t, w) => ({ method: 'PUT', url: `/api/groups/${w.group.id}/picture-login`, body: { enabled: true } }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/picture-login/code',
    target: 'own',
    call: (_t, w) => ({ method: 'POST', url: `/api/groups/${w.group.id}/picture-login/code` }),
    expected: classStaff(200),
  },
  {
    route: 'POST /api/groups/{id}/picture-login/students/{studentId}',
    target: 'own',
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/groups/${w.group.id}/picture-login/students/${w.classStudent.id}`,
    }),
    expected: classStaff(200),
  },
  {
    route: 'GET /api/groups/{id}/picture-login/cards',
    target: 'own',
    call: async (t, w) => {
      await openClass(t, w);
      return { method: 'GET', url: `/api/groups/${w.group.id}/picture-login/cards` };
    },
    expected: classStaff(200),
  },
];
