import { ANY_ROLE, ROLE, type RoleId, TOKEN_HEADER } from '@umka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { TokenClaims, TokenSession, TokenSubject } from './tokens.ts';

/** Who may call a route: anyone, or the listed roles. Every /api route must say it. */
export type Access = 'public' | readonly RoleId[];

export { ANY_ROLE };

export interface AuthUser {
  id: number;
  role_id: RoleId;
}

export interface Authentication {
  user: AuthUser & TokenSubject;
  claims: TokenClaims;
  /** The session as the database has it now (its generation may be ahead of the token's). */
  session: TokenSession;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Still answers while maintenance mode is on (health, client config, login). */
    duringMaintenance?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The server-side session of the bearer token, set together with `user`. */
    sessionId: number | null;
  }
}

export interface AccessControlOptions {
  authenticate(token: string): Promise<Authentication | null>;
  renew(authentication: Authentication): Promise<string | null>;
  maintenanceActive(): Promise<boolean>;
  /** Third-party routes under /api (the docs UI) that are public by nature. */
  publicPrefixes: readonly string[];
}

const ROLE_IDS = new Set<number>(Object.values(ROLE));

function isValidAccess(access: unknown): access is Access {
  return (
    access === 'public' || (Array.isArray(access) && access.length > 0 && access.every((role) => ROLE_IDS.has(role)))
  );
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Deny by default: a route under /api that does not declare `config.access` makes the app fail
 * to start, and a request whose route has no declaration is refused.
 */
export function registerAccessControl(app: FastifyInstance, options: AccessControlOptions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const isApi = route.url === '/api' || route.url.startsWith('/api/');
    if (access === undefined) {
      if (isApi && !options.publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
        throw new Error(`${String(route.method)} ${route.url} declares no access: set config.access`);
      }
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (!isValidAccess(access))
      throw new Error(`${String(route.method)} ${route.url} has an invalid access declaration`);
    if (access !== 'public' && route.schema) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const access: Access | undefined = request.is404 ? 'public' : config.access;

    const token = bearerToken(request);
    let tokenRejected = false;
    if (token !== null) {
      const authentication = token ? await options.authenticate(token) : null;
      if (authentication) {
        request.user = { id: authentication.user.id, role_id: authentication.user.role_id };
        request.sessionId = authentication.session.id;
        const fresh = await options.renew(authentication);
        if (fresh) reply.header(TOKEN_HEADER, fresh);
      } else {
        tokenRejected = true;
      }
    }

    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A CORS preflight carries no token; refusing it would hide the 503 itself from a cross-origin client.
    const gated = isApi && request.method !== 'OPTIONS' && !config.duringMaintenance;
    if (gated && request.user?.role_id !== ROLE.admin) {
      if (await options.maintenanceActive()) throw new AppError('MAINTENANCE_MODE_ACTIVE');
    }

    if (access === 'public') return;
    if (access === undefined) throw new AppError('FORBIDDEN');
    if (tokenRejected) throw new AppError('TOKEN_INVALID');
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (!access.includes(request.user.role_id)) throw new AppError('FORBIDDEN');
  });
}

/** The caller of a route that declared roles; the access hook has already made sure there is one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** The session of the caller of a route that declared roles. */
export function currentSessionId(request: FastifyRequest): number {
  if (request.sessionId === null) throw new AppError('UNAUTHENTICATED');
  return request.sessionId;
}
