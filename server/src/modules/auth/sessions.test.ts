import { logoutResultSchema, TOKEN_HEADER } from '@umka/contracts';
import { decodeJwt } from 'jose';
import { afterEach, expect, it } from 'vitest';
import { fakeDeps, Harness, refused } from '../../realtime/test-harness.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { RETIRED_TOKEN_GRACE_MS, socketAuthentication } from './authenticator.ts';

const TTL_SECONDS = 600;
const DAY_SECONDS = 86_400;

const sessionOf = (token: string) => Number(decodeJwt(token).sid);

async function status(t: TestContext, token: string, url = '/api/me') {
  return (await t.api('GET', url, { token })).status;
}

describeEachDatabase(
  'logout',
  (t) => {
    const gateways = new Harness();
    afterEach(() => gateways.close());

    it('makes the token answer 401 on every route, while the same user stays signed in on another device', async () => {
      const student = await t.factories.buildStudent();
      const otherDevice = await t.factories.signIn(student);

      const logout = await t.api('POST', '/api/logout', { token: student.token });
      expect(logout.status).toBe(200);
      expect(dataOf(logout, logoutResultSchema)).toEqual({ all: false });

      const me = await t.api('GET', '/api/me', { token: student.token });
      expect(me.status).toBe(401);
      expect(errorOf(me).code).toBe('TOKEN_INVALID');
      expect(await status(t, student.token, `/api/users/${student.id}`)).toBe(401);
      expect((await t.api('POST', '/api/logout', { token: student.token })).status).toBe(401);
      expect(await status(t, otherDevice)).toBe(200);
      expect(t.disconnectedSessions).toContain(sessionOf(student.token));
      expect(t.disconnected).not.toContain(student.id);
    });

    it('with all: true ends every session of the user and closes all their sockets, and nobody else’s', async () => {
      const teacher = await t.factories.buildTeacher();
      const otherDevice = await t.factories.signIn(teacher);
      const someoneElse = await t.factories.buildTeacher();

      const logout = await t.api('POST', '/api/logout', { token: teacher.token, body: { all: true } });
      expect(dataOf(logout, logoutResultSchema)).toEqual({ all: true });

      expect(await status(t, teacher.token)).toBe(401);
      expect(await status(t, otherDevice)).toBe(401);
      expect(await status(t, someoneElse.token)).toBe(200);
      expect(t.disconnected).toContain(teacher.id);
    });

    it('lets the user sign in again afterwards', async () => {
      const student = await t.factories.buildStudent();
      await t.api('POST', '/api/logout', { token: student.token, body: { all: true } });
      const login = await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });
      expect(await status(t, String(login.headers[TOKEN_HEADER]))).toBe(200);
    });

    it('is recorded in the audit log', async () => {
      const admin = await t.factories.buildAdmin();
      await t.api('POST', '/api/logout', { token: admin.token, body: { all: false } });
      const actions = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('user_id', '=', admin.id)
        .execute();
      expect(actions.map((row) => row.action)).toEqual(['auth.logout']);
    });

    it('makes the socket gateway refuse the token of the ended session', async () => {
      const student = await t.factories.buildStudent();
      const gateway = await gateways.start(fakeDeps({ authenticate: socketAuthentication(t.services.authenticator) }));
      expect((await gateways.connected(gateway, student.token)).connected).toBe(true);

      await t.api('POST', '/api/logout', { token: student.token });
      const error = await refused(gateways.client(gateway, { token: student.token }));
      expect(error.code).toBe('TOKEN_INVALID');
    });
  },
  { jwtTtlSeconds: TTL_SECONDS },
);

