import type { webcrypto } from 'node:crypto';
import { type RoleId, roleIdSchema } from '@umka/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from './clock.ts';

const ISSUER = 'umka';
const ALGORITHM = 'HS256';
const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;
/** Enough for every client active within a token's life on one instance; the oldest entries go first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenSubject {
  id: number;
  role_id: RoleId;
  token_version: number;
}

/** The server-side session a token belongs to (the `sessions` row). */
export interface TokenSession {
  id: number;
  generation: number;
  /** The session's absolute end, in seconds since the epoch: no token of it outlives this. */
  endsAt: number;
}

export interface TokenClaims {
  userId: number;
  roleId: RoleId;
  tokenVersion: number;
  sessionId: number;
  generation: number;
  issuedAt: number;
  expiresAt: number;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]*$/),
  role: roleIdSchema,
  tv: z.number().int().min(0),
  sid: z.number().int().positive(),
  gen: z.number().int().min(0),
  iat: z.number().int(),
  exp: z.number().int(),
});

export interface TokenService {
  /** A token of the session's generation, expiring after the TTL or at the session's end, whichever comes first. */
  sign(subject: TokenSubject, session: TokenSession): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * Past half its life the client gets a fresh token in the `jwt-token` header (spec §4), unless a fresh one
   * would expire no later: near the session's end renewal would only churn generations.
   */
  shouldRenew(claims: TokenClaims, sessionEndsAt: number): boolean;
}

export function createTokenService(options: { secret: string; ttlSeconds: number; clock: Clock }): TokenService {
  // Imported once, on first use: handed raw bytes, jose would import the key again on every sign and verify.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey('raw', new TextEncoder().encode(options.secret), HMAC, false, [
      'sign',
      'verify',
    ]));
  const nowSeconds = () => Math.floor(options.clock().getTime() / 1000);
  // A client sends the same token with every request. Its signature and claims cannot change, so once jose has
  // accepted it the claims are kept; only the expiry is checked again. Revocation (token_version, a logout, a
  // retired generation) and blocked users are checked against the database on every request by the
  // authenticator, never here: a kept entry says only that we signed the token.
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, Object.freeze(claims));
    return claims;
  };

  return {
    async sign(subject, session) {
      const now = nowSeconds();
      return new SignJWT({ role: subject.role_id, tv: subject.token_version, sid: session.id, gen: session.generation })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.id))
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(Math.min(now + options.ttlSeconds, session.endsAt))
        .sign(await key());
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ISSUER,
          currentDate: options.clock(),
        });
        const claims = payloadSchema.safeParse(payload);
        if (!claims.success) return null;
        return remember(token, {
          userId: Number(claims.data.sub),
          roleId: claims.data.role,
          tokenVersion: claims.data.tv,
          sessionId: claims.data.sid,
          generation: claims.data.gen,
          issuedAt: claims.data.iat,
          expiresAt: claims.data.exp,
        });
      } catch {
        return null;
      }
    },

    shouldRenew(claims, sessionEndsAt) {
      const now = nowSeconds();
      const pastHalfLife = now - claims.issuedAt > (claims.expiresAt - claims.issuedAt) / 2;
      return pastHalfLife && Math.min(now + options.ttlSeconds, sessionEndsAt) > claims.expiresAt;
    },
  };
}
