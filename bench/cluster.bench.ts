/**
 * The compiled server (server/dist/main.js, as `npm start` runs it) on one process and on two
 * (WEB_CONCURRENCY=1 and 2), each on a fresh SQLite data dir: cold start to GET /api/health, idle RSS of
 * every process, then GET /api/me of a logged-in student under 50 connections. Builds nothing: run
 * `npm run build:server` (or `npm start` once) first. Run with `npm run bench:api` (after the API bench) or
 * `npm run cluster -w @umka/bench`; not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TOKEN_HEADER } from '@umka/contracts';
import autocannon from 'autocannon';
import { childrenOf, cpuMs, requireCompiledServer, rssMb, startBareServer, startCompiledServer } from './processes.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
/**
 * Time the processes get before their idle memory is read: the cluster's later workers start once the first
 * listens (about a second), and every process settles (JIT, first GC).
 */
const SETTLE_MS = 3000;
const USER = { email: 'bench@example.com', password: 'bench-password-1' };
const DEADLINE_MS = (2 * (WARMUP_SECONDS + DURATION_SECONDS) + 120) * 1000;

interface Run {
  processes: number;
  coldStartMs: number;
  /** VmRSS in MB: the first is the process `npm start` runs (the primary when clustered), then its workers. */
  idleRssMb: number[];
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU (all its processes) per request during the measured load, in microseconds. */
  cpuUsPerRequest: number;
}

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers a student and logs in; returns the bearer token and the answer of GET /api/me. */
async function signIn(url: string): Promise<{ token: string; me: string }> {
  const json = { 'content-type': 'application/json' };
  const registration = { first_name: 'Bench', last_name: 'Mark', subject_ids: [1], ...USER };
  await request(`${url}/api/register`, { method: 'POST', headers: json, body: JSON.stringify(registration) });
  const login = await request(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(USER) });
  const token = login.headers.get(TOKEN_HEADER);
  if (token === null) throw new Error(`login answered without a ${TOKEN_HEADER} header`);
  const me = await (await request(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).text();
  return { token, me };
}

async function load(url: string, token: string, seconds: number) {
  // A worker thread generates the load, so this thread's event loop only waits.
  return autocannon({
    url: `${url}/api/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
}

/** The /api/me answer of the last server run, for the bare baseline to give back. */
let meBody = '';

async function run(processes: number): Promise<Run> {
  const dataDir = await mkdtemp(join(tmpdir(), `umka-bench-cluster-${processes}-`));
  // warn keeps request lines out of the figure.
  const server = await startCompiledServer({ dataDir, processes, logLevel: 'warn' });
  try {
    const { url, pid } = server;
    const { token, me } = await signIn(url);
    meBody = me;
    await sleep(SETTLE_MS);
    const workers = processes > 1 ? await childrenOf(pid) : [];
    if (processes > 1 && workers.length !== processes) {
      throw new Error(`expected ${processes} worker processes, found ${workers.length}`);
    }
    const idleRssMb = await Promise.all([pid, ...workers].map(rssMb));
    await load(url, token, WARMUP_SECONDS);
    const processIds = [pid, ...workers];
    const cpuBefore = await Promise.all(processIds.map(cpuMs));
    const result = await load(url, token, DURATION_SECONDS);
    const cpuAfter = await Promise.all(processIds.map(cpuMs));
    const cpuUsed = cpuAfter.reduce((sum, ms, i) => sum + ms - (cpuBefore[i] ?? 0), 0);
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) throw new Error(`WEB_CONCURRENCY=${processes}: ${failures} requests failed`);
    return {
      processes,
      coldStartMs: server.startMs,
      idleRssMb,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      cpuUsPerRequest: (cpuUsed * 1000) / result.requests.total,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Bare Fastify answering the same JSON, in a process of its own, loaded the same way. */
async function runBare(): Promise<{ requestsPerSecond: number; p50Ms: number; p99Ms: number }> {
  const bare = await startBareServer({ method: 'GET', path: '/api/me', status: 200, body: JSON.parse(meBody) });
  try {
    await load(bare.url, '', WARMUP_SECONDS);
    const result = await load(bare.url, '', DURATION_SECONDS);
    return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
  } finally {
    await bare.stop();
  }
}

function print(figures: Run): void {
  const [own = 0, ...workers] = figures.idleRssMb;
  const rss =
    workers.length === 0
      ? `${own.toFixed(0)} MB`
      : `${own.toFixed(0)} MB primary + ${workers.map((mb) => mb.toFixed(0)).join(' + ')} MB workers = ` +
        `${figures.idleRssMb.reduce((sum, mb) => sum + mb, 0).toFixed(0)} MB`;
  console.log(
    `  WEB_CONCURRENCY=${figures.processes}  ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${String(figures.p50Ms).padStart(3)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms   ` +
      `server CPU ${figures.cpuUsPerRequest.toFixed(0)} µs/request   ` +
      `cold start ${figures.coldStartMs.toFixed(0)} ms   idle RSS ${rss}`,
  );
}

async function main(): Promise<void> {
  requireCompiledServer('bench:cluster');
  console.log(
    `GET /api/me, compiled server, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s ` +
      `warm-up, ${availableParallelism()} CPUs (the load generator shares them)`,
  );
  const single = await run(1);
  print(single);
  const clustered = await run(2);
  print(clustered);
  const ratio = clustered.requestsPerSecond / single.requestsPerSecond;
  console.log(`  two processes / one: ${ratio.toFixed(2)}× req/s (target ≥ 1.6× on two cores)`);
  const bare = await runBare();
  console.log(
    `  bare fastify        ${bare.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(bare.p50Ms).padStart(3)} ms   ` +
      `p99 ${String(bare.p99Ms).padStart(4)} ms   (the same JSON, a process of its own)`,
  );
  const oneEach = single.requestsPerSecond / bare.requestsPerSecond;
  console.log(`  one process each, umka / bare: ${oneEach.toFixed(2)}× req/s (target ≥ 0.3×)`);
}

const deadline = setTimeout(() => {
  console.error(`bench:cluster did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
