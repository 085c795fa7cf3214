import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ErrorEnvelope, errorEnvelopeSchema, okEnvelope } from '@umka/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { type AppConfig, buildApp } from '../app.ts';
import type { Database, DialectName } from '../db/database.ts';
import { type CounterStore, createMemoryCounterStore } from '../lib/counter-store.ts';
import { createOutboxMailer } from '../lib/mailer.ts';
import { createTokenService, type TokenService } from '../lib/tokens.ts';
import type { LoginThrottleLimits } from '../modules/auth/login-throttle.ts';
import type { ResetLimits } from '../modules/auth/password-reset.service.ts';
import type { RulesLookup } from '../modules/trainers/trainer-rules.ts';
import type { Services } from '../services.ts';
import {
  createTestDatabase,
  postgresReachable,
  skipUnreachable,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './databases.ts';
import { createFactories, type Factories, TEST_SESSION_MAX_AGE_SECONDS } from './factories.ts';
import { createFailingMailer, type FailingMailer } from './failing-mailer.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { createRecordingRealtime, type PublishedMessage } from './recording-realtime.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const UK_HOST = 'uk.umka.test';
export const ALLOWED_ORIGIN = 'https://app.umka.test';

export interface TestAppOptions {
  jwtTtlSeconds?: number;
  loginLimits?: LoginThrottleLimits;
  resetLimits?: ResetLimits;
  /** As TRUST_PROXY sets it; false unless given. */
  trustProxy?: AppConfig['trustProxy'];
  rateLimitPerMinute?: number;
  bodyLimit?: number;
  maintenanceCacheMs?: number;
  webDistDir?: string;
  trainerRules?: RulesLookup;
  recordingMaxBytes?: number;
  sessionMaxAgeSeconds?: number;
  /** As CORS_ORIGINS sets it; the one allowed origin of the tests unless given. */
  corsOrigins?: string[];
  /** As CRM_PROFILE_URL_TEMPLATE sets it; no CRM unless given. */
  crmProfileUrlTemplate?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** Parsed JSON (null for an empty or non-JSON body); read it through dataOf() / errorOf(). */
  body: unknown;
  raw: string;
}

export interface ApiRequest {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** Sent as is, bypassing JSON encoding (malformed payloads, multipart bodies). */
  payload?: string | Buffer;
}

export interface TestContext {
  readonly dialect: DialectName;
  readonly app: FastifyInstance;
  readonly services: Services;
  readonly database: Database;
  readonly tokens: TokenService;
  readonly clock: FakeClock;
  readonly factories: Factories;
  readonly published: PublishedMessage[];
  /** The app's mail transport (the dev outbox); failNext(n) makes the next sends throw. */
  readonly mailer: FailingMailer;
  /** Runs every background job due now (mail included), as the server's worker would. */
  drainJobs(): Promise<number>;
  /** The app's config.storageDir, a fresh folder per suite. */
  readonly storageDir: string;
  /** Users whose sockets the services asked the gateway to close. */
  readonly disconnected: number[];
  /** Sessions whose sockets the services asked the gateway to close (a logout). */
  readonly disconnectedSessions: number[];
  api(method: InjectOptions['method'], url: string, request?: ApiRequest): Promise<ApiResponse>;
}

const pgAvailable = await postgresReachable();
let warned = false;

function createContext(dialect: DialectName, options: TestAppOptions): TestContext {
  let state:
    | {
        testDb: TestDatabase;
        app: FastifyInstance;
        services: Services;
        tokens: TokenService;
        factories: Factories;
        counters: CounterStore;
        storageDir: string;
        mailer: FailingMailer;
      }
    | undefined;
  const clock = createFakeClock();
  const realtime = createRecordingRealtime();
  const ready = () => {
    if (!state) throw new Error('the test app is not built yet (use it inside a test or beforeAll)');
    return state;
  };

  beforeAll(async () => {
    const testDb = await createTestDatabase(dialect);
    const storageDir = await mkdtemp(join(tmpdir(), 'umka-storage-'));
    const logger = pino({ level: process.env.TEST_LOG_LEVEL || 'silent' });
    const tokens = createTokenService({
      secret: TEST_JWT_SECRET,
      ttlSeconds: options.jwtTtlSeconds ?? 3600,
      clock: clock.now,
    });
    const sessionMaxAgeSeconds = options.sessionMaxAgeSeconds ?? TEST_SESSION_MAX_AGE_SECONDS;
    const counters = createMemoryCounterStore(() => clock.now().getTime());
    const config: AppConfig = {
      env: 'test',
      bodyLimit: options.bodyLimit ?? 1_048_576,
      trustProxy: options.trustProxy ?? false,
      corsOrigins: options.corsOrigins ?? [ALLOWED_ORIGIN],
      rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
      ukHosts: [UK_HOST],
      webDistDir: options.webDistDir ?? '/nonexistent/web/dist',
      storageDir,
      recordingMaxBytes: options.recordingMaxBytes ?? 500 * 1024 * 1024,
      sessionMaxAgeSeconds,
      crmProfileUrlTemplate: options.crmProfileUrlTemplate ?? null,
    };
    const mailer = createFailingMailer(createOutboxMailer({ database: testDb.database, logger, clock: clock.now }));
    const { app, services } = await buildApp({
      config,
      database: testDb.database,
      counters,
      mailer,
      realtime,
      tokens,
      jwtSecret: TEST_JWT_SECRET,
      logger,
      clock: clock.now,
      sleep: clock.sleep,
      ...(options.resetLimits ? { resetLimits: options.resetLimits } : {}),
      ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
      ...(options.trainerRules ? { trainerRules: options.trainerRules } : {}),
      ...(options.maintenanceCacheMs !== undefined ? { maintenanceCacheMs: options.maintenanceCacheMs } : {}),
    });
    await app.ready();
    const factories = createFactories({ database: testDb.database, tokens, clock: clock.now, sessionMaxAgeSeconds });
    state = { testDb, app, services, tokens, factories, counters, storageDir, mailer };
  });

  afterAll(async () => {
    if (!state) return;
    await state.app.close();
    await state.counters.close();
    await state.testDb.drop();
    await rm(state.storageDir, { recursive: true, force: true });
  });

  return {
    dialect,
    get app() {
      return ready().app;
    },
    get services() {
      return ready().services;
    },
    get database() {
      return ready().testDb.database;
    },
    get tokens() {
      return ready().tokens;
    },
    get factories() {
      return ready().factories;
    },
    get storageDir() {
      return ready().storageDir;
    },
    get mailer() {
      return ready().mailer;
    },
    drainJobs: () => ready().services.jobs.runDue(),
    clock,
    published: realtime.published,
    disconnected: realtime.disconnected,
    disconnectedSessions: realtime.disconnectedSessions,
    async api(method, url, request = {}) {
      const headers: Record<string, string> = { ...request.headers };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      const payload = request.payload ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
      if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const response = await ready().app.inject({
        method,
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
        ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
      });
      const raw = response.body;
      let body: unknown = null;
      if (raw && String(response.headers['content-type'] ?? '').includes('json')) body = JSON.parse(raw);
      return { status: response.statusCode, headers: response.headers, body, raw };
    },
  };
}

/**
 * Runs a suite against a fresh app on SQLite and again on PostgreSQL. Without a reachable
 * PostgreSQL the second run is skipped and says so in the report.
 */
export function describeEachDatabase(
  name: string,
  suite: (t: TestContext) => void,
  options: TestAppOptions = {},
): void {
  describe(`${name} [sqlite]`, () => suite(createContext('sqlite', options)));
  if (pgAvailable) {
    describe(`${name} [postgres]`, () => suite(createContext('postgres', options)));
    return;
  }
  if (!warned) {
    warned = true;
    skipUnreachable(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable: the PostgreSQL runs are skipped.`);
  }
  describe.skip(`${name} [postgres: skipped, ${TEST_DATABASE_URL} unreachable]`, () => {
    it('runs the same suite on PostgreSQL', () => undefined);
  });
}

/** The data of a success envelope, checked against the contract schema (fails the test otherwise). */
export function dataOf<T extends z.ZodType>(response: ApiResponse, schema: T): z.output<T> {
  const envelope = okEnvelope(z.unknown()).safeParse(response.body);
  const parsed = envelope.success ? schema.safeParse(envelope.data.data) : null;
  if (!parsed?.success) {
    throw new Error(`expected a success envelope, got ${response.status}: ${response.raw.slice(0, 500)}`);
  }
  return parsed.data;
}

/** The failure envelope of a response (fails the test if it is anything else). */
export function errorOf(response: ApiResponse): ErrorEnvelope {
  const parsed = errorEnvelopeSchema.safeParse(response.body);
  if (!parsed.success) {
    throw new Error(`expected a failure envelope, got ${response.status}: ${response.raw.slice(0, 500)}`);
  }
  return parsed.data;
}
