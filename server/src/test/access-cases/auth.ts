import { type AccessRow, everyone, signedIn, userOf } from './access-row.ts';

const uniqueEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}@test.example`;

export const AUTH_ROWS: AccessRow[] = [
  {
    route: 'POST /api/register',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/register',
      body: { first_name: 'Reg', last_name: 'Istered', email: uniqueEmail('reg'), password: 'abcd', subject_ids: [1] },
    }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/login',
    target: 'any',
    call: (_t, w) => ({
      method: 'POST',
      url: '/api/login',
      body: { email: w.otherStudent.email, password: w.otherStudent.password },
    }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/logout',
    target: 'own',
    // A session of its own, so the logout does not end the session every other row uses.
    call: async (t, w, actor) => ({
      method: 'POST',
      url: '/api/logout',
      ...(actor === 'anonymous' ? {} : { token: await t.factories.signIn(userOf(w, actor)) }),
    }),
    expected: { ...signedIn(200), classmate: 200, parent: 200 },
  },
  {
    route: 'POST /api/reset',
    target: 'any',
    // An address of nobody: the answer must not tell it from a real account's, and no limit of one address is hit.
    call: () => ({ method: 'POST', url: '/api/reset', body: { email: uniqueEmail('nobody'), lang: 'en-US' } }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset/confirm',
    target: 'any',
    // A well-formed token that names no reset: everyone gets the same wrong-code answer.
    call: () => ({
      method: 'POST',
      url: '/api/reset/confirm',
      body: { reset_token: 'A'.repeat(43), password: 'abcd', code: '000000' },
    }),
    expected: everyone(422),
  },
  {
    route: 'GET /api/me',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/me' }),
    expected: { ...signedIn(200), classmate: 200, parent: 200 },
  },
];
