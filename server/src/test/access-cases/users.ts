import { ROLE } from '@umka/contracts';
import { sendMultipart } from '../../modules/homework/homework.fixture.ts';
import { PNG_1PX } from '../../modules/media/image-samples.ts';
import type { TestUser } from '../factories.ts';
import type { ApiResponse, TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, type MatrixActor, REFUSED, signedIn, studentOwn, userOf } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

const uniqueEmail = () => `new-${Math.random().toString(36).slice(2)}@test.example`;

/** A fresh account of the caller's role, for calls that would end the caller's own sessions or account. */
export async function freshSelf(t: TestContext, w: MatrixWorld, actor: MatrixActor): Promise<TestUser> {
  const role = userOf(w, actor).role_id;
  if (role === ROLE.admin) return t.factories.buildAdmin();
  if (role === ROLE.teacher) return t.factories.buildTeacher();
  if (role === ROLE.parent) return t.factories.buildParent();
  return t.factories.buildStudent();
}

/** Somebody who is not the caller: the class's teacher for an admin, else the caller's counterpart. */
function foreignOf(w: MatrixWorld, actor: MatrixActor): TestUser {
  if (actor === 'admin') return w.classTeacher;
  if (actor === 'classTeacher') return w.otherTeacher;
  if (actor === 'otherTeacher') return w.classTeacher;
  return actor === 'classStudent' ? w.classmate : w.classStudent;
}

const uploadAvatar = (t: TestContext, userId: number, token: string | undefined): Promise<ApiResponse> =>
  sendMultipart(t, `/api/users/${userId}/avatar`, token, [
    { name: 'file', file: { filename: 'me.png', bytes: PNG_1PX, contentType: 'image/png' } },
  ]);

const withOwn = (status: number) => ({ ...signedIn(status), classmate: status });

export const USERS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/users',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/users' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/users',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/users',
      body: { role_id: 3, first_name: 'New', last_name: 'Student', email: uniqueEmail(), password: 'abcd' },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/users/{id} (own)',
    target: 'own',
    call: (_t, w, actor) => ({ method: 'GET', url: `/api/users/${userOf(w, actor).id}` }),
    expected: { ...withOwn(200), parent: 200 },
  },
  {
    route: 'GET /api/users/{id} (foreign)',
    target: 'foreign',
    call: (_t, w, actor) => ({ method: 'GET', url: `/api/users/${foreignOf(w, actor).id}` }),
    expected: { ...adminOnly(200), classmate: 403 },
  },
  {
    route: "GET /api/users/{id} (the class's student)",
    target: 'foreign',
    call: (_t, w) => ({ method: 'GET', url: `/api/users/${w.classStudent.id}` }),
    expected: { ...adminOnly(200), classStudent: 200, classmate: 403 },
  },
  {
    route: 'PATCH /api/users/{id} (own)',
    target: 'own',
    call: (_t, w, actor) => ({
      method: 'PATCH',
      url: `/api/users/${userOf(w, actor).id}`,
      body: { phone: '+7 900 000-00-00' },
    }),
    expected: { ...withOwn(200), parent: 200 },
  },
  {
    route: 'PATCH /api/users/{id} (foreign)',
    target: 'foreign',
    call: (_t, w, actor) => ({
      method: 'PATCH',
      url: `/api/users/${foreignOf(w, actor).id}`,
      body: { phone: '+7 900 000-00-01' },
    }),
    expected: { ...adminOnly(200), classmate: 403 },
  },
  {
    route: 'PATCH /api/users/{id}/activity (own)',
    target: 'own',
    call: async (t, w, actor) => {
      const self = await freshSelf(t, w, actor);
      return { method: 'PATCH', url: `/api/users/${self.id}/activity`, body: { is_active: false }, token: self.token };
    },
    expected: { ...adminOnly(403), classmate: 403 },
  },
  {
    route: 'PATCH /api/users/{id}/activity (foreign)',
    target: 'foreign',
    call: async (t) => ({
      method: 'PATCH',
      url: `/api/users/${(await t.factories.buildStudent()).id}/activity`,
      body: { is_active: false },
    }),
    expected: { ...adminOnly(200), classmate: 403 },
  },
  {
    route: 'DELETE /api/users/{id} (own)',
    target: 'own',
    call: async (t, w, actor) => {
      const self = await freshSelf(t, w, actor);
      return { method: 'DELETE', url: `/api/users/${self.id}`, token: self.token };
    },
    expected: { ...adminOnly(403), classmate: 403 },
  },
  {
    route: 'DELETE /api/users/{id} (foreign)',
    target: 'foreign',
    call: async (t) => ({ method: 'DELETE', url: `/api/users/${(await t.factories.buildStudent()).id}` }),
    expected: { ...adminOnly(200), classmate: 403 },
  },
  {
    route: 'PUT /api/users/{id}/guides/{code} (own)',
    target: 'own',
    call: (_t, w, actor) => ({ method: 'PUT', url: `/api/users/${userOf(w, actor).id}/guides/math1` }),
    expected: withOwn(200),
  },
  {
    route: 'PUT /api/users/{id}/guides/{code} (foreign)',
    target: 'foreign',
    call: (_t, w, actor) => ({ method: 'PUT', url: `/api/users/${foreignOf(w, actor).id}/guides/math1` }),
    expected: { ...signedIn(403), classmate: 403 },
  },
  {
    route: 'PUT /api/users/{id}/password (own)',
    target: 'own',
    // A fresh account: a password change ends the account's other sessions.
    call: async (t, w, actor) => {
      const self = await freshSelf(t, w, actor);
      return {
        method: 'PUT',
        url: `/api/users/${self.id}/password`,
        body: { current_password: self.password, password: 'a-much-better-passphrase-4a' },
        token: self.token,
      };
    },
    expected: { ...signedIn(200), anonymous: 401, classmate: 200, parent: 200 },
  },
  {
    route: 'PUT /api/users/{id}/password (foreign)',
    target: 'foreign',
    call: async (t) => {
      const victim = await t.factories.buildStudent();
      return {
        method: 'PUT',
        url: `/api/users/${victim.id}/password`,
        body: { current_password: victim.password, password: 'a-much-better-passphrase-4a' },
      };
    },
    expected: { ...REFUSED, classmate: 403 },
  },
  {
    route: 'POST /api/users/{id}/avatar (own)',
    target: 'own',
    send: (t, w, token, actor) => uploadAvatar(t, userOf(w, actor).id, token),
    expected: withOwn(200),
  },
  {
    route: 'POST /api/users/{id}/avatar (foreign)',
    target: 'foreign',
    send: (t, w, token, actor) => uploadAvatar(t, foreignOf(w, actor).id, token),
    expected: { ...adminOnly(200), classmate: 403 },
  },
  {
    route: 'DELETE /api/users/{id}/avatar (own)',
    target: 'own',
    call: (_t, w, actor) => ({ method: 'DELETE', url: `/api/users/${userOf(w, actor).id}/avatar` }),
    expected: withOwn(200),
  },
  {
    route: 'DELETE /api/users/{id}/avatar (foreign)',
    target: 'foreign',
    call: (_t, w, actor) => ({ method: 'DELETE', url: `/api/users/${foreignOf(w, actor).id}/avatar` }),
    expected: { ...adminOnly(200), classmate: 403 },
  },
  {
    route: 'GET /api/students/{id}/subjects/{subjectId}',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/subjects/1` }),
    expected: studentOwn(200),
  },
];
