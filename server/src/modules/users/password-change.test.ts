import { TOKEN_HEADER, userResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

const NEW_PASSWORD = 'violet-Harbour-42';

describeEachDatabase('changing one’s own password', (t) => {
  it('needs the current password, and says so under that field', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PUT', `/api/users/${teacher.id}/password`, {
      token: teacher.token,
      body: { current_password: 'not-my-password', password: NEW_PASSWORD },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual([
      expect.objectContaining({
        field: 'current_password',
        code: 'CURRENT_PASSWORD_WRONG',
        message: expect.objectContaining({ 'en-US': 'The current password is wrong' }),
      }),
    ]);
    const login = await t.api('POST', '/api/login', { body: { email: teacher.email, password: teacher.password } });
    expect(login.status).toBe(200);
  });

  it.each([
    ['too short', 'Ab1-xyz', 'PASSWORD_TOO_SHORT'],
    ['too common', 'qwerty123456', 'PASSWORD_TOO_COMMON'],
  ])('refuses a staff password that is %s', async (_name, password, code) => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PUT', `/api/users/${teacher.id}/password`, {
      token: teacher.token,
      body: { current_password: teacher.password, password },
    });
    expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'password', code })]);
  });

  it('asks for both fields', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PUT', `/api/users/${teacher.id}/password`, { token: teacher.token, body: {} });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields?.map((field) => [field.field, field.code])).toEqual([
      ['current_password', 'PASSWORD_REQUIRED'],
      ['password', 'PASSWORD_REQUIRED'],
    ]);
  });

  it('lets students keep the 4-character rule', async () => {
    const student = await t.factories.buildStudent();
    const response = await t.api('PUT', `/api/users/${student.id}/password`, {
      token: student.token,
      body: { current_password: student.password, password: 'abcd' },
    });
    expect(response.status).toBe(200);
  });

  it('changes it: the old password stops working, other sessions end, this one goes on', async () => {
    const teacher = await t.factories.buildTeacher();
    const otherLogin = await t.api('POST', '/api/login', {
      body: { email: teacher.email, password: teacher.password },
    });
    const otherSession = String(otherLogin.headers[TOKEN_HEADER]);

    const response = await t.api('PUT', `/api/users/${teacher.id}/password`, {
      token: teacher.token,
      body: { current_password: teacher.password, password: NEW_PASSWORD },
    });
    expect(dataOf(response, userResultSchema).user.id).toBe(teacher.id);
    const freshToken = String(response.headers[TOKEN_HEADER]);

    const oldLogin = await t.api('POST', '/api/login', { body: { email: teacher.email, password: teacher.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.api('POST', '/api/login', { body: { email: teacher.email, password: NEW_PASSWORD } });
    expect(newLogin.status).toBe(200);
    for (const token of [teacher.token, otherSession]) {
      expect((await t.api('GET', '/api/me', { token })).status).toBe(401);
    }
    expect((await t.api('GET', '/api/me', { token: freshToken })).status).toBe(200);
    expect(t.disconnected).toContain(teacher.id);
  });

  it("is refused for someone else's account, admins included", async () => {
    const [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent(),
    ]);
    for (const actor of [admin, teacher]) {
      const response = await t.api('PUT', `/api/users/${student.id}/password`, {
        token: actor.token,
        body: { current_password: actor.password, password: NEW_PASSWORD },
      });
      expect(response.status).toBe(403);
    }
    const anonymous = await t.api('PUT', `/api/users/${student.id}/password`, {
      body: { current_password: student.password, password: NEW_PASSWORD },
    });
    expect(anonymous.status).toBe(401);
  });

  it('is not changed through PATCH /users/{id} by the owner, which has no current password to check', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PATCH', `/api/users/${teacher.id}`, {
      token: teacher.token,
      body: { first_name: 'Ирина', password: NEW_PASSWORD },
    });
    expect(dataOf(response, userResultSchema).user.first_name).toBe('Ирина');
    const login = await t.api('POST', '/api/login', { body: { email: teacher.email, password: teacher.password } });
    expect(login.status).toBe(200);
  });
});
