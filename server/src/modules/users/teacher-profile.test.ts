import { userResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

describeEachDatabase('teachers editing their own profile', (t) => {
  it('changes first and last name and phone, and nothing else they send', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PATCH', `/api/users/${teacher.id}`, {
      token: teacher.token,
      body: {
        first_name: 'Ирина',
        last_name: 'Ковальчук',
        phone: '+7 (912) 345-67-89',
        role_id: 1,
        email: 'boss@test.example',
        is_active: false,
        avatar: 'https://evil.example/x.png',
      },
    });
    expect(dataOf(response, userResultSchema).user).toMatchObject({
      name: 'Ирина Ковальчук',
      phone: '+7 (912) 345-67-89',
      role_id: 2,
      email: teacher.email,
      is_active: true,
      avatar: null,
    });
    expect((await t.api('GET', '/api/users', { token: teacher.token })).status).toBe(403);
  });

  it('refuses a blank name and a malformed phone under their fields', async () => {
    const teacher = await t.factories.buildTeacher();
    const response = await t.api('PATCH', `/api/users/${teacher.id}`, {
      token: teacher.token,
      body: { first_name: '  ', phone: 'call me' },
    });
    expect(errorOf(response).fields?.map((field) => [field.field, field.code])).toEqual([
      ['first_name', 'FIRST_NAME_REQUIRED'],
      ['phone', 'PHONE_INVALID'],
    ]);
  });

  it("cannot edit another teacher's profile", async () => {
    const [teacher, other] = await Promise.all([t.factories.buildTeacher(), t.factories.buildTeacher()]);
    const response = await t.api('PATCH', `/api/users/${other.id}`, {
      token: teacher.token,
      body: { first_name: 'Захват' },
    });
    expect(response.status).toBe(403);
  });
});
