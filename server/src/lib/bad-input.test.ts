import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../test/factories.ts';
import { describeEachDatabase, errorOf } from '../test/harness.ts';
import { MAX_FIELD_ERRORS } from './error-handler.ts';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from './json-body.ts';

const BODY_LIMIT = 16 * 1024;

describeEachDatabase(
  'bad input',
  (t) => {
    let admin: TestUser;
    let student: TestUser;

    beforeAll(async () => {
      admin = await t.factories.buildAdmin();
      student = await t.factories.buildStudent();
    });

    it('answers wrong types with 422 and a localized message per field', async () => {
      const response = await t.api('POST', '/api/login', { body: { email: 42, password: ['x'] } });
      expect(response.status).toBe(422);
      const error = errorOf(response);
      expect(error.message['en-US']).toBe('Please check the fields');
      expect(error.fields?.map((f) => [f.field, f.code])).toEqual([
        ['email', 'EMAIL_REQUIRED'],
        ['password', 'PASSWORD_REQUIRED'],
      ]);
    });

    it('falls back to FIELD_INVALID for rules without a code of their own', async () => {
      const response = await t.api('POST', '/api/reset/confirm', {
        body: { reset_token: 42, password: 'x', code: '123456' },
      });
      expect(errorOf(response).fields).toEqual([
        expect.objectContaining({ field: 'reset_token', code: 'FIELD_INVALID' }),
      ]);
    });

    it('refuses huge strings as too long instead of storing them', async () => {
      const response = await t.api('PATCH', `/api/users/${student.id}`, {
        token: student.token,
        body: { first_name: 'я'.repeat(5000), password: 'p'.repeat(1000) },
      });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.map((f) => f.code)).toEqual(['FIELD_TOO_LONG', 'FIELD_TOO_LONG']);
    });

    it('refuses half of a surrogate pair in a JSON string as an invalid field, and takes a whole pair', async () => {
      const lone = await t.api('PATCH', `/api/users/${student.id}`, {
        token: student.token,
        payload: '{"first_name":"Ann\\ud800a"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(lone.status).toBe(422);
      expect(errorOf(lone).fields).toEqual([expect.objectContaining({ field: 'first_name', code: 'FIELD_INVALID' })]);
      const pair = await t.api('PATCH', `/api/users/${student.id}`, {
        token: student.token,
        payload: '{"first_name":"Ann\\ud83d\\ude00"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(pair.status).toBe(200);
    });

    it('refuses a NUL character anywhere in a request as an invalid field, before anything is stored', async () => {
      const body = await t.api('PATCH', `/api/users/${student.id}`, {
        token: student.token,
        body: { first_name: 'Ann\u0000a' },
      });
      expect(body.status).toBe(422);
      expect(errorOf(body).fields).toEqual([expect.objectContaining({ field: 'first_name', code: 'FIELD_INVALID' })]);
      const me = await t.api('GET', `/api/users/${student.id}`, { token: student.token });
      expect(JSON.stringify(me.body)).not.toContain('\\u0000');
      const query = await t.api('GET', '/api/trainers?subject_id=1%00', { token: student.token });
      expect(errorOf(query).fields).toEqual([expect.objectContaining({ field: 'subject_id' })]);
    });

    it('answers malformed JSON with 400 and an empty JSON body with 400', async () => {
      const malformed = await t.api('POST', '/api/login', { payload: '{"email": "a@b.c",' });
      expect(malformed.status).toBe(400);
      expect(errorOf(malformed).code).toBe('BAD_REQUEST');
      const empty = await t.api('POST', '/api/login', { payload: '', headers: { 'content-type': 'application/json' } });
      expect(empty.status).toBe(400);
    });

    it('refuses a body nested deeper than the limit with 400 before any route or check walks it', async () => {
      const arrays = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const objects = `${'{"a":'.repeat(2900)}1${'}'.repeat(2900)}`.slice(0, BODY_LIMIT - 1);
      for (const payload of [arrays, objects]) {
        for (const url of ['/api/login', '/api/reset', '/api/register']) {
          const response = await t.api('POST', url, { payload, headers: { 'content-type': 'application/json' } });
          expect(response.status).toBe(400);
          expect(errorOf(response).code).toBe('BODY_TOO_DEEP');
        }
      }
      const health = await t.api('GET', '/api/health');
      expect(health.status).toBe(200);
    });

    it('still takes a body nested as deep as the limit allows', async () => {
      const deep = `${'['.repeat(MAX_JSON_DEPTH - 1)}"x"${']'.repeat(MAX_JSON_DEPTH - 1)}`;
      const response = await t.api('POST', '/api/login', {
        payload: `{"email":"nobody@example.com","password":"secret","extra":${deep}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(401);
    });

    it('names at most a form-sized handful of bad fields, however many values a body gets wrong', async () => {
      const response = await t.api('POST', '/api/register', {
        body: { subject_ids: Array.from({ length: 2000 }, () => 'x') },
      });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
    });

    it('answers an unknown content type with 415', async () => {
      const response = await t.api('POST', '/api/login', {
        payload: 'email=a@b.c',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a body over the limit with 413', async () => {
      const response = await t.api('POST', '/api/register', { body: { first_name: 'x'.repeat(BODY_LIMIT * 2) } });
      expect(response.status).toBe(413);
      expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers a missing body, a bad id and a bad page size with 422', async () => {
      expect((await t.api('POST', '/api/login')).status).toBe(422);
      expect((await t.api('GET', '/api/users/abc', { token: admin.token })).status).toBe(422);
      expect((await t.api('GET', '/api/users/-1', { token: admin.token })).status).toBe(422);
      expect((await t.api('GET', '/api/users?per_page=5000', { token: admin.token })).status).toBe(422);
    });

    it('answers unknown API paths with the 404 envelope, whatever the method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.api(method, '/api/definitely/not/here', { token: admin.token });
        expect(response.status).toBe(404);
        expect(errorOf(response).message['uk-UA']).toBe('Не знайдено');
      }
    });

    it('never answers arbitrary JSON with a 5xx or a stack trace', async () => {
      const routes = [
        { method: 'POST', url: '/api/register', token: undefined },
        { method: 'POST', url: '/api/login', token: undefined },
        { method: 'POST', url: '/api/reset', token: undefined },
        { method: 'POST', url: '/api/reset/confirm', token: undefined },
        { method: 'POST', url: '/api/users', token: () => admin.token },
        { method: 'PATCH', url: '/api/users/1', token: () => admin.token },
        { method: 'PUT', url: '/api/admin/maintenance', token: () => admin.token },
      ] as const;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 3 }), async (route, body) => {
          const token = route.token?.();
          const response = await t.api(route.method, route.url, { body, ...(token ? { token } : {}) });
          expect(response.status).toBeLessThan(500);
          expect(response.raw).not.toMatch(/at .+\.ts:\d+/);
        }),
        { numRuns: 60 },
      );
      await t.api('PUT', '/api/admin/maintenance', { token: admin.token, body: { enabled: false } });
    });
  },
  { bodyLimit: BODY_LIMIT },
);

describeEachDatabase('a bug on the server', (t) => {
  it('answers 500 INTERNAL_ERROR with the envelope and without any detail of the failure', async () => {
    const student = await t.factories.buildStudent();
    await t.database.db.schema.dropTable('likes_ledger').execute();
    await t.database.db.schema.dropTable('likes_balances').execute();
    const response = await t.api('GET', '/api/me', { token: student.token });
    expect(response.status).toBe(500);
    const error = errorOf(response);
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(response.raw).not.toMatch(/likes_balances|stack|sqlite|relation/i);
  });
});

describeEachDatabase('a body of many values under the size limit', (t) => {
  it('refuses a body of more values than any request of ours holds with 400', async () => {
    const response = await t.api('POST', '/api/login', {
      payload: `{"email":"a@b.c","password":"secret","extra":[${'0,'.repeat(MAX_JSON_VALUES)}0]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('BODY_TOO_MANY_VALUES');
  });
});
