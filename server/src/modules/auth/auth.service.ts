import { type LoginBody, type RegisterBody, ROLE, type User } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import { insertAccount } from '../users/accounts.ts';
import { toUser } from '../users/user-mapper.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { UserRow } from '../users/users.types.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SessionService } from './sessions.service.ts';

export interface AuthService {
  /** Self-registration makes a student enrolled in the chosen subjects; the client then goes to /login. */
  register(body: RegisterBody, context: RequestContext): Promise<User>;
  login(body: LoginBody, context: RequestContext): Promise<{ user: User; token: string }>;
  /**
   * The one way every login ends (a password here, a picture password in picture-login/): the same throttle on
   * `attempt.key`, the same refusals, session, token and audit rows.
   */
  loginWith(attempt: LoginAttempt, context: RequestContext): Promise<{ user: User; token: string }>;
}

/** A login by some secret: the throttle's name for the account and the check of the secret. */
export interface LoginAttempt {
  /** The account as the throttle counts it: an email, or another name that cannot be an email. */
  key: string;
  /** The account the attempt names, if any, and whether the secret proves it; spends a check's time either way. */
  check(): Promise<{ row: UserRow | undefined; valid: boolean }>;
  /** Written into the audit rows, so the log tells which way a user came in. */
  method?: string;
}

export function createAuthService(deps: {
  database: Database;
  hasher: PasswordHasher;
  sessions: Pick<SessionService, 'start'>;
  throttle: LoginThrottle;
  audit: AuditLog;
  clock: Clock;
  subjects: Pick<SubjectsPort, 'closedSubjectIds'>;
  users: Pick<UsersPort, 'findUserByEmail'>;
  /** A new account's welcome letter; nobody is listening yet, so it is not announced. */
  mail: Pick<MailPort, 'deliverWithin'>;
}): AuthService {
  const { closedSubjectIds } = deps.subjects;
  const { findUserByEmail } = deps.users;
  const { database, hasher, audit } = deps;

  async function loginWith(attempt: LoginAttempt, context: RequestContext): Promise<{ user: User; token: string }> {
    const ip = context.ip ?? 'unknown';
    const meta = attempt.method ? { meta: { method: attempt.method } } : {};
    await deps.throttle.begin(attempt.key, ip);
    const { row, valid } = await attempt.check();
    if (!row || !valid) {
      await deps.throttle.failed(attempt.key, ip);
      if (row) {
        await audit.record(database.db, {
          user_id: row.id,
          action: 'auth.login_failed',
          target_type: 'user',
          target_id: row.id,
          ip: context.ip,
          ...meta,
        });
      }
      // The same answer for a wrong email and a wrong password: nobody learns which accounts exist.
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!row.is_active) throw new AppError('USER_BLOCKED');
    await deps.throttle.succeeded(attempt.key, ip);
    const user = toUser(row);
    const token = await deps.sessions.start(
      { id: user.id, role_id: user.role_id, token_version: row.token_version },
      context,
    );
    await audit.record(database.db, {
      user_id: user.id,
      action: 'auth.login',
      target_type: 'user',
      target_id: user.id,
      ip: context.ip,
      ...meta,
    });
    return { user, token };
  }

  return {
    async register(body, context) {
      const problem = passwordProblem(body.password, ROLE.student);
      if (problem) throw invalidField('password', problem);
      // A closed subject has nothing to do yet; an admin may still enrol a student in it by hand.
      if ((await closedSubjectIds(database.db, body.subject_ids)).length > 0) {
        throw invalidField('subject_ids', 'SUBJECT_CLOSED');
      }
      const passwordHash = await hasher.hash(body.password);
      const row = await database.transaction(async (trx) => {
        const user = await insertAccount(
          trx,
          { ...body, role_id: ROLE.student, password_hash: passwordHash },
          deps.clock().toISOString(),
        );
        await audit.record(trx, {
          user_id: user.id,
          action: 'auth.register',
          target_type: 'user',
          target_id: user.id,
          ip: context.ip,
        });
        await deps.mail.deliverWithin(trx, {
          userId: user.id,
          subjectId: null,
          code: 'welcome',
          params: { name: user.first_name },
        });
        return user;
      });
      return toUser(row);
    },

    login(body, context) {
      return loginWith(
        {
          key: body.email,
          async check() {
            const row = await findUserByEmail(database.db, body.email);
            if (!row) await hasher.verifyDummy(body.password);
            return { row, valid: row ? await hasher.verify(row.password_hash, body.password) : false };
          },
        },
        context,
      );
    },

    loginWith,
  };
}
