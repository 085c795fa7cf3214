import fc from 'fast-check';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { sendMultipart } from './modules/homework/homework.fixture.ts';
import type { TestUser } from './test/factories.ts';
import { describeEachDatabase, errorOf } from './test/harness.ts';

/**
 * Bad input never costs a 5xx: every JSON route the API documents, called by each role with path ids that
 * exist, do not or are not ids, and with bodies that are random JSON or the route's own fields holding
 * values a form or a script could send (empty, huge, negative, past the integer range, of the wrong type).
 */

interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  fields: string[];
  json: boolean;
  multipart: boolean;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A new seed every run unless FUZZ_SEED replays one; printed so a failure can be replayed. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Ids a PostgreSQL integer column cannot hold, and ids that are no ids at all: any 5xx on them fails. */
const BAD_IDS = ['2147483648', '9007199254740991', '-1', '0', 'abc'] as const;
const BAD_ID_VALUES = [2_147_483_648, 9_007_199_254_740_991, -1, 0, 'abc'] as const;
const isIdField = (field: string) => /(^id|_id|Id)$/.test(field);
const isIdsField = (field: string) => /_ids$/.test(field);
const BODY_LIMIT = 65_536;
/** Switched on, it answers every other role 503 by design; bad-input.test.ts gives it random JSON. */
const MAINTENANCE = '/api/admin/maintenance';

/**
 * Calls that end the callers' own sessions or accounts run last, so they do not leave the other routes
 * answering only 401. Multipart uploads have their own tests of bad files.
 */
/** Uploads: the document names no JSON body for them, the server reads them as multipart/form-data. */
const MULTIPART_PATHS = /\/(avatar|media|files|recordings\/video|answers)$/;

const SESSION_ENDING =
  /\/(logout|password|users\/\{[^}]+\}$|users\/\{[^}]+\}\/(active|block)|students\/\{[^}]+\}$|teachers\/\{[^}]+\}$)/;

function documentedRoutes(document: { paths?: Record<string, Record<string, OpenApiOperation>> }): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || path === MAINTENANCE) continue;
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase() as DocumentedRoute['method'],
        path,
        fields: Object.keys(content['application/json']?.schema?.properties ?? {}),
        json: Boolean(content['application/json']),
        multipart: method === 'post' && (Boolean(content['multipart/form-data']) || MULTIPART_PATHS.test(path)),
      });
    }
  }
  const ending = (route: DocumentedRoute) => (route.method !== 'GET' && SESSION_ENDING.test(route.path) ? 1 : 0);
  return routes.sort((a, b) => ending(a) - ending(b));
}

const awkwardValue = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'abc',
    '2026-02-30',
    '9999-99-99',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '\u0000',
    'я'.repeat(3000),
    0,
    -1,
    1.5,
    2_147_483_648,
    -2_147_483_649,
    9_007_199_254_740_991,
    1e308,
    true,
    null,
    [],
    {},
    [1, 2, 3],
    [0, -1, 2_147_483_648],
    ['a', null],
    { id: 1 },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A body whose id fields (and only they) hold one bad id; other fields are left out. */
function badIdBody(route: DocumentedRoute, id: (typeof BAD_ID_VALUES)[number]): Record<string, unknown> | undefined {
  if (!route.json) return undefined;
  const body: Record<string, unknown> = {};
  for (const field of route.fields) {
    if (isIdField(field)) body[field] = id;
    if (isIdsField(field)) body[field] = [id];
  }
  return body;
}

const idValue = fc.constantFrom(...BAD_ID_VALUES);

