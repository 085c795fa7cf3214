import type { Clock } from '../../lib/clock.ts';
import type { SessionAuthState } from './sessions.repo.ts';

/**
 * How long a session's auth state read from the database answers its requests. Blocking, deleting, a revoked
 * password and a logout forget it at once on every instance (AuthChanges); this bounds only a change that no
 * instance announced, such as `create-admin` run beside a live server.
 */
export const AUTH_STATE_TTL_MS = 15_000;
/** ~200 bytes an entry: a few MB at most, whatever the number of sessions. */
export const AUTH_STATES_KEPT = 10_000;

/** What an instance forgets: every session of a user, or one session. */
export type AuthChange = { userId: number } | { sessionId: number };

export interface AuthStateCache {
  /** The kept state of the session, unless it is older than the TTL. */
  get(sessionId: number): SessionAuthState | undefined;
  /**
   * A mark to take before reading a state from the database and to give back to put(): a state read before
   * something was forgotten may be the one the change replaced, so it is not kept.
   */
  mark(): number;
  put(sessionId: number, state: SessionAuthState, mark: number): void;
  forget(change: AuthChange): void;
}

interface Entry {
  state: SessionAuthState;
  keptAt: number;
}

/**
 * The auth state of recently seen sessions, in this process. Reading it from the database was the dearest part
 * of an authenticated request after the socket writes (a read transaction on SQLite, ~30 µs under load).
 */
export function createAuthStateCache(options: { clock: Clock; ttlMs?: number; maxEntries?: number }): AuthStateCache {
  const ttlMs = options.ttlMs ?? AUTH_STATE_TTL_MS;
  const maxEntries = options.maxEntries ?? AUTH_STATES_KEPT;
  const entries = new Map<number, Entry>();
  let forgets = 0;

  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (options.clock().getTime() - entry.keptAt < ttlMs) return entry.state;
      entries.delete(sessionId);
      return undefined;
    },
    mark: () => forgets,
    put(sessionId, state, mark) {
      if (mark !== forgets) return;
      entries.delete(sessionId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(sessionId, { state: Object.freeze({ ...state }), keptAt: options.clock().getTime() });
    },
    forget(change) {
      forgets += 1;
      if ('sessionId' in change) {
        entries.delete(change.sessionId);
        return;
      }
      for (const [sessionId, entry] of entries) if (entry.state.id === change.userId) entries.delete(sessionId);
    },
  };
}
