import { errorEnvelopeSchema } from '@umka/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainerRules } from './modules/homework/homework.fixture.ts';
import {
  ACCESS_ROWS,
  type AccessRow,
  buildMatrixWorld,
  type MatrixActor,
  type MatrixWorld,
  operationOf,
  SECRET,
} from './test/access-cases/index.ts';
import { type ApiResponse, describeEachDatabase, type TestContext } from './test/harness.ts';
import { SIX_ACTORS } from './test/six-actors.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every `METHOD /path` the served OpenAPI document names. */
function documentedOperations(t: TestContext): string[] {
  const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const actorsOf = (row: AccessRow): MatrixActor[] => [
  ...SIX_ACTORS,
  ...(row.expected.classmate === undefined ? [] : ['classmate' as const]),
  'parent',
];

/**
 * A parent is asked on every row (issue [15]: deny-by-default like the other roles). Where a row does not name what a
 * parent gets, a parent is refused what needs a sign-in and gets what anybody gets on a public operation.
 */
const expectedOf = (row: AccessRow, actor: MatrixActor): number =>
  actor === 'parent' && row.expected.parent === undefined
    ? row.expected.anonymous === 401
      ? 403
      : row.expected.anonymous
    : (row.expected[actor] as number);

async function answer(t: TestContext, w: MatrixWorld, row: AccessRow, actor: MatrixActor): Promise<ApiResponse> {
  const ownToken = actor === 'anonymous' ? undefined : w[actor].token;
  if ('send' in row) return row.send(t, w, ownToken, actor);
  const call = await row.call(t, w, actor);
  const token = actor === 'anonymous' ? undefined : (call.token ?? ownToken);
  return t.api(call.method, call.url, {
    ...(token === undefined ? {} : { token }),
    ...(call.body === undefined ? {} : { body: call.body }),
  });
}

/**
 * Every operation of the API against every caller: anonymous, an admin, the class's teacher and
 * student, another teacher and student, and the class's student's classmate where the row is one
 * student's own. The expected 2xx answers are real successes on objects the factories built.
 */
describeEachDatabase(
  'access matrix',
  (t) => {
    let w: MatrixWorld;

    beforeAll(async () => {
      w = await buildMatrixWorld(t);
    }, 60_000);

    it('has a row for every operation of the OpenAPI document, and no row for an operation it lacks', () => {
      const documented = new Set(documentedOperations(t));
      const covered = new Set(ACCESS_ROWS.map(operationOf));
      expect(documented.size).toBeGreaterThan(100);
      expect(
        [...documented].filter((operation) => !covered.has(operation)),
        'operations without a row',
      ).toEqual([]);
      expect(
        [...covered].filter((operation) => !documented.has(operation)),
        'rows of no operation',
      ).toEqual([]);
    });

    for (const row of ACCESS_ROWS) {
      describe(`${row.route} (${row.target})`, () => {
        for (const actor of actorsOf(row)) {
          const status = expectedOf(row, actor);
          it(`${actor} gets ${status}`, async () => {
            const response = await answer(t, w, row, actor);
            expect(response.status, response.raw.slice(0, 500)).toBe(status);
            if (status >= 400) {
              expect(errorEnvelopeSchema.safeParse(response.body).success, response.raw).toBe(true);
              expect(response.raw).not.toContain(SECRET);
            } else if (row.check) {
              row.check(w, actor, (response.body as { data: unknown }).data);
            }
          });
        }
      });
    }
  },
  { trainerRules },
);
