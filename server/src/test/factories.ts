import { randomBytes } from 'node:crypto';
import { ROLE, type RoleId } from '@umka/contracts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import type { TokenService } from '../lib/tokens.ts';
import { openSession } from '../modules/auth/sessions.service.ts';
import { applyLikesChange } from '../modules/likes/likes.repo.ts';
import { setSubjectStatus } from '../modules/students/students.repo.ts';
import { addTeacherSubjects } from '../modules/teachers/teacher-subjects.repo.ts';
import { insertAccount } from '../modules/users/accounts.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

let passwordHash: Promise<string> | null = null;
/** Hashed once per test file: argon2 on every factory call would dominate the run time. */
const testPasswordHash = () => {
  passwordHash ??= createPasswordHasher().hash(TEST_PASSWORD);
  return passwordHash;
};

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++sequence}-${randomBytes(3).toString('hex')}@test.example`;

export interface TestUser {
  id: number;
  role_id: RoleId;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** A valid bearer token, signed as a login would. */
  token: string;
}

export interface StudentOptions {
  email?: string;
  subjects?: number[];
  blockedSubjects?: number[];
  likes?: Partial<Record<number, number>>;
  active?: boolean;
}

export interface GroupOptions {
  teacher: { id: number };
  students?: { id: number }[];
  subjectId?: number;
  title?: string;
  deleted?: boolean;
}

/** The default of SESSION_MAX_AGE. */
export const TEST_SESSION_MAX_AGE_SECONDS = 30 * 86_400;

export function createFactories(deps: {
  database: Database;
  tokens: TokenService;
  clock: Clock;
  sessionMaxAgeSeconds?: number;
}) {
  const { database } = deps;
  const now = () => deps.clock().toISOString();

  /** The token of a new session, as a login on one more device (with this user agent, if given) would give it. */
  async function signIn(user: { id: number; role_id: RoleId }, userAgent: string | null = null): Promise<string> {
    const row = await database.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return openSession(
      database.db,
      deps.tokens,
      { id: user.id, role_id: user.role_id, token_version: row.token_version },
      {
        now: deps.clock(),
        maxAgeSeconds: deps.sessionMaxAgeSeconds ?? TEST_SESSION_MAX_AGE_SECONDS,
        device: { userAgent, ip: null },
      },
    );
  }

  async function buildUser(
    roleId: RoleId,
    options: { email?: string; subjects?: number[]; active?: boolean } = {},
  ): Promise<TestUser> {
    const prefix = {
      [ROLE.admin]: 'admin',
      [ROLE.teacher]: 'teacher',
      [ROLE.student]: 'student',
      [ROLE.parent]: 'parent',
    };
    const email = options.email ?? uniqueEmail(prefix[roleId]);
    const first_name = `First${sequence}`;
    const last_name = `Last${sequence}`;
    const password_hash = await testPasswordHash();
    const row = await database.transaction((trx) =>
      insertAccount(
        trx,
        { role_id: roleId, first_name, last_name, email, password_hash, subject_ids: options.subjects },
        now(),
      ),
    );
    if (options.active === false) {
      await database.db.updateTable('users').set({ is_active: false }).where('id', '=', row.id).execute();
    }
    const token = await signIn({ id: row.id, role_id: roleId });
    return { id: row.id, role_id: roleId, email: row.email, password: TEST_PASSWORD, first_name, last_name, token };
  }

  return {
    signIn,
    buildAdmin: (options: { email?: string; active?: boolean } = {}) => buildUser(ROLE.admin, options),
    /** A teacher of subjects 1, 2 and 3 unless told (spec §3 Teacher.subjects). */
    buildTeacher: (options: { email?: string; active?: boolean; subjects?: number[] } = {}) =>
      buildUser(ROLE.teacher, { ...options, subjects: options.subjects ?? [1, 2, 3] }),

    async buildStudent(options: StudentOptions = {}): Promise<TestUser> {
      const subjects = options.subjects ?? [1, 2, 3];
      const student = await buildUser(ROLE.student, {
        ...options,
        subjects: [...subjects, ...(options.blockedSubjects ?? [])],
      });
      const blocked = options.blockedSubjects ?? [];
      if (blocked.length > 0) {
        await database.transaction((trx) => setSubjectStatus(trx, student.id, blocked, 'blocked'));
      }
      for (const [subjectId, amount] of Object.entries(options.likes ?? {})) {
        if (!amount) continue;
        await database.transaction((trx) =>
          applyLikesChange(
            trx,
            { studentId: student.id, subjectId: Number(subjectId), delta: amount, reason: 'test' },
            now(),
          ),
        );
      }
      return student;
    },

    /** A parent account (issue [15]) following the given children, as a redeemed invitation leaves it. */
    async buildParent(
      options: { children?: { id: number }[]; email?: string; active?: boolean } = {},
    ): Promise<TestUser> {
      const parent = await buildUser(ROLE.parent, options);
      const children = options.children ?? [];
      if (children.length > 0) {
        await database.db
          .insertInto('parent_children')
          .values(children.map((child) => ({ parent_id: parent.id, student_id: child.id, created_at: now() })))
          .execute();
      }
      return parent;
    },

    /** A class is only ever in a subject its teacher teaches, so the teacher is given the subject if need be. */
    async buildGroup(options: GroupOptions): Promise<{ id: number; title: string; subject_id: number }> {
      const title = options.title ?? `Class ${++sequence}`;
      const subjectId = options.subjectId ?? 1;
      await addTeacherSubjects(database.db, options.teacher.id, [subjectId], now());
      const group = await database.db
        .insertInto('groups')
        .values({
          title,
          subject_id: subjectId,
          teacher_id: options.teacher.id,
          message: null,
          deleted_at: options.deleted ? now() : null,
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const students = options.students ?? [];
      if (students.length > 0) {
        await database.db
          .insertInto('group_students')
          .values(students.map((s) => ({ group_id: group.id, student_id: s.id, created_at: now() })))
          .execute();
      }
      return { id: group.id, title, subject_id: subjectId };
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
