import { roleIdSchema, TOKEN_HEADER } from '@umka/contracts';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { AUTH_STATE_TTL_MS } from './auth-state-cache.ts';
import { advanceGeneration } from './sessions.repo.ts';

async function status(t: TestContext, token: string) {
  return (await t.api('GET', '/api/me', { token })).status;
}

/** What another instance of the server does in the shared database, announcing nothing to this one. */
async function blockElsewhere(t: TestContext, userId: number) {
  await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', userId).execute();
}

describeEachDatabase('the auth state kept between requests', (t) => {
  it('refuses at once a user blocked here, though their state was kept a moment before', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    expect(await status(t, student.token)).toBe(200);
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
    expect(await status(t, student.token)).toBe(401);
  });

  it('accepts at once a fresh login of a user unblocked here, though their refusal was kept a moment before', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
    expect(await status(t, student.token)).toBe(401);
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: true } });
    const login = await t.api('POST', '/api/login', { body: { email: student.email, password: student.password } });
    expect(await status(t, String(login.headers[TOKEN_HEADER]))).toBe(200);
  });

  it('sees a change no instance announced once the kept state is older than its TTL', async () => {
    const student = await t.factories.buildStudent();
    expect(await status(t, student.token)).toBe(200);
    await blockElsewhere(t, student.id);
    t.clock.advance(AUTH_STATE_TTL_MS);
    expect(await status(t, student.token)).toBe(401);
  });

  it('accepts at once a token renewed on another instance, and the token it retired within the grace', async () => {
    const student = await t.factories.buildStudent();
    expect(await status(t, student.token)).toBe(200);
    const claims = decodeJwt(student.token);
    const session = { id: Number(claims.sid), generation: Number(claims.gen), endsAt: Number(claims.exp) };
    await advanceGeneration(t.database.db, session.id, session.generation, t.clock.now().toISOString());
    const renewed = await t.tokens.sign(
      { id: student.id, role_id: roleIdSchema.parse(claims.role), token_version: Number(claims.tv) },
      { ...session, generation: session.generation + 1 },
    );
    expect(await status(t, renewed)).toBe(200);
    expect(await status(t, student.token)).toBe(200);
  });
});
