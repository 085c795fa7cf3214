import { roleIdSchema } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { Authentication } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TokenClaims, TokenService } from '../../lib/tokens.ts';
import type { RealtimeDeps } from '../../realtime/index.ts';
import type { AuthStateCache } from './auth-state-cache.ts';
import { advanceGeneration, findSessionAuthState, type SessionAuthState } from './sessions.repo.ts';

/**
 * How long a token keeps working after renewal handed out its successor. The client swaps tokens when the
 * response arrives, but requests it sent in parallel (or that are still in flight) carry the old one.
 */
export const RETIRED_TOKEN_GRACE_MS = 60_000;

export interface Authenticator {
  /**
   * The user behind a bearer token, or null when it is invalid, expired, of a session that was logged out,
   * ended or renewed past the grace, when the password changed or the user is blocked.
   */
  authenticate(token: string): Promise<Authentication | null>;
  renew(authentication: Authentication): Promise<string | null>;
}

export function createAuthenticator(deps: {
  database: Database;
  tokens: TokenService;
  clock: Clock;
  /** Without it every request reads its session's state (the socket handshake: rare, and checked afresh). */
  states?: AuthStateCache;
}): Authenticator {
  const { states } = deps;

  async function stateOf(claims: TokenClaims): Promise<SessionAuthState | undefined> {
    const kept = states?.get(claims.sessionId);
    // A token newer than the kept state was renewed on another instance: the state moved on there.
    if (kept && claims.generation <= kept.generation) return kept;
    const mark = states?.mark() ?? 0;
    const state = await findSessionAuthState(deps.database.db, claims.sessionId);
    if (state) states?.put(claims.sessionId, state, mark);
    return state;
  }

  return {
    async authenticate(token) {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const state = await stateOf(claims);
      if (!state || state.id !== claims.userId || !state.is_active) return null;
      if (state.token_version !== claims.tokenVersion || state.revoked_at !== null) return null;
      const now = deps.clock().getTime();
      const expiresAt = Date.parse(state.expires_at);
      if (expiresAt <= now) return null;
      const current = claims.generation === state.generation;
      const retiredWithinGrace =
        claims.generation < state.generation &&
        state.renewed_at !== null &&
        now < Date.parse(state.renewed_at) + RETIRED_TOKEN_GRACE_MS;
      if (!current && !retiredWithinGrace) return null;
      return {
        user: { id: state.id, role_id: roleIdSchema.parse(state.role_id), token_version: state.token_version },
        claims,
        session: { id: claims.sessionId, generation: state.generation, endsAt: Math.floor(expiresAt / 1000) },
      };
    },

    async renew({ user, claims, session }) {
      if (!deps.tokens.shouldRenew(claims, session.endsAt)) return null;
      // A retired token in its grace gets the current generation: renewing from it again would retire the
      // successor that a parallel request has just handed out.
      if (claims.generation < session.generation) return deps.tokens.sign(user, session);
      await advanceGeneration(deps.database.db, session.id, session.generation, deps.clock().toISOString());
      states?.forget({ sessionId: session.id });
      return deps.tokens.sign(user, { ...session, generation: session.generation + 1 });
    },
  };
}

/** The socket handshake's check: the same as a request's, keeping the session so a logout can close its sockets. */
export function socketAuthentication(authenticator: Authenticator): RealtimeDeps['authenticate'] {
  return async (token) => {
    const authentication = await authenticator.authenticate(token);
    if (!authentication) return null;
    return { id: authentication.user.id, role_id: authentication.user.role_id, session_id: authentication.session.id };
  };
}
