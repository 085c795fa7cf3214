import { TOKEN_HEADER } from '@umka/contracts';
import { SignJWT, UnsecuredJWT } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDatabase, errorOf } from '../../test/harness.ts';

const TTL_SECONDS = 600;

describeEachDatabase(
  'tokens',
  (t) => {
    it('sends no new token while the current one is young', async () => {
      const student = await t.factories.buildStudent();
      const response = await t.api('GET', '/api/me', { token: student.token });
      expect(response.status).toBe(200);
      expect(response.headers[TOKEN_HEADER]).toBeUndefined();
    });

    it('sends a fresh token in jwt-token once the current one is past half its life, and the fresh one outlives it', async () => {
      const student = await t.factories.buildStudent();
      t.clock.advance((TTL_SECONDS / 2 + 5) * 1000);

      const renewed = await t.api('GET', '/api/me', { token: student.token });
      expect(renewed.status).toBe(200);
      const fresh = String(renewed.headers[TOKEN_HEADER]);
      expect(fresh).toMatch(/^ey/);
      expect(fresh).not.toBe(student.token);

      t.clock.advance((TTL_SECONDS / 2) * 1000);
      const expired = await t.api('GET', '/api/me', { token: student.token });
      expect(expired.status).toBe(401);
      expect(errorOf(expired).code).toBe('TOKEN_INVALID');
      expect((await t.api('GET', '/api/me', { token: fresh })).status).toBe(200);
    });

    it('answers 401 UNAUTHENTICATED without a token and TOKEN_INVALID for a bad one', async () => {
      const missing = await t.api('GET', '/api/me');
      expect(missing.status).toBe(401);
      expect(errorOf(missing).code).toBe('UNAUTHENTICATED');

      for (const header of ['Bearer not-a-jwt', 'Bearer ', 'Basic dXNlcjpwYXNz']) {
        const response = await t.api('GET', '/api/me', { headers: { authorization: header } });
        expect(response.status, header).toBe(401);
      }
      const garbage = await t.api('GET', '/api/me', { token: 'not-a-jwt' });
      expect(errorOf(garbage).code).toBe('TOKEN_INVALID');
    });

    it('refuses a token signed with another secret or with no signature at all', async () => {
      const student = await t.factories.buildStudent();
      const claims = { role: 1, tv: 0 };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(student.id))
        .setIssuer('umka')
        .setAudience('umka')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000000'));
      const unsigned = new UnsecuredJWT(claims)
        .setSubject(String(student.id))
        .setIssuer('umka')
        .setAudience('umka')
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode();

      for (const token of [forged, unsigned]) {
        const response = await t.api('GET', '/api/me', { token });
        expect(response.status).toBe(401);
        expect(errorOf(response).code).toBe('TOKEN_INVALID');
      }
    });

    it('ignores a bad token on public routes instead of refusing them', async () => {
      const response = await t.api('GET', '/api/subjects', { token: 'not-a-jwt' });
      expect(response.status).toBe(200);
    });

    it('revokes older tokens when users change their own password, and hands them a new one', async () => {
      const teacher = await t.factories.buildTeacher();
      const response = await t.api('PUT', `/api/users/${teacher.id}/password`, {
        token: teacher.token,
        body: { current_password: teacher.password, password: 'a-much-better-passphrase' },
      });
      expect(response.status).toBe(200);
      const fresh = String(response.headers[TOKEN_HEADER]);
      expect((await t.api('GET', '/api/me', { token: teacher.token })).status).toBe(401);
      expect((await t.api('GET', '/api/me', { token: fresh })).status).toBe(200);
    });
  },
  { jwtTtlSeconds: TTL_SECONDS },
);