describeEachDatabase(
  'token renewal within a session',
  (t) => {
    it('keeps the renewed token working for the grace period and refuses it after', async () => {
      const student = await t.factories.buildStudent();
      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);
      const renewal = await t.api('GET', '/api/me', { token: student.token });
      const fresh = String(renewal.headers[TOKEN_HEADER]);
      expect(fresh).toMatch(/^ey/);

      t.clock.advance(RETIRED_TOKEN_GRACE_MS - 5000);
      expect(await status(t, student.token)).toBe(200);
      t.clock.advance(10_000);
      const late = await t.api('GET', '/api/me', { token: student.token });
      expect(late.status).toBe(401);
      expect(errorOf(late).code).toBe('TOKEN_INVALID');
      expect(await status(t, fresh)).toBe(200);
    });

    it('gives parallel requests with the same old token fresh tokens that all outlive the grace', async () => {
      const teacher = await t.factories.buildTeacher();
      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);
      const responses = await Promise.all([1, 2, 3].map(() => t.api('GET', '/api/me', { token: teacher.token })));
      const fresh = responses.map((response) => String(response.headers[TOKEN_HEADER]));
      expect(fresh.every((token) => token.startsWith('ey'))).toBe(true);

      t.clock.advance(RETIRED_TOKEN_GRACE_MS + 1000);
      for (const token of fresh) expect(await status(t, token)).toBe(200);
      expect(await status(t, teacher.token)).toBe(401);
    });

    it('refuses a token that was never renewed from once a newer one has outlived the grace', async () => {
      const student = await t.factories.buildStudent();
      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);
      const first = String((await t.api('GET', '/api/me', { token: student.token })).headers[TOKEN_HEADER]);
      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);
      const second = String((await t.api('GET', '/api/me', { token: first })).headers[TOKEN_HEADER]);
      t.clock.advance(RETIRED_TOKEN_GRACE_MS + 1000);
      expect(await status(t, first)).toBe(401);
      expect(await status(t, second)).toBe(200);
    });
  },
  { jwtTtlSeconds: TTL_SECONDS },
);

describeEachDatabase(
  'absolute session lifetime',
  (t) => {
    it('renews a daily-used token until 30 days after login, never past that, and then refuses it', async () => {
      const student = await t.factories.buildStudent();
      const login = await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });
      let token = String(login.headers[TOKEN_HEADER]);
      // The session's end is read from its row: the fake clock runs in real time, so the token may be signed a second later.
      const session = await t.database.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', sessionOf(token))
        .executeTakeFirstOrThrow();
      const end = new Date(session.expires_at).getTime() / 1000;
      expect(end - Number(decodeJwt(token).iat)).toBeGreaterThanOrEqual(30 * DAY_SECONDS - 1);

      let renewals = 0;
      for (let hours = 13; hours < 30 * 24; hours += 13) {
        t.clock.advance(13 * 3600_000);
        const response = await t.api('GET', '/api/me', { token });
        expect(response.status, `${hours} h after login`).toBe(200);
        const fresh = response.headers[TOKEN_HEADER];
        if (typeof fresh !== 'string') continue;
        expect(Number(decodeJwt(fresh).exp)).toBeLessThanOrEqual(end);
        token = fresh;
        renewals += 1;
      }
      expect(renewals).toBeGreaterThan(50);
      expect(decodeJwt(token).exp).toBe(end);

      t.clock.advance(24 * 3600_000);
      const refused = await t.api('GET', '/api/me', { token });
      expect(refused.status).toBe(401);
      expect(errorOf(refused).code).toBe('TOKEN_INVALID');
    });

    it('refuses a token of a session whose end the database says has passed', async () => {
      const teacher = await t.factories.buildTeacher();
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
        .where('id', '=', sessionOf(teacher.token))
        .execute();
      expect(await status(t, teacher.token)).toBe(401);
    });

    it('deletes sessions ended more than a day ago when someone logs in', async () => {
      const student = await t.factories.buildStudent();
      const ended = await t.factories.signIn(student);
      await t.api('POST', '/api/logout', { token: ended });
      t.clock.advance(DAY_SECONDS * 1000 + 60_000);
      await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });

      const ids = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', student.id).execute();
      expect(ids.map((row) => row.id)).not.toContain(sessionOf(ended));
      expect(ids.map((row) => row.id)).toContain(sessionOf(student.token));
    });
  },
  { jwtTtlSeconds: DAY_SECONDS },
);
