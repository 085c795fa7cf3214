import { userResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('users editing themselves', (t) => {
  it('changes their own name, phone and locale', async () => {
    const student = await t.factories.buildStudent();
    const response = await t.api('PATCH', `/api/users/${student.id}`, {
      token: student.token,
      body: { first_name: 'Гоша', last_name: 'Новиков', phone: '+380 44 123-45-67', locale: 'uk-UA' },
    });
    expect(dataOf(response, userResultSchema).user).toMatchObject({
      name: 'Гоша Новиков',
      phone: '+380 44 123-45-67',
      locale: 'uk-UA',
    });
  });

  it('ignores roles, activity and balances smuggled into an update (mass assignment)', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    const attempt = { first_name: 'Eve', role_id: 1, is_active: false, token_version: 99, likes_balance: 1000, id: 1 };

    for (const token of [student.token, admin.token]) {
      const response = await t.api('PATCH', `/api/users/${student.id}`, { token, body: attempt });
      expect(dataOf(response, userResultSchema).user).toMatchObject({ id: student.id, role_id: 3, is_active: true });
    }
    expect((await t.api('GET', '/api/users', { token: student.token })).status).toBe(403);
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(200);
  });

  it('leaves email and age to admins: an owner sending them changes nothing', async () => {
    const student = await t.factories.buildStudent();
    const response = await t.api('PATCH', `/api/users/${student.id}`, {
      token: student.token,
      body: { email: 'taken-over@test.example', age: 30 },
    });
    expect(dataOf(response, userResultSchema).user).toMatchObject({ email: student.email, property: { age: null } });

    const admin = await t.factories.buildAdmin();
    const byAdmin = await t.api('PATCH', `/api/users/${student.id}`, { token: admin.token, body: { age: 9 } });
    expect(dataOf(byAdmin, userResultSchema).user.property.age).toBe(9);
  });

  it('keeps the old password when the password field is blank', async () => {
    const student = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${student.id}`, {
      token: student.token,
      body: { password: '', first_name: 'Kim' },
    });
    const login = await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });
    expect(login.status).toBe(200);
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(200);
  });

  it('applies the password rule of the account an admin sets: 4 characters for students, strong for staff', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    const short = await t.api('PATCH', `/api/users/${student.id}`, { token: admin.token, body: { password: 'abc' } });
    expect(errorOf(short).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
    const ok = await t.api('PATCH', `/api/users/${student.id}`, { token: admin.token, body: { password: 'abcd' } });
    expect(ok.status).toBe(200);

    const teacher = await t.factories.buildTeacher();
    const common = await t.api('PATCH', `/api/users/${teacher.id}`, {
      token: admin.token,
      body: { password: '1qaz2wsx3edc' },
    });
    expect(errorOf(common).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_COMMON' });
  });

  it('refuses an email another user already has', async () => {
    const admin = await t.factories.buildAdmin();
    const [first, second] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);
    const response = await t.api('PATCH', `/api/users/${first.id}`, {
      token: admin.token,
      body: { email: second.email },
    });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('EMAIL_TAKEN');
  });

  it('records a watched guide once, however often it is reported', async () => {
    const student = await t.factories.buildStudent();
    await t.api('PUT', `/api/users/${student.id}/guides/math1`, { token: student.token });
    await t.api('PUT', `/api/users/${student.id}/guides/reader2`, { token: student.token });
    const again = await t.api('PUT', `/api/users/${student.id}/guides/math1`, { token: student.token });
    expect(dataOf(again, userResultSchema).user.property.guides).toEqual(['math1', 'reader2']);

    const bad = await t.api('PUT', `/api/users/${student.id}/guides/DROP TABLE`, { token: student.token });
    expect(bad.status).toBe(422);
  });
});
