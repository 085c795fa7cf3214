import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { TOKEN_HEADER } from '@umka/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppError } from './app-error.ts';
import type { CounterStore } from './counter-store.ts';
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [TOKEN_HEADER],
    maxAge: 600,
  });

  if (options.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      store: createRateLimitStore(options.counters),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  }
}