const deepBody = (depth: number) => `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;

describeEachDatabase(
  'every route refuses bad input without a 5xx',
  (t) => {
    let actors: { role: string; user: TestUser }[];
    let ids: string[];
    let routes: DocumentedRoute[];
    const seen = (actor: { role: string }, method: string, url: string, what: string) =>
      `${actor.role} ${method} ${url} ${what} (replay with FUZZ_SEED=${SEED})`;

    /** New callers for each test: the routes that end sessions or delete accounts leave the old ones refused. */
    async function freshActors() {
      const f = t.factories;
      const [admin, teacher, student] = await Promise.all([
        f.buildAdmin(),
        f.buildTeacher(),
        f.buildStudent({ subjects: [1, 2, 3] }),
      ]);
      const group = await f.buildGroup({ teacher, students: [student] });
      actors = [
        { role: 'admin', user: admin },
        { role: 'teacher', user: teacher },
        { role: 'student', user: student },
      ];
      ids = [String(group.id), String(student.id), '1', '1.5', '99999999999999999999', ...BAD_IDS];
    }

    beforeAll(() => {
      console.info(`FUZZ_SEED=${SEED}`);
      routes = documentedRoutes(t.app.swagger() as Parameters<typeof documentedRoutes>[0]);
    });
    beforeEach(freshActors);

    it('answers ids past the integer range, zero, negative or not numbers below 500 in every path and body', async () => {
      expect(routes.length).toBeGreaterThan(100);
      for (const route of routes.filter(
        (r) => r.path.includes('{') || r.fields.some(isIdField) || r.fields.some(isIdsField),
      )) {
        for (const [index, id] of BAD_IDS.entries()) {
          const url = route.path.replace(/\{[^}]+\}/g, id);
          const body = badIdBody(route, BAD_ID_VALUES[index] as (typeof BAD_ID_VALUES)[number]);
          for (const actor of actors) {
            const response = await t.api(route.method, url, {
              token: actor.user.token,
              ...(body === undefined ? {} : { body }),
            });
            expect(response.status, seen(actor, route.method, url, JSON.stringify(body))).toBeLessThan(500);
          }
        }
      }
    }, 120_000);

    it('answers every documented route below 500 and without a stack trace', async () => {
      for (const route of routes.filter((r) => !r.multipart)) {
        const fields = route.fields.map((field) => (isIdField(field) ? fc.oneof(idValue, awkwardValue) : awkwardValue));
        const body = route.json
          ? fc.oneof(
              fc.jsonValue({ maxDepth: 3 }),
              route.fields.length > 0
                ? fc.dictionary(fc.constantFrom(...route.fields), fc.oneof(...fields), { minKeys: 1 })
                : fc.constant({}),
            )
          : fc.constant(undefined);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...actors),
            fc.constantFrom(...ids),
            fc.constantFrom('', '?page=-1&subject_id=abc&group_id=2147483648', '?subjectId=0&trainer_id=x&q=%00'),
            body,
            async (actor, id, query, payload) => {
              const url = route.path.replace(/\{[^}]+\}/g, id) + query;
              const response = await t.api(route.method, url, {
                token: actor.user.token,
                ...(payload === undefined ? {} : { body: payload }),
              });
              expect(response.status, seen(actor, route.method, url, JSON.stringify(payload))).toBeLessThan(500);
              expect(response.raw).not.toMatch(/at .+\.ts:\d+/);
            },
          ),
          { numRuns: Number(process.env.FUZZ_RUNS ?? 12), seed: SEED },
        );
      }
    }, 600_000);

    it('refuses broken JSON, wrong content types, oversize and deeply nested bodies with a 4xx', async () => {
      const bodyRoutes = routes.filter((r) => r.json);
      const jsonLooking = '{"title":"x","id":1,"subject_id":2147483648}';
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...bodyRoutes),
          fc.constantFrom(...actors),
          fc.oneof(
            fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '[1,2', '\u0000', '{"a":"\\ud800"}'),
            fc.string({ maxLength: 40 }).map((text) => `{${text}`),
          ),
          fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded'),
          async (route, actor, broken, contentType) => {
            const url = route.path.replace(/\{[^}]+\}/g, '1');
            const send = (payload: string, type: string) =>
              t.api(route.method, url, { token: actor.user.token, payload, headers: { 'content-type': type } });
            const invalid = await send(broken, 'application/json');
            expect(invalid.status, seen(actor, route.method, url, broken)).toBeGreaterThanOrEqual(400);
            expect(invalid.status, seen(actor, route.method, url, broken)).toBeLessThan(500);
            const wrongType = await send(jsonLooking, contentType);
            expect(wrongType.status, seen(actor, route.method, url, contentType)).toBeGreaterThanOrEqual(400);
            expect(wrongType.status, seen(actor, route.method, url, contentType)).toBeLessThan(500);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 60), seed: SEED },
      );
      // A route refuses a caller of the wrong role before it reads the body; every other answer is the limit's.
      const oversize = `{"title":"${'x'.repeat(BODY_LIMIT + 10)}"}`;
      const headers = { 'content-type': 'application/json' };
      const actor = actors[0] as (typeof actors)[number];
      let read = 0;
      for (const route of bodyRoutes) {
        const url = route.path.replace(/\{[^}]+\}/g, '1');
        const big = await t.api(route.method, url, { token: actor.user.token, payload: oversize, headers });
        expect([413, 401, 403], seen(actor, route.method, url, `oversize: ${big.status}`)).toContain(big.status);
        const deep = await t.api(route.method, url, { token: actor.user.token, payload: deepBody(200), headers });
        expect([400, 401, 403], seen(actor, route.method, url, `deep: ${deep.status}`)).toContain(deep.status);
        if (deep.status === 400) expect(errorOf(deep).code).toBe('BODY_TOO_DEEP');
        if (big.status === 413) read += 1;
      }
      expect(read).toBeGreaterThan(bodyRoutes.length / 2);
    }, 300_000);

    it('refuses uploads with random fields, no file, a wrongly named file or no multipart at all with a 4xx', async () => {
      const uploads = routes.filter((r) => r.multipart);
      expect(uploads.length).toBeGreaterThanOrEqual(5);
      const part = fc.record({
        name: fc.constantFrom('file', 'files', 'text', 'title', 'recorded_on', 'nope', ''),
        value: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('2147483648', '-1', '')),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...uploads),
          fc.constantFrom(...actors),
          fc.constantFrom(...ids),
          fc.array(part, { maxLength: 4 }),
          fc.constantFrom('missing file', 'wrong field', 'not multipart', 'random fields'),
          async (route, actor, id, fields, kind) => {
            const url = route.path.replace(/\{[^}]+\}/g, id);
            const file = { filename: 'a.txt', bytes: Buffer.from('hello') };
            const response =
              kind === 'not multipart'
                ? await t.api('POST', url, { token: actor.user.token, body: { file: 'a.png' } })
                : await sendMultipart(t, url, actor.user.token, [
                    ...fields,
                    ...(kind === 'wrong field' ? [{ name: 'not_the_file', file }] : []),
                  ]);
            const what = `${kind} ${JSON.stringify(fields)}`;
            expect(response.status, seen(actor, 'POST', url, what)).toBeGreaterThanOrEqual(400);
            expect(response.status, seen(actor, 'POST', url, what)).toBeLessThan(500);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 80), seed: SEED },
      );
    }, 300_000);
  },
  { bodyLimit: BODY_LIMIT },
);
