import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createClusterCounterStore } from './lib/cluster-counter-store.ts';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store.ts';
import { loadOrCreateJwtSecret } from './lib/jwt-secret.ts';
import { createLogger } from './lib/logger.ts';
import { createOutboxMailer, createSmtpMailer } from './lib/mailer.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAuthStateCache } from './modules/auth/auth-state-cache.ts';
import { createAuthenticator, socketAuthentication } from './modules/auth/authenticator.ts';
import { createClusterRoomStore } from './modules/online/cluster-room-store.ts';
import { createRedisRoomStore } from './modules/online/redis-room-store.ts';
import type { RoomStore } from './modules/online/room-store.ts';
import { hasActiveSubject } from './modules/students/students.repo.ts';
import { createRealtime } from './realtime/index.ts';
import type { Services } from './services.ts';

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** http://host:port it listens on. */
  url: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Given by tests (a schema of their own); otherwise opened from the config and closed on close(). */
  database?: Database;
  logger?: Logger;
  clock?: Clock;
  /** A key prefix for Redis, so parallel test runs sharing one Redis do not hear each other. */
  redisKey?: string;
  /**
   * `single` (the default): this process is the whole server.
   * `cluster-worker`: one of WEB_CONCURRENCY processes forked by cluster.ts; without Redis the primary keeps the
   * counters and relays socket.io rooms between workers.
   */
  role?: 'single' | 'cluster-worker';
  /**
   * True when another process prepared the database (prepareBeforeServing in prepare.ts): a cluster's primary before
   * forking, so workers never race migrations or the seed, or main.ts's preparing child for a single process. A
   * cluster worker never prepares. Otherwise (tests, benches) this process prepares it itself.
   */
  databasePrepared?: boolean;
}

/** Where online rooms live: Redis when configured, else the cluster's primary, else this process (the default). */
async function openRooms(config: Config, options: ServerOptions): Promise<RoomStore | undefined> {
  if (config.redisUrl) {
    return createRedisRoomStore({
      url: config.redisUrl,
      ...(options.redisKey ? { prefix: `${options.redisKey}:online:` } : {}),
    });
  }
  return options.role === 'cluster-worker' ? createClusterRoomStore() : undefined;
}

/** Where the throttling counters live: Redis when configured, else the cluster's primary, else this process. */
async function openCounters(config: Config, options: ServerOptions): Promise<CounterStore> {
  if (config.redisUrl) {
    return createRedisCounterStore({
      url: config.redisUrl,
      ...(options.redisKey ? { prefix: `${options.redisKey}:counter:` } : {}),
    });
  }
  return options.role === 'cluster-worker' ? createClusterCounterStore() : createMemoryCounterStore();
}

/**
 * Everything `main.ts` does in one process, callable from tests too: migrate, seed an empty embedded database
 * (unless another process did: see `databasePrepared`), wire the app with the real-time gateway and listen. close() undoes it
 * in order.
 */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const hasher = createPasswordHasher();
  const database = options.database ?? openDatabase(config.database);
  const closers: (() => Promise<void> | void)[] = options.database ? [] : [() => database.destroy()];
  const closeAll = async () => {
    // Each closer runs once, newest first, even if close() is called again.
    for (const close of closers.splice(0).reverse()) await close();
  };

  try {
    if (options.role !== 'cluster-worker' && !options.databasePrepared) {
      const { prepareDatabase } = await import('./prepare.ts');
      await prepareDatabase(config, database, { logger, clock, hasher });
    }

    const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
    const counters = await openCounters(config, options);
    closers.push(() => counters.close());
    const rooms = await openRooms(config, options);
    if (rooms) closers.push(() => rooms.close());
    const mailer = config.smtpUrl
      ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
      : createOutboxMailer({ database, logger, clock });
    closers.push(() => mailer.close());

    const tokens = createTokenService({ secret: jwtSecret, ttlSeconds: config.jwtTtlSeconds, clock });
    const authenticator = createAuthenticator({ database, tokens, clock });
    const authStates = createAuthStateCache({ clock });
    const realtime = createRealtime({
      authenticate: socketAuthentication(authenticator),
      onInstanceEvent: (event) => authStates.forget(event.forgetAuthOf),
      studentHasSubject: (userId, subjectId) => hasActiveSubject(database.db, userId, subjectId),
      ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
      ...(options.role === 'cluster-worker' ? { cluster: true } : {}),
      ...(options.redisKey ? { redisKey: options.redisKey } : {}),
      ...(config.corsOrigins.length > 0 ? { corsOrigin: [...config.corsOrigins] } : {}),
      logger,
    });

    const { app, services } = await buildApp({
      config,
      database,
      counters,
      mailer,
      realtime,
      tokens,
      authStates,
      jwtSecret,
      logger,
      clock,
      hasher,
      ...(rooms ? { online: { store: rooms } } : {}),
    });
    // app.close() closes the gateway too (preClose), so it goes last in the list and runs first.
    closers.push(() => app.close());
    await app.ready();
    await realtime.attach(app.server);
    // Mail and other background work; app.close() stops it (onClose) before the database closes.
    services.jobs.start();
    // Rooms whose deadline came while no timer of this process held them (another instance's, or before a restart).
    services.onlineRunner.start();
    // This week's parent digest, if it is due and no instance has sent it (also the catch-up after a restart).
    services.parentDigest.start();
    const url = await app.listen({ port: config.port, host: config.host });
    return { app, services, database, url, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
