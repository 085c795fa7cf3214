import type { InjectOptions } from 'fastify';
import type { Factories, TestUser } from './factories.ts';

export type Actor = 'anonymous' | 'admin' | 'teacher' | 'student';
export const ACTORS: readonly Actor[] = ['anonymous', 'admin', 'teacher', 'student'];

export interface Fixtures {
  admin: TestUser;
  teacher: TestUser;
  student: TestUser;
  otherTeacher: TestUser;
  otherStudent: TestUser;
  group: { id: number };
  otherGroup: { id: number };
  factories: Factories;
}

interface Call {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  /** Sent instead of the actor's usual token (a logout must not end the session the other cases use). */
  token?: string;
}

export interface AccessCase {
  route: string;
  /** Whose object the call touches: the caller's own, someone else's, or nobody's in particular. */
  target: 'own' | 'foreign' | 'any';
  call(fx: Fixtures, actor: Actor): Call | Promise<Call>;
  expected: Record<Actor, number>;
}

/** The caller's own id; anonymous callers aim at the student. */
const ownId = (fx: Fixtures, actor: Actor) => (actor === 'anonymous' ? fx.student : fx[actor]).id;
/** Somebody of the same role who is not the caller. */
const foreignId = (fx: Fixtures, actor: Actor) =>
  actor === 'teacher' ? fx.otherTeacher.id : actor === 'admin' ? fx.teacher.id : fx.otherStudent.id;

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  admin: status,
  teacher: status,
  student: status,
});
const signedIn = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: status,
  teacher: status,
  student: status,
});
const adminOnly = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: status,
  teacher: 403,
  student: 403,
});

