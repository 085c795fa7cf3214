import { roleIdSchema } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { Authentication } from '../../lib/access.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { findAuthState } from '../users/users.repo.ts';

export interface Authenticator {
  /** The user behind a bearer token, or null when it is invalid, expired, revoked or the user is blocked. */
  authenticate(token: string): Promise<Authentication | null>;
  renew(authentication: Authentication): Promise<string | null>;
}

export function createAuthenticator(deps: { database: Database; tokens: TokenService }): Authenticator {
  return {
    async authenticate(token) {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const state = await findAuthState(deps.database.db, claims.userId);
      if (!state?.is_active || state.token_version !== claims.tokenVersion) return null;
      return {
        user: { id: state.id, role_id: roleIdSchema.parse(state.role_id), token_version: state.token_version },
        claims,
      };
    },
    async renew(authentication) {
      return deps.tokens.shouldRenew(authentication.claims) ? deps.tokens.sign(authentication.user) : null;
    },
  };
}
