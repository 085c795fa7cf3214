import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from './test/factories.ts';
import { describeEachDatabase } from './test/harness.ts';

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
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Switched on, it answers every other role 503 by design; bad-input.test.ts gives it random JSON. */
const MAINTENANCE = '/api/admin/maintenance';

/**
 * Calls that end the callers' own sessions or accounts run last, so they do not leave the other routes
 * answering only 401. Multipart uploads have their own tests of bad files.
 */
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
      if (content['multipart/form-data']) continue;
      routes.push({
        method: method.toUpperCase() as DocumentedRoute['method'],
        path,
        fields: Object.keys(content['application/json']?.schema?.properties ?? {}),
        json: Boolean(content['application/json']),
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

describeEachDatabase('every route refuses bad input without a 5xx', (t) => {
  let actors: { role: string; user: TestUser }[];
  let ids: string[];

  beforeAll(async () => {
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
    ids = [String(group.id), String(student.id), '1', '0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999'];
  });

  it('answers every documented route below 500 and without a stack trace', async () => {
    const routes = documentedRoutes(t.app.swagger() as Parameters<typeof documentedRoutes>[0]);
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const body = route.json
        ? fc.oneof(
            fc.jsonValue({ maxDepth: 3 }),
            route.fields.length > 0
              ? fc.dictionary(fc.constantFrom(...route.fields), awkwardValue, { minKeys: 1 })
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
            expect(response.status, `${actor.role} ${route.method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(
              500,
            );
            expect(response.raw).not.toMatch(/at .+\.ts:\d+/);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 12), ...(process.env.FUZZ_RUNS ? {} : { seed: 20261121 }) },
      );
    }
  }, 600_000);
});
