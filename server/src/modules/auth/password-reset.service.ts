import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { enqueueMail } from '../../lib/jobs/mail-job.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { TextsPort } from '../texts/texts.port.ts';
import { toUser } from '../users/user-mapper.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { AuthChanges } from './auth-changes.ts';
import {
  consumeReset,
  countAttempt,
  deleteResetsExpiredBefore,
  findLiveReset,
  insertReset,
  retireResets,
} from './password-reset.repo.ts';
import { resetCodeMail } from './reset-mail.ts';

export const RESET_CODE_TTL_MINUTES = 15;
/** Wrong codes one reset token takes before even the right one is refused. */
export const RESET_MAX_ATTEMPTS = 5;

export interface ResetLimits {
  /** Reset requests from one address per `perIpWindowMs`. */
  perIp: number;
  perIpWindowMs: number;
  /** Reset requests for one email per `perEmailWindowMs`, known or unknown alike. */
  perEmail: number;
  perEmailWindowMs: number;
}

export const DEFAULT_RESET_LIMITS: ResetLimits = {
  perIp: 20,
  perIpWindowMs: 15 * 60_000,
  perEmail: 5,
  perEmailWindowMs: 60 * 60_000,
};

export interface PasswordResetService {
  request(body: { email: string; lang: Locale }, context: RequestContext): Promise<{ reset_token: string }>;
  confirm(
    body: { reset_token: string; password: string; code: string },
    context: RequestContext,
  ): Promise<{ password_changed: true }>;
}

const invalidCode = () => new AppError('RESET_CODE_INVALID', { fields: [fieldError('code', 'RESET_CODE_INVALID')] });
const tooManyRequests = () => new AppError('RESET_TOO_MANY_REQUESTS');

/**
 * A reset is named by an opaque random token, never by a user id. An unknown email gets a token too, backed
 * by a row with no account behind it, so both answers have the same status, shape and work; the mail itself
 * goes through the job queue, so a slow or failing transport is never felt by the request.
 */
export function createPasswordResetService(deps: {
  database: Database;
  hasher: PasswordHasher;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
  counters: CounterStore;
  audit: AuditLog;
  clock: Clock;
  /** Keys the code hashes; the JWT secret serves. */
  secret: string;
  authChanges: AuthChanges;
  limits?: ResetLimits;
  users: Pick<UsersPort, 'findUserByEmail' | 'findUserById' | 'updateUser'>;
  texts: Pick<TextsPort, 'composeMail'>;
}): PasswordResetService {
  const { findUserByEmail, findUserById, updateUser } = deps.users;
  const { database } = deps;
  const limits = deps.limits ?? DEFAULT_RESET_LIMITS;
  const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
  const codeHash = (tokenHash: string, code: string) =>
    createHmac('sha256', deps.secret).update(`reset-code:${tokenHash}:${code}`).digest('hex');

  return {
    async request({ email, lang }, context) {
      const ip = context.ip ?? 'unknown';
      // Both counters move before the account is looked up, so the limits look alike for every email.
      const fromAddress = await deps.counters.increment(`reset:ip:${ip}`, limits.perIpWindowMs);
      if (fromAddress.count > limits.perIp) throw tooManyRequests();
      const forEmail = await deps.counters.increment(`reset:email:${email.toLowerCase()}`, limits.perEmailWindowMs);
      if (forEmail.count > limits.perEmail) throw tooManyRequests();

      const found = await findUserByEmail(database.db, email);
      const user = found?.is_active ? found : null;
      const token = randomBytes(32).toString('base64url');
      const tokenHash = tokenHashOf(token);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = deps.clock();
      await database.transaction(async (trx) => {
        await deleteResetsExpiredBefore(trx, new Date(now.getTime() - 24 * 60 * 60_000).toISOString());
        if (user) await retireResets(trx, user.id, now.toISOString());
        await insertReset(trx, {
          tokenHash,
          userId: user?.id ?? null,
          codeHash: codeHash(tokenHash, code),
          expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000).toISOString(),
          now: now.toISOString(),
        });
        await deps.audit.record(trx, {
          user_id: user?.id ?? null,
          action: 'auth.reset_requested',
          target_type: user ? 'user' : null,
          target_id: user?.id ?? null,
          ip: context.ip,
        });
        if (user) {
          const mail = { to: user.email, code, locale: lang, minutes: RESET_CODE_TTL_MINUTES };
          await enqueueMail(deps.jobs, trx, await resetCodeMail(trx, deps.texts, mail));
        }
      });
      deps.jobs.wake();
      return { reset_token: token };
    },

    async confirm({ reset_token: token, password, code }, context) {
      const now = deps.clock().toISOString();
      const tokenHash = tokenHashOf(token);
      const reset = await findLiveReset(database.db, tokenHash, now);
      if (!reset || !(await countAttempt(database.db, reset.id, RESET_MAX_ATTEMPTS))) throw invalidCode();
      const expected = Buffer.from(reset.code_hash, 'hex');
      const given = Buffer.from(codeHash(tokenHash, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCode();

      const userId = reset.user_id;
      const row = userId === null ? undefined : await findUserById(database.db, userId);
      if (userId === null || !row?.is_active) throw invalidCode();
      const problem = passwordProblem(password, toUser(row).role_id);
      if (problem) throw invalidField('password', problem);
      const passwordHash = await deps.hasher.hash(password);

      await database.transaction(async (trx) => {
        if (!(await consumeReset(trx, reset.id, now))) throw invalidCode();
        await updateUser(trx, userId, { password_hash: passwordHash, updated_at: now }, { revokeTokens: true });
        await deps.audit.record(trx, {
          user_id: userId,
          action: 'auth.reset_confirmed',
          target_type: 'user',
          target_id: userId,
          ip: context.ip,
        });
      });
      await deps.authChanges.userLockedOut(userId);
      return { password_changed: true };
    },
  };
}
