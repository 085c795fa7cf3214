import { loginResultSchema, meSchema, TOKEN_HEADER } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('login', (t) => {
  it('answers with the user in the body and a working token in the jwt-token header', async () => {
    const student = await t.factories.buildStudent();
    const response = await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });

    expect(response.status).toBe(200);
    expect(dataOf(response, loginResultSchema).user).toMatchObject({ id: student.id, role_id: 3 });
    const token = response.headers[TOKEN_HEADER];
    expect(typeof token).toBe('string');
    const me = await t.api('GET', '/api/me', { token: String(token) });
    expect(dataOf(me, meSchema).user.id).toBe(student.id);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('POST', '/api/login', {
      body: { email: `  ${teacher.email.toUpperCase()} `, password: teacher.password },
    });
    expect(response.status).toBe(200);
  });

  it('gives a wrong password and an unknown email the very same answer', async () => {
    const student = await t.factories.buildStudent();
    const wrongPassword = await t.api('POST', '/api/login', { body: { email: student.email, password: 'nope-nope' } });
    const unknownEmail = await t.api('POST', '/api/login', {
      body: { email: 'nobody@test.example', password: 'nope-nope' },
    });

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.raw).toBe(unknownEmail.raw);
    expect(errorOf(wrongPassword)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: { 'ru-RU': 'Некорректные данные', 'en-US': 'Incorrect data' },
    });
    expect(wrongPassword.headers[TOKEN_HEADER]).toBeUndefined();
  });

  it('refuses a blocked user even with the right password', async () => {
    const student = await t.factories.buildStudent({ active: false });
    const response = await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('USER_BLOCKED');
    expect(response.headers[TOKEN_HEADER]).toBeUndefined();
  });

  it('does not reveal that an account is blocked to someone without its password', async () => {
    const student = await t.factories.buildStudent({ active: false });
    const response = await t.api('POST', '/api/login', { body: { email: student.email, password: 'wrong-one' } });
    expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['student', () => t.factories.buildStudent()],
    ['teacher', () => t.factories.buildTeacher()],
    ['admin', () => t.factories.buildAdmin()],
  ] as const)(
    'ends the sessions of a %s the admin blocks for good: unblocking lets them log in again, not revive the old token',
    async (_role, build) => {
      const admin = await t.factories.buildAdmin();
      const user = await build();
      expect((await t.api('GET', '/api/me', { token: user.token })).status).toBe(200);

      const block = await t.api('PATCH', `/api/users/${user.id}/activity`, {
        token: admin.token,
        body: { is_active: false },
      });
      expect(block.status).toBe(200);
      const refused = await t.api('GET', '/api/me', { token: user.token });
      expect(refused.status).toBe(401);
      expect(errorOf(refused).code).toBe('TOKEN_INVALID');
      expect(t.disconnected).toContain(user.id);

      const unblock = await t.api('PATCH', `/api/users/${user.id}/activity`, {
        token: admin.token,
        body: { is_active: true },
      });
      expect(unblock.status).toBe(200);
      expect((await t.api('GET', '/api/me', { token: user.token })).status).toBe(401);
      const login = await t.api('POST', '/api/login', { body: { email: user.email, password: user.password } });
      expect(login.status).toBe(200);
      expect((await t.api('GET', '/api/me', { token: String(login.headers[TOKEN_HEADER]) })).status).toBe(200);
    },
  );

  it('records logins and failed logins in the audit log', async () => {
    const student = await t.factories.buildStudent();
    await t.api('POST', '/api/login', { body: { email: student.email, password: 'wrong-one' } });
    await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', student.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['auth.login_failed', 'auth.login']);
  });
});
