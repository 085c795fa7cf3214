import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { TokenService, TokenSubject } from '../../lib/tokens.ts';
import type { AuthChanges } from './auth-changes.ts';
import { deleteEndedSessions, insertSession, revokeSession, revokeUserSessions } from './sessions.repo.ts';

/** A day of ended rows stays, so a refused token can still be traced to its session by whoever looks into it. */
const ENDED_SESSIONS_KEPT_MS = 24 * 3600_000;

export interface SessionService {
  /** A new session for a user who has just proved who they are, and its first token. */
  start(subject: TokenSubject): Promise<string>;
  /** Logout: the caller's session ends, or with `all` every session of the caller ("log out of all devices"). */
  end(actor: AuthUser, sessionId: number, options: { all: boolean }, context: RequestContext): Promise<void>;
}

/** Inserts the session row and signs its first token; the session ends `maxAgeSeconds` from now whatever renews it. */
export async function openSession(
  db: Kysely<DB>,
  tokens: TokenService,
  subject: TokenSubject,
  options: { now: Date; maxAgeSeconds: number },
): Promise<string> {
  const endsAt = Math.floor(options.now.getTime() / 1000) + options.maxAgeSeconds;
  const { id } = await insertSession(db, {
    userId: subject.id,
    now: options.now.toISOString(),
    expiresAt: new Date(endsAt * 1000).toISOString(),
  });
  return tokens.sign(subject, { id, generation: 0, endsAt });
}

export function createSessionService(deps: {
  database: Database;
  tokens: TokenService;
  audit: AuditLog;
  clock: Clock;
  authChanges: AuthChanges;
  maxAgeSeconds: number;
}): SessionService {
  const { database } = deps;
  return {
    async start(subject) {
      const now = deps.clock();
      // Logins are rare next to requests, so the table is kept small here instead of by a timer on every instance.
      await deleteEndedSessions(database.db, new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS).toISOString());
      return openSession(database.db, deps.tokens, subject, { now, maxAgeSeconds: deps.maxAgeSeconds });
    },

    async end(actor, sessionId, options, context) {
      const now = deps.clock().toISOString();
      await database.transaction(async (trx) => {
        if (options.all) await revokeUserSessions(trx, actor.id, now);
        else await revokeSession(trx, actor.id, sessionId, now);
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: options.all ? 'auth.logout_all' : 'auth.logout',
          target_type: 'user',
          target_id: actor.id,
          ip: context.ip,
        });
      });
      if (options.all) await deps.authChanges.userLockedOut(actor.id);
      else await deps.authChanges.sessionEnded(sessionId);
    },
  };
}
