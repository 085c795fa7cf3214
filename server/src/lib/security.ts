import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { TOKEN_HEADER } from '@umka/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppError } from './app-error.ts';
import type { CounterStore } from './counter-store.ts';
import { DOCS_PREFIX } from './docs.ts';
import { createRateLimitStore } from './rate-limit-store.ts';

export interface SecurityOptions {
  /** Empty: same origin only (the SPA is served by this process). */
  corsOrigins: readonly string[];
  /** Requests per minute per client address; 0 switches the limit off (benchmarks). */
  rateLimitPerMinute: number;
  counters: CounterStore;
}

/** A Host header that is not a plain host[:port] names nothing, so a forged one cannot widen the policy. */
const PLAIN_HOST = /^[a-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9a-f:.]+\](:[0-9]{1,5})?$/i;

export function socketOrigins(host: string | undefined): string {
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * What guards an API answer (JSON, or a private file or video opened by its address): it is never run as a
 * page, framed or sniffed into something else. The page policy (scripts, sockets, players) only matters to
 * documents, and sending it with every JSON answer doubled the bytes of a small one.
 */
const API_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
];

/**
 * A hashed build file (script, style, font, picture) is never a document, so the page policy does nothing on it;
 * it only must not be sniffed into another type or embedded by another site. The student home loads some sixty of
 * them, and the page headers on each came to over half the bytes of the smaller ones.
 */
const ASSET_HEADERS: readonly [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** Where the web build puts its hashed files (web/vite.config.ts' default `assetsDir`). */
export const ASSETS_PREFIX = '/assets/';

/** The docs UI under /api is a page and gets the page headers. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);
}

function shortHeadersOf(url: string): readonly [string, string][] | null {
  if (isApiAnswer(url)) return API_HEADERS;
  if (url.startsWith(ASSETS_PREFIX)) return ASSET_HEADERS;
  return null;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // Built once and applied to the raw response: @fastify/helmet rebuilt this middleware, parsing the CSP
  // directives again, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes inline style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        // socket.io connects to this very host over ws(s); older Safari does not count ws: as 'self', so the
        // host is named, and no other host can be reached from the page.
        connectSrc: ["'self'", (request) => socketOrigins(request.headers.host)],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // Lesson recordings on /student/class play in these two players only (privacy-friendly hosts).
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-HTTP installs on a school network must keep working.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = shortHeadersOf(request.url);
    if (!headers) {
      securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
      return;
    }
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Same origin only (the default) needs no CORS at all: the plugin would still run a hook on every request.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: [TOKEN_HEADER],
      maxAge: 600,
    });
  }

  if (options.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      store: createRateLimitStore(options.counters),
      // A class behind one school address loads the same few dozen files at once; they are read-only, cached for a
      // year after the first load, and would use up the address's budget before any of its children could log in.
      allowList: (request) => request.url.startsWith(ASSETS_PREFIX),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  }
}
