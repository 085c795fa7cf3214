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
        // socket.io connects to the same host over ws(s); CSP 'self' alone does not cover ws: everywhere.
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
