/** What every bench needs to start the real app and a bare baseline beside it. */
import type { AddressInfo } from 'node:net';
import { devNull } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../server/src/config.ts';
import type { Database } from '../server/src/db/database.ts';
import { createLogger } from '../server/src/lib/logger.ts';
import type { RequestContext } from '../server/src/lib/request-context.ts';
import { startServer } from '../server/src/server.ts';

/**
 * The real app's configuration on `dataDir`. The environment is given whole, so a DATABASE_URL or REDIS_URL
 * of the shell cannot leak in; the request rate limit is off, since it would answer the load with 429.
 */
/** The request a bench's sessions are opened by: no browser, no address (the users' device lists show none). */
export const BENCH_LOGIN: RequestContext = { ip: null, userAgent: null };

export function benchConfig(dataDir: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '0',
    ...extra,
  });
}

/**
 * The real app exactly as main.ts wires it (server.ts → buildApp, gateway included). Logging at the production
 * level (info) is part of the cost; the lines go to the null device so that the figure does not depend on how
 * fast a terminal scrolls. Without `webDistDir` no SPA is served, so API figures are the same whether or not
 * web/ has been built.
 */
export function startRealApp(config: Config, options: { webDistDir?: string; database?: Database } = {}) {
  return startServer(
    { ...config, webDistDir: options.webDistDir ?? join(config.dataDir, 'no-web-build') },
    {
      logger: createLogger(config.logLevel, devNull),
      ...(options.database ? { database: options.database } : {}),
    },
  );
}

/** Starts a bare Fastify baseline on a free port and returns its address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
