import type { InjectOptions } from 'fastify';
import type { ApiResponse, TestContext } from '../harness.ts';
import type { SixActor } from '../six-actors.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * The six callers of issue [4], a classmate of the class's student where a row is about one student's data, and a
 * parent of the class's student (issue [15]) where a row says what a parent gets.
 */
export type MatrixActor = SixActor | 'classmate' | 'parent';

export interface Call {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  body?: unknown;
  /** Sent instead of the actor's usual token (a logout must not end the session the other rows use). */
  token?: string;
}

/** Expected status per caller; a `classmate` or `parent` status adds that caller to the six. */
export type Expected = Record<SixActor, number> & { classmate?: number; parent?: number };

interface RowBase {
  /** `METHOD /api/path` exactly as the OpenAPI document names the operation, then an optional `(note)`. */
  route: string;
  /** Whose object the call touches: the caller's own, someone else's, or nobody's in particular. */
  target: 'own' | 'foreign' | 'any';
  expected: Expected;
  /** What a successful answer may and may not show the caller: gets the envelope's `data`. */
  check?(world: MatrixWorld, actor: MatrixActor, data: unknown): void;
}

/**
 * One row of the matrix. The request is built anew for every caller, so a row that changes or deletes
 * something makes its own object and one caller's success does not change the next caller's answer.
 */
export type AccessRow = RowBase &
  (
    | { call(t: TestContext, world: MatrixWorld, actor: MatrixActor): Call | Promise<Call> }
    /** For what `call` cannot describe, such as a multipart upload; `token` is undefined for anonymous. */
    | { send(t: TestContext, world: MatrixWorld, token: string | undefined, actor: MatrixActor): Promise<ApiResponse> }
  );

/** The OpenAPI operation a row exercises: its route without the note and the query. */
export const operationOf = (row: AccessRow): string => row.route.replace(/\s*\(.*\)$/, '').replace(/\?.*$/, '');

export const REFUSED: Readonly<Record<SixActor, number>> = {
  anonymous: 401,
  admin: 403,
  classTeacher: 403,
  otherTeacher: 403,
  classStudent: 403,
  otherStudent: 403,
};

/** Everyone, signed in or not, gets the same answer. */
export const everyone = (status: number): Expected => ({
  anonymous: status,
  admin: status,
  classTeacher: status,
  otherTeacher: status,
  classStudent: status,
  otherStudent: status,
});
/** Every signed-in caller gets the answer; anonymous callers are asked to sign in. */
export const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
export const adminOnly = (status: number): Expected => ({ ...REFUSED, admin: status });
/** Staff of the class (its teacher and admins). */
export const classStaff = (status: number): Expected => ({ ...REFUSED, admin: status, classTeacher: status });
/** The class's staff and its student; the classmate is asked about when the data is the student's own. */
export const classMembers = (status: number): Expected => ({ ...classStaff(status), classStudent: status });
/** Any teacher and admins. */
export const staff = (status: number): Expected => ({ ...classStaff(status), otherTeacher: status });
/** The class's student alone, about their own things: their classmate and everyone else are refused. */
export const studentOwn = (status: number): Expected => ({ ...REFUSED, classStudent: status, classmate: 403 });

/** The signed-in user behind a caller; anonymous callers aim at the class's student. */
export const userOf = (w: MatrixWorld, actor: MatrixActor) => (actor === 'anonymous' ? w.classStudent : w[actor]);
