/**
 * The compiled server (server/dist/main.js, as `npm start` runs it) on one process and on two
 * (WEB_CONCURRENCY=1 and 2), each on a fresh SQLite data dir: cold start to GET /api/health, idle RSS of
 * every process, then GET /api/me of a logged-in student under 50 connections. Builds nothing: run
 * `npm run build:server` (or `npm start` once) first. Run with `npm run bench:api` (after the API bench) or
 * `npm run cluster -w @umka/bench`; not a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TOKEN_HEADER } from '@umka/contracts';
import autocannon from 'autocannon';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'server/dist/main.js');
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
/**
 * Time the processes get before their idle memory is read: the cluster's later workers start once the first
 * listens (about a second), and every process settles (JIT, first GC).
 */
const SETTLE_MS = 3000;
const START_TIMEOUT_MS = 30_000;
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

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** User + system CPU time a process has used, in milliseconds (/proc/<pid>/stat, in clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state, ppid, … utime is the 12th field, stime the 13th (counting from 0 at state).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** The processes whose parent is `pid` (the cluster's workers). */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid === String(pid)) children.push(Number(entry));
  }
  return children.sort((a, b) => a - b);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The environment is given whole, so a DATABASE_URL or REDIS_URL of the shell cannot leak in. The request
  // limit is off (it would answer the load with 429); warn keeps request lines out of the figure.
  // With the V8 flag `npm start` gives it (scripts/start.mjs), so the figures are those of production.
  const child = spawn(process.execPath, ['--max-semi-space-size=4', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: String(processes),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    await waitForHealth(url, child);
    const coldStartMs = performance.now() - started;
    const { token, me } = await signIn(url);
    meBody = me;
    await sleep(SETTLE_MS);
    const pid = child.pid ?? 0;
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
      coldStartMs,
      idleRssMb,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      cpuUsPerRequest: (cpuUsed * 1000) / result.requests.total,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Bare Fastify answering the same JSON, in a process of its own, loaded the same way. */
async function runBare(): Promise<{ requestsPerSecond: number; p50Ms: number; p99Ms: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'bench/bare-me-server.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, BARE_PORT: String(port), BARE_BODY: meBody },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (let tries = 0; ; tries++) {
      const answered = await fetch(`${url}/api/me`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (tries > 100) throw new Error('the bare server did not start');
      await sleep(100);
    }
    await load(url, '', WARMUP_SECONDS);
    const result = await load(url, '', DURATION_SECONDS);
    return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
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
  if (!existsSync(SERVER)) {
    console.error('bench:cluster needs the compiled server: run `npm run build:server` (or `npm start` once) first.');
    process.exit(1);
  }
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
