import {
  deviceSessionListSchema,
  ERRORS,
  endOtherSessionsResultSchema,
  idResultSchema,
  PAGE_SESSION_COOKIE,
  TOKEN_HEADER,
} from '@umka/contracts';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { SESSION_USER_AGENT_MAX } from './user-agent.ts';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'a-much-better-passphrase-4a';
const TTL_SECONDS = 600;

const sessionOf = (token: string) => Number(decodeJwt(token).sid);

async function status(t: TestContext, token: string) {
  return (await t.api('GET', '/api/me', { token })).status;
}

/** A password login from a browser, as the login page sends it. */
async function loginFrom(t: TestContext, user: TestUser, userAgent: string): Promise<string> {
  const login = await t.api('POST', '/api/login', {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(login.status).toBe(200);
  return String(login.headers[TOKEN_HEADER]);
}

async function sessionsOf(t: TestContext, token: string) {
  const response = await t.api('GET', '/api/me/sessions', { token });
  return dataOf(response, deviceSessionListSchema).items;
}

describeEachDatabase(
  'the signed-in devices of a user',
  (t) => {
    it('lists the asking device first, marked current, and the other device with its browser and system', async () => {
      const student = await t.factories.buildStudent();
      const phone = await loginFrom(t, student, IPHONE_SAFARI);
      const laptop = await loginFrom(t, student, WINDOWS_CHROME);

      const items = await sessionsOf(t, laptop);
      const mine = items.filter((item) => item.id === sessionOf(phone) || item.id === sessionOf(laptop));
      expect(mine).toEqual([
        expect.objectContaining({
          id: sessionOf(laptop),
          browser: 'Chrome',
          os: 'Windows',
          mobile: false,
          current: true,
        }),
        expect.objectContaining({ id: sessionOf(phone), browser: 'Safari', os: 'iOS', mobile: true, current: false }),
      ]);
      expect(mine[0]?.ip).toEqual(expect.any(String));
      expect(Date.parse(mine[0]?.last_seen_at ?? '')).toBeGreaterThan(0);
      // The factories' session of the account is listed too: every active session is.
      expect(items.map((item) => item.id)).toContain(sessionOf(student.token));
    });

    it('shows another user none of the sessions, and leaves out ended ones', async () => {
      const student = await t.factories.buildStudent();
      const other = await t.factories.buildStudent();
      const ended = await t.factories.signIn(student);
      await t.api('POST', '/api/logout', { token: ended });

      expect((await sessionsOf(t, student.token)).map((item) => item.id)).toEqual([sessionOf(student.token)]);
      expect((await sessionsOf(t, other.token)).map((item) => item.id)).toEqual([sessionOf(other.token)]);
    });

    it('keeps no more of a user agent than the limit', async () => {
      const teacher = await t.factories.buildTeacher();
      await loginFrom(t, teacher, `${WINDOWS_CHROME} ${'x'.repeat(2000)}`);
      const row = await t.database.db
        .selectFrom('sessions')
        .select('user_agent')
        .where('user_id', '=', teacher.id)
        .where('user_agent', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(row.user_agent).toHaveLength(SESSION_USER_AGENT_MAX);
    });

    it('moves last seen on when the token renews, not on every request', async () => {
      const student = await t.factories.buildStudent();
      const [before] = await sessionsOf(t, student.token);
      t.clock.advance(60_000);
      expect(await status(t, student.token)).toBe(200);
      expect((await sessionsOf(t, student.token))[0]?.last_seen_at).toBe(before?.last_seen_at);

      t.clock.advance((TTL_SECONDS / 2) * 1000);
      const renewal = await t.api('GET', '/api/me', { token: student.token });
      const fresh = String(renewal.headers[TOKEN_HEADER]);
      expect(fresh).toMatch(/^ey/);
      const [after] = await sessionsOf(t, fresh);
      expect(Date.parse(after?.last_seen_at ?? '')).toBeGreaterThan(Date.parse(before?.last_seen_at ?? ''));
    });

    it('ends one session: its token is refused at once and its sockets close, the asking one goes on', async () => {
      const parent = await t.factories.buildParent();
      const tablet = await t.factories.signIn(parent, IPHONE_SAFARI);
      // The tablet's state is kept by the instance now: ending it must forget it, not wait for the TTL.
      expect(await status(t, tablet)).toBe(200);

      const response = await t.api('DELETE', `/api/me/sessions/${sessionOf(tablet)}`, { token: parent.token });
      expect(dataOf(response, idResultSchema)).toEqual({ id: sessionOf(tablet) });

      const refused = await t.api('GET', '/api/me', { token: tablet });
      expect(refused.status).toBe(401);
      expect(errorOf(refused).code).toBe('TOKEN_INVALID');
      expect(t.disconnectedSessions).toContain(sessionOf(tablet));
      expect(t.disconnected).not.toContain(parent.id);
      expect(await status(t, parent.token)).toBe(200);
      expect((await sessionsOf(t, parent.token)).map((item) => item.id)).toEqual([sessionOf(parent.token)]);

      const log = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'target_type', 'target_id'])
        .where('user_id', '=', parent.id)
        .execute();
      expect(log).toEqual([{ action: 'auth.session_end', target_type: 'session', target_id: sessionOf(tablet) }]);
    });

    it('treats ending the asking session itself as a logout, its page session cleared too', async () => {
      const teacher = await t.factories.buildTeacher();
      const other = await t.factories.signIn(teacher);
      const response = await t.api('DELETE', `/api/me/sessions/${sessionOf(teacher.token)}`, { token: teacher.token });
      expect(dataOf(response, idResultSchema)).toEqual({ id: sessionOf(teacher.token) });
      expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=;.*Max-Age=0`));
      expect(await status(t, teacher.token)).toBe(401);
      expect(await status(t, other)).toBe(200);
    });

    it("never ends another user's session, and answers as for a session that does not exist", async () => {
      const student = await t.factories.buildStudent();
      const victim = await t.factories.buildStudent();
      expect(await status(t, victim.token)).toBe(200);

      const response = await t.api('DELETE', `/api/me/sessions/${sessionOf(victim.token)}`, { token: student.token });
      expect(response.status).toBe(404);
      const error = errorOf(response);
      expect(error.code).toBe('DEVICE_SESSION_NOT_FOUND');
      expect(error.message['ru-RU']).toBe(ERRORS.DEVICE_SESSION_NOT_FOUND['ru-RU']);
      expect(await status(t, victim.token)).toBe(200);
      expect(t.disconnectedSessions).not.toContain(sessionOf(victim.token));
    });

    it('answers a clear error, not a 500, for an id that is no number, ended or never existed', async () => {
      const teacher = await t.factories.buildTeacher();
      const ended = await t.factories.signIn(teacher);
      await t.api('DELETE', `/api/me/sessions/${sessionOf(ended)}`, { token: teacher.token });

      const again = await t.api('DELETE', `/api/me/sessions/${sessionOf(ended)}`, { token: teacher.token });
      expect(again.status).toBe(404);
      expect(errorOf(again).code).toBe('DEVICE_SESSION_NOT_FOUND');
      const never = await t.api('DELETE', '/api/me/sessions/2147483000', { token: teacher.token });
      expect(errorOf(never).code).toBe('DEVICE_SESSION_NOT_FOUND');
      for (const id of ['abc', '-1', '0', '1.5', '99999999999999']) {
        const response = await t.api('DELETE', `/api/me/sessions/${id}`, { token: teacher.token });
        expect(response.status, id).toBeGreaterThanOrEqual(400);
        expect(response.status, id).toBeLessThan(500);
        expect(errorOf(response).message['en-US'], id).not.toBe('');
      }
      expect(await status(t, teacher.token)).toBe(200);
    });

    it('ends every other session of the user and keeps the asking one', async () => {
      const admin = await t.factories.buildAdmin();
      const someoneElse = await t.factories.buildAdmin();
      const phone = await t.factories.signIn(admin, IPHONE_SAFARI);
      const laptop = await t.factories.signIn(admin, WINDOWS_CHROME);
      expect(await status(t, phone)).toBe(200);

      const response = await t.api('POST', '/api/me/sessions/end-others', { token: laptop });
      expect(dataOf(response, endOtherSessionsResultSchema)).toEqual({ ended: 2 });

      expect(await status(t, phone)).toBe(401);
      expect(await status(t, admin.token)).toBe(401);
      expect(await status(t, laptop)).toBe(200);
      expect(await status(t, someoneElse.token)).toBe(200);
      expect(t.disconnectedSessions).toEqual(expect.arrayContaining([sessionOf(phone), sessionOf(admin.token)]));
      expect(t.disconnectedSessions).not.toContain(sessionOf(laptop));
      expect((await sessionsOf(t, laptop)).map((item) => item.id)).toEqual([sessionOf(laptop)]);

      const again = await t.api('POST', '/api/me/sessions/end-others', { token: laptop });
      expect(dataOf(again, endOtherSessionsResultSchema)).toEqual({ ended: 0 });
      const actions = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('user_id', '=', admin.id)
        .execute();
      expect(actions.map((row) => row.action)).toEqual(['auth.session_end_others', 'auth.session_end_others']);
    });

    it('ends every other session when the password changes, and the changer goes on in a new one alone', async () => {
      const student = await t.factories.buildStudent();
      const phone = await loginFrom(t, student, IPHONE_SAFARI);
      const laptop = await loginFrom(t, student, WINDOWS_CHROME);
      expect(await status(t, phone)).toBe(200);

      const change = await t.api('PUT', `/api/users/${student.id}/password`, {
        token: laptop,
        body: { current_password: student.password, password: NEW_PASSWORD },
        headers: { 'user-agent': WINDOWS_CHROME },
      });
      expect(change.status).toBe(200);
      const fresh = String(change.headers[TOKEN_HEADER]);

      for (const token of [phone, laptop, student.token]) expect(await status(t, token)).toBe(401);
      expect(await status(t, fresh)).toBe(200);
      expect(t.disconnected).toContain(student.id);
      expect(await sessionsOf(t, fresh)).toEqual([
        expect.objectContaining({ id: sessionOf(fresh), browser: 'Chrome', os: 'Windows', current: true }),
      ]);
      const ended = await t.api('DELETE', `/api/me/sessions/${sessionOf(phone)}`, { token: fresh });
      expect(errorOf(ended).code).toBe('DEVICE_SESSION_NOT_FOUND');
    });
  },
  { jwtTtlSeconds: TTL_SECONDS },
);
