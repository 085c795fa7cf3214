import { meSchema, userResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Маша',
  last_name: 'Иванова',
  email: `masha-${Math.random().toString(36).slice(2)}@test.example`,
  password: 'abcd',
  subject_ids: [1, 3],
  ...overrides,
});

describeEachDatabase('registration', (t) => {
  it('creates an active student enrolled in the chosen subjects and hands out no token', async () => {
    const body = registration({ email: '  New.Student@Test.Example ' });
    const response = await t.api('POST', '/api/register', { body });

    expect(response.status).toBe(201);
    expect(response.headers['jwt-token']).toBeUndefined();
    const { user } = dataOf(response, userResultSchema);
    expect(user).toMatchObject({
      role_id: 3,
      email: 'new.student@test.example',
      name: 'Маша Иванова',
      is_active: true,
    });

    const login = await t.api('POST', '/api/login', { body: { email: 'new.student@test.example', password: 'abcd' } });
    const token = String(login.headers['jwt-token']);
    const me = dataOf(await t.api('GET', '/api/me', { token }), meSchema);
    expect(me.student?.subjects.map((s) => [s.id, s.status, s.likes_balance])).toEqual([
      [1, 'active', 0],
      [3, 'active', 0],
    ]);
  });

  it('refuses a student password shorter than four characters', async () => {
    const response = await t.api('POST', '/api/register', { body: registration({ password: 'abc' }) });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields).toEqual([
      expect.objectContaining({ field: 'password', code: 'PASSWORD_TOO_SHORT' }),
    ]);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const existing = await t.factories.buildStudent();
    const response = await t.api('POST', '/api/register', {
      body: registration({ email: existing.email.toUpperCase() }),
    });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('EMAIL_TAKEN');
  });

  it('refuses unknown subject ids and an empty subject list', async () => {
    const unknown = await t.api('POST', '/api/register', { body: registration({ subject_ids: [1, 4] }) });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).fields?.[0]).toMatchObject({ field: 'subject_ids', code: 'FIELD_INVALID' });

    const empty = await t.api('POST', '/api/register', { body: registration({ subject_ids: [] }) });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).fields?.[0]).toMatchObject({ field: 'subject_ids', code: 'NOTHING_SELECTED' });
  });

  it('names every missing field with its own localized message', async () => {
    const response = await t.api('POST', '/api/register', { body: {} });
    expect(response.status).toBe(422);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries((error.fields ?? []).map((f) => [f.field, f]));
    expect(byField.first_name?.code).toBe('FIRST_NAME_REQUIRED');
    expect(byField.last_name?.code).toBe('LAST_NAME_REQUIRED');
    expect(byField.email?.code).toBe('EMAIL_REQUIRED');
    expect(byField.password?.code).toBe('PASSWORD_REQUIRED');
    expect(byField.first_name?.message).toEqual({
      'ru-RU': 'Введите имя',
      'en-US': 'Enter first name',
      'uk-UA': "Введіть ім'я",
    });
  });

  it('ignores a role sent with the registration: self-registration always makes a student', async () => {
    const response = await t.api('POST', '/api/register', { body: registration({ role_id: 1, is_active: false }) });
    expect(dataOf(response, userResultSchema).user).toMatchObject({ role_id: 3, is_active: true });
  });
});
