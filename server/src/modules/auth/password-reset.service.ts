import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { Realtime } from '../../realtime/index.ts';
import { toUser } from '../users/user-mapper.ts';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repo.ts';
import type { RequestContext } from '../users/users.service.ts';
import {
  consumeReset,
  countAttempt,
  findLiveReset,
  insertReset,
  maxUserId,
  retireResets,
} from './password-reset.repo.ts';
import { resetCodeMail } from './reset-mail.ts';

const CODE_TTL_MINUTES = 15;
const MAX_ATTEMPTS = 5;
const REQUESTS_PER_EMAIL = 5;
const REQUEST_WINDOW_MS = 60 * 60_000;

export interface PasswordResetService {
  request(body: { email: string; lang: Locale }, context: RequestContext): Promise<{ user_id: number }>;
  confirm(
    body: { user_id: number; password: string; code: string },
    context: RequestContext,
  ): Promise<{ user_id: number }>;
}

const invalidCode = () => new AppError('RESET_CODE_INVALID', { fields: [fieldError('code', 'RESET_CODE_INVALID')] });

export function createPasswordResetService(deps: {
  database: Database;
  hasher: PasswordHasher;
  mailer: Mailer;
  counters: CounterStore;
  audit: AuditLog;
  clock: Clock;
  /** Keys the code hashes and the stand-in ids; the JWT secret serves. */
  secret: string;
  realtime: Pick<Realtime, 'disconnectUser'>;
}): PasswordResetService {
  const { database } = deps;
  const hmac = (text: string) => createHmac('sha256', deps.secret).update(text).digest();
  const codeHash = (userId: number, code: string) => hmac(`reset-code:${userId}:${code}`).toString('hex');

  /**
   * An unknown email gets an id too, so the answer does not tell whether the account exists.
   * It is stable per email and falls among plausible ids: the range only grows when the number
   * of users crosses a power of two.
   */
  async function standInId(email: string): Promise<number> {
    const range = Math.max(1024, 2 ** Math.ceil(Math.log2((await maxUserId(database.db)) + 1)));
    return (hmac(`reset-stand-in:${email}`).readUInt32BE(0) % range) + 1;
  }

  return {
    async request({ email, lang }, context) {
      const attempt = await deps.counters.increment(`reset:${email}`, REQUEST_WINDOW_MS);
      if (attempt.count > REQUESTS_PER_EMAIL) throw new AppError('TOO_MANY_ATTEMPTS');

      const user = await findUserByEmail(database.db, email);
      if (!user?.is_active) return { user_id: await standInId(email) };

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = deps.clock();
      await database.transaction(async (trx) => {
        await retireResets(trx, user.id, now.toISOString());
        await insertReset(trx, {
          userId: user.id,
          codeHash: codeHash(user.id, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString(),
          now: now.toISOString(),
        });
        await deps.audit.record(trx, {
          user_id: user.id,
          action: 'auth.reset_requested',
          target_type: 'user',
          target_id: user.id,
          ip: context.ip,
        });
      });
      await deps.mailer.send(resetCodeMail(user.email, code, lang, CODE_TTL_MINUTES));
      return { user_id: user.id };
    },

    async confirm({ user_id: userId, password, code }, context) {
      const now = deps.clock().toISOString();
      const reset = await findLiveReset(database.db, userId, now);
      if (!reset || !(await countAttempt(database.db, reset.id, MAX_ATTEMPTS))) throw invalidCode();
      const expected = Buffer.from(reset.code_hash, 'hex');
      const given = Buffer.from(codeHash(userId, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCode();

      const row = await findUserById(database.db, userId);
      if (!row?.is_active) throw invalidCode();
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
      await deps.realtime.disconnectUser(userId);
      return { user_id: userId };
    },
  };
}
