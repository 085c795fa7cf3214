import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, SessionsTable, UsersTable } from '../../db/schema.ts';

export interface SessionAuthState
  extends Pick<Selectable<UsersTable>, 'id' | 'role_id' | 'is_active' | 'token_version'>,
    Pick<Selectable<SessionsTable>, 'generation' | 'renewed_at' | 'expires_at' | 'revoked_at'> {}

/** Where a session was opened from, as the login's request said it (see user-agent.ts). */
export interface SessionDevice {
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(
  db: Kysely<DB>,
  values: { userId: number; tokenVersion: number; now: string; expiresAt: string; device: SessionDevice },
): Promise<{ id: number }> {
  return db
    .insertInto('sessions')
    .values({
      user_id: values.userId,
      token_version: values.tokenVersion,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
      revoked_at: null,
      user_agent: values.device.userAgent,
      ip: values.device.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Everything a request's authentication decides on, in the one query of the hot path. */
const sessionAuthState = preparedQuery<{ sessionId: number }, SessionAuthState>((db, arg) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.role_id',
      'users.is_active',
      'users.token_version',
      'sessions.generation',
      'sessions.renewed_at',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .where('sessions.id', '=', arg('sessionId')),
);

export async function findSessionAuthState(db: Kysely<DB>, sessionId: number): Promise<SessionAuthState | undefined> {
  const [state] = await sessionAuthState(db, { sessionId });
  return state;
}

/**
 * Moves the session on from `generation`; a request that lost the race to another renewal changes nothing. The
 * renewal is the one write an active session makes, so it also says when the session was last seen.
 */
export async function advanceGeneration(
  db: Kysely<DB>,
  sessionId: number,
  generation: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ generation: generation + 1, renewed_at: now, last_seen_at: now })
    .where('id', '=', sessionId)
    .where('generation', '=', generation)
    .execute();
}

export async function revokeSession(db: Kysely<DB>, userId: number, sessionId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Kysely<DB>, userId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Rows that ended (by expiry or logout) before `before`; their tokens are refused either way. */
export async function deleteEndedSessions(db: Kysely<DB>, before: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
}

/** A session of the user that still lets its tokens in: not ended, not past its end, not revoked by a new password. */
function activeSessionOf(userId: number, now: string) {
  return (eb: ExpressionBuilder<DB, 'sessions'>) =>
    eb.and([
      eb('sessions.user_id', '=', userId),
      eb('sessions.revoked_at', 'is', null),
      eb('sessions.expires_at', '>', now),
      eb(
        'sessions.token_version',
        '=',
        eb.selectFrom('users').select('users.token_version').whereRef('users.id', '=', 'sessions.user_id'),
      ),
    ]);
}

export type DeviceSessionRow = Pick<
  Selectable<SessionsTable>,
  'id' | 'user_agent' | 'ip' | 'created_at' | 'last_seen_at'
>;

/** The user's active sessions, the most recently seen first (sessions_user_id_idx: a user has a handful). */
export async function listActiveSessions(db: Kysely<DB>, userId: number, now: string): Promise<DeviceSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['sessions.id', 'sessions.user_agent', 'sessions.ip', 'sessions.created_at', 'sessions.last_seen_at'])
    .where(activeSessionOf(userId, now))
    .orderBy('sessions.last_seen_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .execute();
}

/** Ends one active session of the user; false when the id names no such session (someone else's included). */
export async function revokeActiveSession(
  db: Kysely<DB>,
  userId: number,
  sessionId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('sessions.id', '=', sessionId)
    .where(activeSessionOf(userId, now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every active session of the user but `keptSessionId`, and names the ones it ended. */
export async function revokeOtherActiveSessions(
  db: Kysely<DB>,
  userId: number,
  keptSessionId: number,
  now: string,
): Promise<number[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('sessions.id', '!=', keptSessionId)
    .where(activeSessionOf(userId, now))
    .returning('sessions.id')
    .execute();
  return rows.map((row) => row.id);
}
