import { errorEnvelopeSchema } from '@umka/contracts';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { TestUser } from './factories.ts';
import type { ApiResponse, TestContext } from './harness.ts';

/** The six callers issue [4] names: the class's teacher and student, another of each, an admin and nobody. */
export type SixActor = 'anonymous' | 'admin' | 'classTeacher' | 'otherTeacher' | 'classStudent' | 'otherStudent';
export const SIX_ACTORS: readonly SixActor[] = [
  'anonymous',
  'admin',
  'classTeacher',
  'otherTeacher',
  'classStudent',
  'otherStudent',
];

/** Everyone who signs in; anonymous callers send no token. */
export type SixActorUsers = Record<Exclude<SixActor, 'anonymous'>, TestUser>;

export interface SixActorWorld extends SixActorUsers {
  /** The class's teacher's class, with the class's student (and the classmates, when given). */
  group: { id: number };
  /** The other teacher's class, with the other student. */
  otherGroup: { id: number };
}

export interface SixActorOptions {
  /** The class's subject; 1 unless told. */
  subjectId?: number;
  /** The other teacher's class's subject; the class's subject unless told. */
  otherSubjectId?: number;
  /** What every student of the world studies; the factory's default unless told. */
  studentSubjects?: number[];
  /** Students who join the class beside its student, for when one student's rows must not reach another. */
  classmates?: readonly TestUser[];
}

/** Two teachers, each with a class of their own students, and an admin. */
export async function buildSixActors(t: TestContext, options: SixActorOptions = {}): Promise<SixActorWorld> {
  const f = t.factories;
  const subjectId = options.subjectId ?? 1;
  const student = () => f.buildStudent(options.studentSubjects ? { subjects: options.studentSubjects } : {});
  const otherSubjectId = options.otherSubjectId ?? subjectId;
  // Each teacher teaches only their class's subject, so neither reaches the other's students through it.
  const [admin, classTeacher, otherTeacher, classStudent, otherStudent] = await Promise.all([
    f.buildAdmin(),
    f.buildTeacher({ subjects: [subjectId] }),
    f.buildTeacher({ subjects: [otherSubjectId] }),
    student(),
    student(),
  ]);
  const classmates = options.classmates ?? [];
  const group = await f.buildGroup({ teacher: classTeacher, students: [classStudent, ...classmates], subjectId });
  const otherGroup = await f.buildGroup({
    teacher: otherTeacher,
    students: [otherStudent],
    subjectId: otherSubjectId,
  });
  return { admin, classTeacher, otherTeacher, classStudent, otherStudent, group, otherGroup };
}

/** Nobody gets through: anonymous callers are asked to sign in, everyone else is forbidden. */
export const REFUSED: Readonly<Record<SixActor, number>> = {
  anonymous: 401,
  admin: 403,
  classTeacher: 403,
  otherTeacher: 403,
  classStudent: 403,
  otherStudent: 403,
};

/** Staff of the class (its teacher and admins) succeed; everybody else is refused. */
export const classStaff = (status: number): Record<SixActor, number> => ({
  ...REFUSED,
  admin: status,
  classTeacher: status,
});

/** The class's staff and its student succeed; everybody else is refused. */
export const classMembers = (status: number): Record<SixActor, number> => ({
  ...classStaff(status),
  classStudent: status,
});

export interface RouteCall {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
}

interface CaseBase<W> {
  route: string;
  expected: Record<SixActor, number>;
  /** What a successful answer may and may not show the caller: gets the envelope's `data`. */
  check?(world: W, actor: SixActor, data: unknown): void;
}

/**
 * One route of the table. The request is built anew for every caller, so a write can make its own
 * target and one caller's success does not change the next caller's answer.
 */
export type RouteCase<W> = CaseBase<W> &
  (
    | { call(t: TestContext, world: W): RouteCall | Promise<RouteCall> }
    /** For what `call` cannot describe, such as a multipart upload. */
    | { send(t: TestContext, world: W, token: string | undefined): Promise<ApiResponse> }
  );

export interface SixActorTable<W> {
  /** The world `beforeAll` built; read only once the tests run. */
  world(): W;
  /** Who each signed-in caller is in that world. */
  users(world: W): SixActorUsers;
  cases: readonly RouteCase<W>[];
  /** Words of the world that no refused caller may see. */
  secret?: string;
}

async function answer<W>(t: TestContext, world: W, testCase: RouteCase<W>, token: string | undefined) {
  if ('send' in testCase) return testCase.send(t, world, token);
  const call = await testCase.call(t, world);
  return t.api(call.method, call.url, {
    ...(token === undefined ? {} : { token }),
    ...(call.body === undefined ? {} : { body: call.body }),
  });
}

/**
 * A test per route and caller: the caller gets the expected status, a refusal is a bare error envelope
 * with nothing of the secret in it, and a success passes the route's own check.
 */
export function itAnswersEveryActor<W>(t: TestContext, table: SixActorTable<W>): void {
  for (const testCase of table.cases) {
    for (const actor of SIX_ACTORS) {
      const status = testCase.expected[actor];
      it(`${actor} → ${testCase.route} answers ${status}`, async () => {
        const world = table.world();
        const token = actor === 'anonymous' ? undefined : table.users(world)[actor].token;
        const response = await answer(t, world, testCase, token);
        expect(response.status, response.raw).toBe(status);
        if (status >= 400) {
          expect(errorEnvelopeSchema.safeParse(response.body).success, response.raw).toBe(true);
          expect(response.body).not.toHaveProperty('data');
          if (table.secret !== undefined) expect(response.raw).not.toContain(table.secret);
        } else {
          testCase.check?.(world, actor, (response.body as { data: unknown }).data);
        }
      });
    }
  }
}
