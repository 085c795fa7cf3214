import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, SessionsTable, UsersTable } from '../../db/schema.ts';

export interface SessionAuthState
  extends Pick<Selectable<UsersTable>, 'id' | 'role_id' | 'is_active' | 'token_version'>,
    Pick<Selectable<SessionsTable>, 'generation' | 'renewed_at' | 'expires_at' | 'revoked_at'> {}

export async function insertSession(
  db: Kysely<DB>,
  values: { userId: number; now: string; expiresAt: string },
): Promise<{ id: number }> {
  return db
    .insertInto('sessions')
    .values({ user_id: values.userId, created_at: values.now, expires_at: values.expiresAt, revoked_at: null })
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

/** Moves the session on from `generation`; a request that lost the race to another renewal changes nothing. */
export async function advanceGeneration(
  db: Kysely<DB>,
  sessionId: number,
  generation: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ generation: generation + 1, renewed_at: now })
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
