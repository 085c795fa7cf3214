import { type RoleId, roleIdSchema } from '@umka/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from './clock.ts';

const ISSUER = 'umka';
const ALGORITHM = 'HS256';

export interface TokenSubject {
  id: number;
  role_id: RoleId;
  token_version: number;
}

export interface TokenClaims {
  userId: number;
  roleId: RoleId;
  tokenVersion: number;
  issuedAt: number;
  expiresAt: number;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]*$/),
  role: roleIdSchema,
  tv: z.number().int().min(0),
  iat: z.number().int(),
  exp: z.number().int(),
});

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
  /** Past half its life the client gets a fresh token in the `jwt-token` header (spec §4). */
  shouldRenew(claims: TokenClaims): boolean;
}

export function createTokenService(options: { secret: string; ttlSeconds: number; clock: Clock }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor(options.clock().getTime() / 1000);

  return {
    async sign(subject) {
      const now = nowSeconds();
      return new SignJWT({ role: subject.role_id, tv: subject.token_version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.id))
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ISSUER,
          currentDate: options.clock(),
        });
        const claims = payloadSchema.safeParse(payload);
        if (!claims.success) return null;
        return {
          userId: Number(claims.data.sub),
          roleId: claims.data.role,
          tokenVersion: claims.data.tv,
          issuedAt: claims.data.iat,
          expiresAt: claims.data.exp,
        };
      } catch {
        return null;
      }
    },

    shouldRenew(claims) {
      return nowSeconds() - claims.issuedAt > (claims.expiresAt - claims.issuedAt) / 2;
    },
  };
}
