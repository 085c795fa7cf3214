import { resetResultSchema, TOKEN_HEADER } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';

async function latestMail(t: TestContext, to: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function requestCode(t: TestContext, email: string, lang = 'ru-RU') {
  const response = await t.api('POST', '/api/reset', { body: { email, lang } });
  const { user_id } = dataOf(response, resetResultSchema);
  const mail = await latestMail(t, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? null;
  return { user_id, code, mail };
}

describeEachDatabase('password reset', (t) => {
  const confirm = (body: { user_id: number; password: string; code: string }) =>
    t.api('POST', '/api/reset/confirm', { body });

  it('mails a six-digit code in the chosen language and lets the user set a new password with it', async () => {
    const student = await t.factories.buildStudent();
    const { user_id, code, mail } = await requestCode(t, student.email, 'en-US');
    expect(user_id).toBe(student.id);
    expect(mail?.subject).toBe('Umka: your password reset code');
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await confirm({ user_id, password: 'new-pass', code: String(code) });
    expect(dataOf(confirmed, resetResultSchema).user_id).toBe(student.id);

    const login = await t.api('POST', '/api/login', { body: { email: student.email, password: 'new-pass' } });
    expect(login.status).toBe(200);
    const oldPassword = await t.api('POST', '/api/login', {
      body: { email: student.email, password: student.password },
    });
    expect(oldPassword.status).toBe(401);
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(401);
    expect(login.headers[TOKEN_HEADER]).toBeDefined();
  });

  it('accepts a code only once', async () => {
    const student = await t.factories.buildStudent();
    const { user_id, code } = await requestCode(t, student.email);
    expect((await confirm({ user_id, password: 'first', code: String(code) })).status).toBe(200);
    const again = await confirm({ user_id, password: 'second', code: String(code) });
    expect(again.status).toBe(422);
    expect(errorOf(again).code).toBe('RESET_CODE_INVALID');
  });

  it('answers an unknown email with the same shape and a stable id, and sends nothing', async () => {
    const first = await t.api('POST', '/api/reset', { body: { email: 'ghost@test.example', lang: 'ru-RU' } });
    const second = await t.api('POST', '/api/reset', { body: { email: 'ghost@test.example', lang: 'ru-RU' } });
    const { user_id } = dataOf(first, resetResultSchema);
    expect(dataOf(second, resetResultSchema).user_id).toBe(user_id);
    expect(await latestMail(t, 'ghost@test.example')).toBeUndefined();

    const guessed = await confirm({ user_id, password: 'whatever', code: '123456' });
    expect(errorOf(guessed).code).toBe('RESET_CODE_INVALID');
  });

  it('stops accepting even the right code after five wrong guesses', async () => {
    const student = await t.factories.buildStudent();
    const { user_id, code } = await requestCode(t, student.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await confirm({ user_id, password: 'new-pass', code: wrong })).status).toBe(422);
    }
    expect((await confirm({ user_id, password: 'new-pass', code: String(code) })).status).toBe(422);
  });

  it('refuses a code older than fifteen minutes', async () => {
    const student = await t.factories.buildStudent();
    const { user_id, code } = await requestCode(t, student.email);
    t.clock.advance(16 * 60_000);
    const response = await confirm({ user_id, password: 'new-pass', code: String(code) });
    expect(errorOf(response).code).toBe('RESET_CODE_INVALID');
  });

  it('retires the older code when a new one is requested', async () => {
    const student = await t.factories.buildStudent();
    const first = await requestCode(t, student.email);
    const second = await requestCode(t, student.email);
    if (first.code !== second.code) {
      expect((await confirm({ user_id: student.id, password: 'new-pass', code: String(first.code) })).status).toBe(422);
    }
    expect((await confirm({ user_id: student.id, password: 'new-pass', code: String(second.code) })).status).toBe(200);
  });

  it('applies the staff password rules to teachers and keeps the code usable after a refused password', async () => {
    const teacher = await t.factories.buildTeacher();
    const { user_id, code } = await requestCode(t, teacher.email);
    const short = await confirm({ user_id, password: 'short', code: String(code) });
    expect(errorOf(short).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
    const common = await confirm({ user_id, password: 'qwerty123456', code: String(code) });
    expect(errorOf(common).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_COMMON' });
    expect((await confirm({ user_id, password: 'tea-and-biscuits-42', code: String(code) })).status).toBe(200);
  });

  it('limits how often a code can be requested for one email', async () => {
    const student = await t.factories.buildStudent();
    for (let i = 0; i < 5; i++) await requestCode(t, student.email);
    const response = await t.api('POST', '/api/reset', { body: { email: student.email, lang: 'ru-RU' } });
    expect(response.status).toBe(429);
    expect(errorOf(response).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses a malformed code with a field error instead of checking it', async () => {
    const response = await confirm({ user_id: 1, password: 'new-pass', code: '12ab' });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields?.[0]).toMatchObject({ field: 'code', code: 'RESET_CODE_INVALID' });
  });
});