export const ACCESS_CASES: AccessCase[] = [
  {
    route: 'GET /api/health',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/health' }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/client-config',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/client-config' }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/subjects',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/subjects' }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/register',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/register',
      body: {
        first_name: 'Reg',
        last_name: 'Istered',
        email: `reg-${Math.random().toString(36).slice(2)}@test.example`,
        password: 'abcd',
        subject_ids: [1],
      },
    }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/login',
    target: 'any',
    call: (fx) => ({
      method: 'POST',
      url: '/api/login',
      body: { email: fx.student.email, password: fx.student.password },
    }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset',
    target: 'any',
    call: (fx) => ({ method: 'POST', url: '/api/reset', body: { email: fx.otherStudent.email, lang: 'en-US' } }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset/confirm',
    target: 'any',
    call: (fx) => ({
      method: 'POST',
      url: '/api/reset/confirm',
      body: { user_id: fx.otherStudent.id, password: 'abcd', code: '000000' },
    }),
    expected: everyone(422),
  },
  {
    route: 'POST /api/logout',
    target: 'own',
    call: async (fx, actor) => ({
      method: 'POST',
      url: '/api/logout',
      ...(actor === 'anonymous' ? {} : { token: await fx.factories.signIn(fx[actor]) }),
    }),
    expected: signedIn(200),
  },
  { route: 'GET /api/me', target: 'own', call: () => ({ method: 'GET', url: '/api/me' }), expected: signedIn(200) },
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
      body: {
        role_id: 3,
        first_name: 'New',
        last_name: 'Student',
        email: `new-${Math.random().toString(36).slice(2)}@test.example`,
        password: 'abcd',
      },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/users/{id}',
    target: 'own',
    call: (fx, actor) => ({ method: 'GET', url: `/api/users/${ownId(fx, actor)}` }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/users/{id}',
    target: 'foreign',
    call: (fx, actor) => ({ method: 'GET', url: `/api/users/${foreignId(fx, actor)}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/users/{id}',
    target: 'own',
    call: (fx, actor) => ({
      method: 'PATCH',
      url: `/api/users/${ownId(fx, actor)}`,
      body: { phone: '+7 900 000-00-00' },
    }),
    expected: signedIn(200),
  },
  {
    route: 'PATCH /api/users/{id}',
    target: 'foreign',
    call: (fx, actor) => ({
      method: 'PATCH',
      url: `/api/users/${foreignId(fx, actor)}`,
      body: { phone: '+7 900 000-00-01' },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/users/{id}/activity',
    target: 'own',
    call: (fx, actor) => ({
      method: 'PATCH',
      url: `/api/users/${ownId(fx, actor)}/activity`,
      body: { is_active: true },
    }),
    expected: adminOnly(403),
  },
  {
    route: 'PATCH /api/users/{id}/activity',
    target: 'foreign',
    call: (fx, actor) => ({
      method: 'PATCH',
      url: `/api/users/${foreignId(fx, actor)}/activity`,
      body: { is_active: true },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/users/{id}',
    target: 'own',
    call: (fx, actor) => ({ method: 'DELETE', url: `/api/users/${ownId(fx, actor)}` }),
    expected: adminOnly(403),
  },
  {
    route: 'DELETE /api/users/{id}',
    target: 'foreign',
    call: async (fx) => ({ method: 'DELETE', url: `/api/users/${(await fx.factories.buildStudent()).id}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/users/{id}/guides/{code}',
    target: 'own',
    call: (fx, actor) => ({ method: 'PUT', url: `/api/users/${ownId(fx, actor)}/guides/math1` }),
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/users/{id}/guides/{code}',
    target: 'foreign',
    call: (fx, actor) => ({ method: 'PUT', url: `/api/users/${foreignId(fx, actor)}/guides/math1` }),
    expected: signedIn(403),
  },
  {
    route: 'GET /api/students/{id}/subjects/{subjectId}',
    target: 'own',
    call: (fx, actor) => ({ method: 'GET', url: `/api/students/${ownId(fx, actor)}/subjects/1` }),
    expected: { anonymous: 401, admin: 403, teacher: 403, student: 200 },
  },
  {
    route: 'GET /api/students/{id}/subjects/{subjectId}',
    target: 'foreign',
    call: (fx) => ({ method: 'GET', url: `/api/students/${fx.otherStudent.id}/subjects/1` }),
    expected: { anonymous: 401, admin: 403, teacher: 403, student: 403 },
  },
  {
    route: 'GET /api/teachers/{id}/groups',
    target: 'own',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.teacher.id}/groups` }),
    expected: { anonymous: 401, admin: 200, teacher: 200, student: 403 },
  },
  {
    route: 'GET /api/teachers/{id}/groups',
    target: 'foreign',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.otherTeacher.id}/groups` }),
    expected: { anonymous: 401, admin: 200, teacher: 403, student: 403 },
  },
  {
    route: 'GET /api/teachers/{id}/groups/{groupId}',
    target: 'own',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.teacher.id}/groups/${fx.group.id}` }),
    expected: { anonymous: 401, admin: 200, teacher: 200, student: 403 },
  },
  {
    route: 'GET /api/teachers/{id}/groups/{groupId}',
    target: 'foreign',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.otherTeacher.id}/groups/${fx.otherGroup.id}` }),
    expected: { anonymous: 401, admin: 200, teacher: 403, student: 403 },
  },
  {
    route: 'GET /api/teachers/{id}/subjects',
    target: 'own',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.teacher.id}/subjects` }),
    expected: { anonymous: 401, admin: 200, teacher: 200, student: 403 },
  },
  {
    route: 'GET /api/teachers/{id}/subjects',
    target: 'foreign',
    call: (fx) => ({ method: 'GET', url: `/api/teachers/${fx.otherTeacher.id}/subjects` }),
    expected: { anonymous: 401, admin: 200, teacher: 403, student: 403 },
  },
  {
    // The teacher's subjects stay as they are (the default [1, 2, 3]), so the other cases see no change.
    route: 'PUT /api/teachers/{id}/subjects',
    target: 'own',
    call: (fx) => ({ method: 'PUT', url: `/api/teachers/${fx.teacher.id}/subjects`, body: { subject_ids: [1, 2, 3] } }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/teachers/{id}/subjects',
    target: 'foreign',
    call: (fx) => ({
      method: 'PUT',
      url: `/api/teachers/${fx.otherTeacher.id}/subjects`,
      body: { subject_ids: [1, 2, 3] },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/maintenance',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/maintenance' }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/maintenance',
    target: 'any',
    call: () => ({ method: 'PUT', url: '/api/admin/maintenance', body: { enabled: false } }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/outbox',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/outbox' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/logs',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/logs' }),
    expected: adminOnly(200),
  },
];
