import { RESET_TOKEN_PATTERN, resetConfirmResultSchema, resetResultSchema, TOKEN_HEADER } from '@umka/contracts';
import { expect, it } from 'vitest';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';

async function latestMail(t: TestContext, to: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

let addresses = 0;
/** Each request from an address of its own unless a test says otherwise, so the per-address limit stays out of the way. */
const freshAddress = () => {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const ask = (t: TestContext, email: string, lang = 'ru-RU', ip = freshAddress()) =>
  t.api('POST', '/api/reset', { body: { email, lang }, remoteAddress: ip });

async function requestCode(t: TestContext, email: string, lang = 'ru-RU') {
  const response = await ask(t, email, lang);
  const { reset_token } = dataOf(response, resetResultSchema);
  await t.drainJobs();
  const mail = await latestMail(t, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? null;
  return { reset_token, code, mail };
}

/** What a client can see of an answer besides the random token itself. */
function shapeOf(response: ApiResponse) {
  const body = response.body as { status: boolean; data: Record<string, unknown> };
  return {
    status: response.status,
    keys: Object.keys(body),
    dataKeys: Object.keys(body.data ?? {}),
    tokenLooksRandom: RESET_TOKEN_PATTERN.test(String(body.data?.reset_token)),
    contentType: response.headers['content-type'],
  };
}

describeEachDatabase('password reset', (t) => {
  const confirm = (body: { reset_token: string; password: string; code: string }) =>
    t.api('POST', '/api/reset/confirm', { body, remoteAddress: freshAddress() });

  it('mails a six-digit code in the chosen language through the job queue and lets the user set a new password with it', async () => {
    const student = await t.factories.buildStudent();
    const response = await ask(t, student.email, 'en-US');
    const { reset_token } = dataOf(response, resetResultSchema);
    expect(reset_token).toMatch(RESET_TOKEN_PATTERN);
    expect(await latestMail(t, student.email)).toBeUndefined();

    expect(await t.drainJobs()).toBe(1);
    const mail = await latestMail(t, student.email);
    expect(mail?.subject).toBe('Umka: your password reset code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await confirm({ reset_token, password: 'new-pass', code: String(code) });
    expect(dataOf(confirmed, resetConfirmResultSchema)).toEqual({ password_changed: true });

    const login = await t.api('POST', '/api/login', { body: { email: student.email, password: 'new-pass' } });
    expect(login.status).toBe(200);
    const oldPassword = await t.api('POST', '/api/login', {
      body: { email: student.email, password: student.password },
    });
    expect(oldPassword.status).toBe(401);
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(401);
    expect(login.headers[TOKEN_HEADER]).toBeDefined();
  });

  it('answers a known and an unknown email with the same status and body shape', async () => {
    const student = await t.factories.buildStudent();
    const known = await ask(t, student.email);
    const unknown = await ask(t, 'ghost@test.example');
    expect(shapeOf(known)).toEqual(shapeOf(unknown));
    expect(shapeOf(known)).toMatchObject({ status: 200, dataKeys: ['reset_token'], tokenLooksRandom: true });
    await t.drainJobs();
    expect(await latestMail(t, 'ghost@test.example')).toBeUndefined();
  });

  it('answers a known and an unknown email alike while the mail transport throws, and sends the mail later', async () => {
    const student = await t.factories.buildStudent();
    t.mailer.failNext(1);
    const known = await ask(t, student.email);
    const unknown = await ask(t, 'nobody-here@test.example');
    expect(shapeOf(known)).toEqual(shapeOf(unknown));
    expect(known.status).toBe(200);

    await t.drainJobs();
    expect(t.mailer.failures).toBeGreaterThanOrEqual(1);
    expect(await latestMail(t, student.email)).toBeUndefined();
    t.clock.advance(60_000);
    await t.drainJobs();
    expect((await latestMail(t, student.email))?.text).toMatch(/\b\d{6}\b/);
  });

  it('answers at once for a known email while the mail transport hangs, because the mail is sent by the worker', async () => {
    const student = await t.factories.buildStudent();
    const release = t.mailer.hang();
    try {
      const known = await ask(t, student.email);
      const unknown = await ask(t, 'ghost-hang@test.example');
      expect(shapeOf(known)).toEqual(shapeOf(unknown));
      const queued = await t.database.db.selectFrom('jobs').select('state').where('state', '=', 'pending').execute();
      expect(queued.length).toBeGreaterThanOrEqual(1);
    } finally {
      release();
    }
    await t.drainJobs();
    expect((await latestMail(t, student.email))?.text).toMatch(/\b\d{6}\b/);
  });

  it('puts no user id in any reset answer', async () => {
    const student = await t.factories.buildStudent();
    const { reset_token, code } = await requestCode(t, student.email);
    const answers = [
      await ask(t, student.email),
      await ask(t, 'ghost-2@test.example'),
      await confirm({ reset_token, password: 'new-pass', code: code === '000000' ? '111111' : '000000' }),
      await confirm({ reset_token, password: 'new-pass', code: String(code) }),
    ];
    for (const answer of answers) {
      expect(answer.raw).not.toMatch(/user_id|"id"/);
      expect(answer.raw).not.toContain(`:${student.id},`);
      expect(answer.raw).not.toContain(`:${student.id}}`);
    }
  });

  it('accepts a reset token only once', async () => {
    const student = await t.factories.buildStudent();
    const { reset_token, code } = await requestCode(t, student.email);
    expect((await confirm({ reset_token, password: 'first', code: String(code) })).status).toBe(200);
    const again = await confirm({ reset_token, password: 'second', code: String(code) });
    expect(again.status).toBe(422);
    expect(errorOf(again).code).toBe('RESET_CODE_INVALID');
  });

  it('gives an unknown email a token that leads nowhere but fails like a wrong code', async () => {
    const { reset_token } = dataOf(await ask(t, 'ghost-3@test.example'), resetResultSchema);
    const guessed = await confirm({ reset_token, password: 'whatever', code: '123456' });
    expect(guessed.status).toBe(422);
    expect(errorOf(guessed).code).toBe('RESET_CODE_INVALID');
    const made = await confirm({ reset_token: 'A'.repeat(43), password: 'whatever', code: '123456' });
    expect(made.status).toBe(422);
    expect(errorOf(made).code).toBe('RESET_CODE_INVALID');
  });

  it('stops accepting even the right code after five wrong guesses on one token', async () => {
    const student = await t.factories.buildStudent();
    const { reset_token, code } = await requestCode(t, student.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await confirm({ reset_token, password: 'new-pass', code: wrong })).status).toBe(422);
    }
    expect((await confirm({ reset_token, password: 'new-pass', code: String(code) })).status).toBe(422);
  });

  it('refuses a code older than fifteen minutes', async () => {
    const student = await t.factories.buildStudent();
    const { reset_token, code } = await requestCode(t, student.email);
    t.clock.advance(16 * 60_000);
    const response = await confirm({ reset_token, password: 'new-pass', code: String(code) });
    expect(errorOf(response).code).toBe('RESET_CODE_INVALID');
  });

  it('retires the older token when a new one is requested', async () => {
    const student = await t.factories.buildStudent();
    const first = await requestCode(t, student.email);
    const second = await requestCode(t, student.email);
    expect(
      (await confirm({ reset_token: first.reset_token, password: 'new-pass', code: String(first.code) })).status,
    ).toBe(422);
    expect(
      (await confirm({ reset_token: second.reset_token, password: 'new-pass', code: String(second.code) })).status,
    ).toBe(200);
  });

  it('applies the staff password rules to teachers and keeps the code usable after a refused password', async () => {
    const teacher = await t.factories.buildTeacher();
    const { reset_token, code } = await requestCode(t, teacher.email);
    const short = await confirm({ reset_token, password: 'short', code: String(code) });
    expect(errorOf(short).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
    const common = await confirm({ reset_token, password: 'qwerty123456', code: String(code) });
    expect(errorOf(common).fields?.[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_COMMON' });
    expect((await confirm({ reset_token, password: 'tea-and-biscuits-42', code: String(code) })).status).toBe(200);
  });

  it('limits requests for one email to five an hour, with the same answer for a known and an unknown email', async () => {
    const student = await t.factories.buildStudent();
    const limited: ApiResponse[] = [];
    for (const email of [student.email, 'ghost-limit@test.example']) {
      for (let i = 0; i < 5; i++) expect((await ask(t, email)).status).toBe(200);
      limited.push(await ask(t, email));
    }
    const [known, unknown] = limited as [ApiResponse, ApiResponse];
    expect(known.status).toBe(429);
    expect(errorOf(known)).toEqual(errorOf(unknown));
    expect(errorOf(known)).toMatchObject({
      code: 'RESET_TOO_MANY_REQUESTS',
      message: { 'en-US': 'Too many password reset requests. Try again later' },
    });

    t.clock.advance(60 * 60_000 + 1);
    expect((await ask(t, student.email)).status).toBe(200);
  });

  it('limits one address to twenty requests in fifteen minutes, whatever the emails', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 20; i++) expect((await ask(t, `someone-${i}@test.example`, 'ru-RU', ip)).status).toBe(200);
    const limited = await ask(t, 'someone-else@test.example', 'ru-RU', ip);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).code).toBe('RESET_TOO_MANY_REQUESTS');
    expect((await ask(t, 'someone-else@test.example', 'ru-RU', '10.30.0.2')).status).toBe(200);
  });

  it('refuses a malformed code or token with a field error instead of checking it', async () => {
    const response = await confirm({ reset_token: 'A'.repeat(43), password: 'new-pass', code: '12ab' });
    expect(response.status).toBe(422);
    expect(errorOf(response).fields?.[0]).toMatchObject({ field: 'code', code: 'RESET_CODE_INVALID' });
    const token = await confirm({ reset_token: '42', password: 'new-pass', code: '123456' });
    expect(errorOf(token).fields?.[0]).toMatchObject({ field: 'reset_token', code: 'RESET_CODE_INVALID' });
  });
});
