/**
 * GET /api/me of the real app (temporary SQLite database, valid token) against a bare Fastify route that
 * returns the same JSON, so the figure shows what our stack (auth hook, zod serialization, security
 * headers, database reads, request log) costs over Fastify itself. Run with `npm run bench:api`; not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_HEADER } from '@umka/contracts';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../server/src/config.ts';
import { createLogger } from '../server/src/lib/logger.ts';
import { startServer } from '../server/src/server.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
const USER = { email: 'bench@example.com', password: 'bench-password-1' };

/** Past this the run is stuck (a server that does not close), so it stops itself rather than hang a terminal or CI. */
const DEADLINE_MS = (2 * (WARMUP_SECONDS + DURATION_SECONDS) + 60) * 1000;

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The real app exactly as main.ts wires it (server.ts → buildApp, gateway included), on a fresh SQLite file.
 * The environment is given explicitly so a DATABASE_URL or REDIS_URL of the shell cannot leak in; the request
 * rate limit is off, since it would answer the load with 429.
 */
async function startRealApp(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '0',
  });
  // Logging at the production level (info) is part of the cost; the lines go to the null device so that the
  // figure does not depend on how fast a terminal scrolls.
  const logger = createLogger(config.logLevel, devNull);
  // No SPA build, so the figure is the same whether or not web/ has been built.
  const server = await startServer({ ...config, webDistDir: join(dataDir, 'no-web-build') }, { logger });
  return { url: server.url, close: server.close };
}

async function request(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers a student, logs in and returns the token and the body of GET /api/me. */
async function signIn(url: string): Promise<{ token: string; me: unknown }> {
  const json = { 'content-type': 'application/json' };
  await request(`${url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', subject_ids: [1], ...USER }),
  });
  const login = await request(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(USER) });
  const token = login.headers.get(TOKEN_HEADER);
  if (token === null) throw new Error(`login answered without a ${TOKEN_HEADER} header`);
  const me = await (await request(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { token, me };
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  // A worker thread generates the load, so the servers keep this thread's event loop to themselves.
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  await load(url, headers, WARMUP_SECONDS);
  const figures = await load(url, headers, DURATION_SECONDS);
  console.log(
    `${name.padEnd(16)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s   ` +
      `p50 ${String(figures.p50Ms).padStart(4)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms   failed ${figures.failures}`,
  );
  if (figures.failures > 0) throw new Error(`${name}: ${figures.failures} requests failed`);
  return figures;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-'));
  const bare = Fastify();
  let real: Awaited<ReturnType<typeof startRealApp>> | null = null;
  try {
    real = await startRealApp(dataDir);
    const { token, me } = await signIn(real.url);
    bare.get('/api/me', async () => me);
    const bareUrl = await listen(bare);

    console.log(
      `GET /api/me, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a ${WARMUP_SECONDS} s warm-up ` +
        '(the app logs at info to the null device; request rate limit off)',
    );
    const umka = await measure('umka (real app)', `${real.url}/api/me`, { authorization: `Bearer ${token}` });
    const baseline = await measure('bare fastify', `${bareUrl}/api/me`, {});
    // Latencies come in whole milliseconds, so a bare figure of 0 ms only says the ratio is above ours / 1 ms.
    const times = (ours: number, bare: number) =>
      (bare > 0 ? `${(ours / bare).toFixed(2)}×` : `>${ours.toFixed(0)}×`).padStart(6);
    console.log(
      `${'umka / bare'.padEnd(16)} ${times(umka.requestsPerSecond, baseline.requestsPerSecond).padStart(8)} req/s   ` +
        `p50 ${times(umka.p50Ms, baseline.p50Ms)}   p99 ${times(umka.p99Ms, baseline.p99Ms)}`,
    );
  } finally {
    await bare.close();
    await real?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`bench:api did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS).unref();
await main();
