import type { DeviceSession, DeviceSessionList } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { TokenService, TokenSubject } from '../../lib/tokens.ts';
import type { AuthChanges } from './auth-changes.ts';
import {
  type DeviceSessionRow,
  deleteEndedSessions,
  insertSession,
  listActiveSessions,
  revokeActiveSession,
  revokeOtherActiveSessions,
  revokeSession,
  revokeUserSessions,
  type SessionDevice,
} from './sessions.repo.ts';
import { describeUserAgent, keptUserAgent } from './user-agent.ts';

/** A day of ended rows stays, so a refused token can still be traced to its session by whoever looks into it. */
const ENDED_SESSIONS_KEPT_MS = 24 * 3600_000;

export interface SessionService {
  /**
   * A new session for a user who has just proved who they are, and its first token. The context's address and
   * user agent are kept for the user's list of signed-in devices.
   */
  start(subject: TokenSubject, context: RequestContext): Promise<string>;
  /** Logout: the caller's session ends, or with `all` every session of the caller ("log out of all devices"). */
  end(actor: AuthUser, sessionId: number, options: { all: boolean }, context: RequestContext): Promise<void>;
  /** The caller's active sessions, theirs (`currentSessionId`) first. */
  list(actor: AuthUser, currentSessionId: number): Promise<DeviceSessionList>;
  /** Ends one active session of the caller's own; any other id is DEVICE_SESSION_NOT_FOUND, someone else's too. */
  endOne(actor: AuthUser, sessionId: number, context: RequestContext): Promise<{ id: number }>;
  /** Ends every active session of the caller but `currentSessionId`. */
  endOthers(actor: AuthUser, currentSessionId: number, context: RequestContext): Promise<{ ended: number }>;
}

/** The device of a request that opens a session. */
export const deviceOf = (context: RequestContext): SessionDevice => ({
  userAgent: keptUserAgent(context.userAgent ?? undefined),
  ip: context.ip,
});

/** Inserts the session row and signs its first token; the session ends `maxAgeSeconds` from now whatever renews it. */
export async function openSession(
  db: Kysely<DB>,
  tokens: TokenService,
  subject: TokenSubject,
  options: { now: Date; maxAgeSeconds: number; device: SessionDevice },
): Promise<string> {
  const endsAt = Math.floor(options.now.getTime() / 1000) + options.maxAgeSeconds;
  const { id } = await insertSession(db, {
    userId: subject.id,
    tokenVersion: subject.token_version,
    now: options.now.toISOString(),
    expiresAt: new Date(endsAt * 1000).toISOString(),
    device: options.device,
  });
  return tokens.sign(subject, { id, generation: 0, endsAt });
}

function toDeviceSession(row: DeviceSessionRow, currentSessionId: number): DeviceSession {
  return {
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    current: row.id === currentSessionId,
  };
}

export function createSessionService(deps: {
  database: Database;
  tokens: TokenService;
  audit: AuditLog;
  clock: Clock;
  authChanges: AuthChanges;
  maxAgeSeconds: number;
}): SessionService {
  const { database, audit } = deps;
  return {
    async start(subject, context) {
      const now = deps.clock();
      // Logins are rare next to requests, so the table is kept small here instead of by a timer on every instance.
      await deleteEndedSessions(database.db, new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS).toISOString());
      return openSession(database.db, deps.tokens, subject, {
        now,
        maxAgeSeconds: deps.maxAgeSeconds,
        device: deviceOf(context),
      });
    },

    async end(actor, sessionId, options, context) {
      const now = deps.clock().toISOString();
      await database.transaction(async (trx) => {
        if (options.all) await revokeUserSessions(trx, actor.id, now);
        else await revokeSession(trx, actor.id, sessionId, now);
        await audit.record(trx, {
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

    async list(actor, currentSessionId) {
      const rows = await listActiveSessions(database.db, actor.id, deps.clock().toISOString());
      const items = rows.map((row) => toDeviceSession(row, currentSessionId));
      return { items: [...items.filter((item) => item.current), ...items.filter((item) => !item.current)] };
    },

    async endOne(actor, sessionId, context) {
      const now = deps.clock().toISOString();
      await database.transaction(async (trx) => {
        if (!(await revokeActiveSession(trx, actor.id, sessionId, now))) throw new AppError('DEVICE_SESSION_NOT_FOUND');
        await audit.record(trx, {
          user_id: actor.id,
          action: 'auth.session_end',
          target_type: 'session',
          target_id: sessionId,
          ip: context.ip,
          meta: { before: { revoked_at: null }, after: { revoked_at: now } },
        });
      });
      await deps.authChanges.sessionEnded(sessionId);
      return { id: sessionId };
    },

    async endOthers(actor, currentSessionId, context) {
      const now = deps.clock().toISOString();
      const ended = await database.transaction(async (trx) => {
        const ids = await revokeOtherActiveSessions(trx, actor.id, currentSessionId, now);
        // Recorded even when nothing was left to end: the log shows the user asked.
        await audit.record(trx, {
          user_id: actor.id,
          action: 'auth.session_end_others',
          target_type: 'user',
          target_id: actor.id,
          ip: context.ip,
          meta: { before: { session_ids: ids }, after: { session_ids: [] }, kept_session_id: currentSessionId },
        });
        return ids;
      });
      // One announcement per session: a user has a handful, and each closes only that session's sockets.
      await Promise.all(ended.map((sessionId) => deps.authChanges.sessionEnded(sessionId)));
      return { ended: ended.length };
    },
  };
}
