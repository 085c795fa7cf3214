import type { Realtime } from '../../realtime/index.ts';
import type { AuthChange, AuthStateCache } from './auth-state-cache.ts';

/**
 * Announces, after its transaction committed, a change that ends what a token may do. Every instance forgets the
 * kept auth state before the announcing request answers, so the next request of the user is checked against the
 * database on whichever instance it lands; then their sockets close.
 */
export interface AuthChanges {
  /** Blocked, deleted, or tokens revoked by a new password: every session of the user, sockets closed. */
  userLockedOut(userId: number): Promise<void>;
  /** Unblocked: the user's sessions are good again, and no instance may keep them refused. */
  userRestored(userId: number): Promise<void>;
  /** Logged out: one session. */
  sessionEnded(sessionId: number): Promise<void>;
}

export function createAuthChanges(deps: {
  states: AuthStateCache;
  realtime: Pick<Realtime, 'tellInstances' | 'disconnectUser' | 'disconnectSession'>;
}): AuthChanges {
  async function forgetEverywhere(change: AuthChange): Promise<void> {
    deps.states.forget(change);
    await deps.realtime.tellInstances({ forgetAuthOf: change });
  }

  return {
    async userLockedOut(userId) {
      await forgetEverywhere({ userId });
      await deps.realtime.disconnectUser(userId);
    },
    userRestored: (userId) => forgetEverywhere({ userId }),
    async sessionEnded(sessionId) {
      await forgetEverywhere({ sessionId });
      await deps.realtime.disconnectSession(sessionId);
    },
  };
}
