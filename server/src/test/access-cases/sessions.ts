import { deviceSessionListSchema } from '@umka/contracts';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { type AccessRow, signedIn, userOf } from './access-row.ts';
import { freshSelf } from './users.ts';

const sessionOf = (token: string) => Number(decodeJwt(token).sid);

/** The caller's signed-in devices (issue [16]): every role, each their own only. */
export const SESSIONS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/me/sessions',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/me/sessions' }),
    expected: { ...signedIn(200), classmate: 200, parent: 200 },
    check(_w, _actor, data) {
      expect(deviceSessionListSchema.parse(data).items.filter((item) => item.current)).toHaveLength(1);
    },
  },
  {
    route: 'DELETE /api/me/sessions/{id} (own)',
    target: 'own',
    // Another session of the caller's, so the one every other row uses stays.
    call: async (t, w, actor) => {
      const other = await t.factories.signIn(userOf(w, actor));
      return { method: 'DELETE', url: `/api/me/sessions/${sessionOf(other)}` };
    },
    expected: { ...signedIn(200), classmate: 200, parent: 200 },
  },
  {
    route: 'DELETE /api/me/sessions/{id} (foreign)',
    target: 'foreign',
    // Whoever asks, a session of somebody else's is not theirs to end, nor to learn about.
    call: async (t) => {
      const stranger = await t.factories.buildStudent();
      return { method: 'DELETE', url: `/api/me/sessions/${sessionOf(stranger.token)}` };
    },
    expected: { ...signedIn(404), classmate: 404, parent: 404 },
  },
  {
    route: 'POST /api/me/sessions/end-others',
    target: 'own',
    // A fresh account of the caller's role: ending the other sessions would end the one every other row uses.
    call: async (t, w, actor) => {
      const self = await freshSelf(t, w, actor);
      return { method: 'POST', url: '/api/me/sessions/end-others', token: self.token };
    },
    expected: { ...signedIn(200), classmate: 200, parent: 200 },
  },
];
