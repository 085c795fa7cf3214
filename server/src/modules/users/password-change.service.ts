import type { ChangePasswordBody, User } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import { toUser } from './user-mapper.ts';
import { assertSelf } from './users.policy.ts';
import { findUserById, updateUser } from './users.repo.ts';

export interface PasswordChangeService {
  /**
   * The signed-in user's own new password. Every session ends (token_version is bumped and the sockets
   * closed); the caller goes on in a new one with `freshToken`.
   */
  change(
    actor: AuthUser,
    userId: number,
    body: ChangePasswordBody,
    context: RequestContext,
  ): Promise<{ user: User; freshToken: string }>;
}

export function createPasswordChangeService(deps: {
  database: Database;
  hasher: PasswordHasher;
  audit: AuditLog;
  clock: Clock;
  sessions: Pick<SessionService, 'start'>;
  authChanges: AuthChanges;
}): PasswordChangeService {
  const { database, hasher } = deps;
  return {
    async change(actor, userId, body, context) {
      assertSelf(actor, userId);
      const target = await findUserById(database.db, userId);
      if (!target) throw new AppError('NOT_FOUND');
      if (!(await hasher.verify(target.password_hash, body.current_password))) {
        throw invalidField('current_password', 'CURRENT_PASSWORD_WRONG');
      }
      const user = toUser(target);
      const problem = passwordProblem(body.password, user.role_id);
      if (problem) throw invalidField('password', problem);
      const passwordHash = await hasher.hash(body.password);

      const updated = await database.transaction(async (trx) => {
        const row = await updateUser(
          trx,
          userId,
          { password_hash: passwordHash, updated_at: deps.clock().toISOString() },
          { revokeTokens: true },
        );
        if (!row) throw new AppError('NOT_FOUND');
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'user.password.change',
          target_type: 'user',
          target_id: userId,
          ip: context.ip,
        });
        return row;
      });
      await deps.authChanges.userLockedOut(userId);
      const freshToken = await deps.sessions.start(
        { id: userId, role_id: user.role_id, token_version: updated.token_version },
        context,
      );
      return { user: toUser(updated), freshToken };
    },
  };
}
