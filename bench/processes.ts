/**
 * The servers the benches load, each in a process of its own as in a deployment: the compiled server as `npm start`
 * runs it, and a bare Fastify route beside it; and what a process costs, read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const ROOT = resolve(import.meta.dirname, '..');
export const COMPILED_SERVER = join(ROOT, 'server/dist/main.js');
const START_TIMEOUT_MS = 30_000;

export interface RunningProcess {
  url: string;
  pid: number;
  /** From spawning the process to its first successful answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** Stops the bench with a clear word when the server has not been compiled. */
export function requireCompiledServer(bench: string): void {
  if (existsSync(COMPILED_SERVER)) return;
  console.error(`${bench} needs the compiled server: run \`npm run build:server\` (or \`npm start\` once) first.`);
  process.exit(1);
}

export async function freePort(): Promise<number> {
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
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state, ppid, … utime is the 12th field, stime the 13th (counting from 0 at state).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time every process of the machine has used (all cores, /proc/stat, in clock ticks of 10 ms), in milliseconds. */
export async function machineCpuMs(): Promise<number> {
  const stat = await readFile('/proc/stat', 'utf8');
  // "cpu  user nice system idle iowait irq softirq steal …": all but idle and iowait is work.
  const [, ...ticks] = (stat.split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  const busy = ticks.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return busy * 10;
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** The processes whose parent is `pid` (the cluster's workers). */
export async function childrenOf(pid: number): Promise<number[]> {
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

async function started(child: ChildProcess, url: string, path: string): Promise<RunningProcess> {
  const begun = performance.now();
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answered = await fetch(`${url}${path}`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return { url, pid: child.pid ?? 0, startMs: performance.now() - begun, stop };
    await sleep(10);
  }
  await stop();
  throw new Error(`the server did not answer ${path} within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * The compiled server with the V8 flags and environment `npm start` gives it (scripts/server-flags.mjs), so the
 * figures are production's. The environment is given whole, so a DATABASE_URL or REDIS_URL of the shell cannot leak
 * in; the request limit is off (it would answer the load with 429). `cpuProfileDir` writes a CPU profile of its whole run there when it stops.
 */
export async function startCompiledServer(options: {
  dataDir: string;
  processes: number;
  logLevel: 'info' | 'warn';
  cpuProfileDir?: string;
  /** A fixed port instead of a free one. */
  port?: number;
  /** More of the server's environment (DATABASE_URL, REDIS_URL, JWT_SECRET…). */
  env?: Record<string, string>;
  /** More node flags, placed before the entry point (cluster workers inherit them). */
  nodeFlags?: string[];
}): Promise<RunningProcess> {
  const port = options.port ?? (await freePort());
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const flags = [...SERVER_NODE_FLAGS, ...profile, ...(options.nodeFlags ?? [])];
  const child = spawn(process.execPath, [...flags, COMPILED_SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: String(options.processes),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: options.logLevel,
      ...SERVER_ENV,
      ...options.env,
    },
    // Its log lines go to the null device: what they cost is counted, not how fast a terminal scrolls.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/api/health');
}

/** A bare Fastify route (bare-server.mjs) answering `status` with `body`, the baseline of a load. */
export function startBareServer(route: {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  body: unknown;
}): Promise<RunningProcess> {
  return startBare('bare-server.mjs', {
    BARE_METHOD: route.method,
    BARE_PATH: route.path,
    BARE_STATUS: String(route.status),
    BARE_BODY: JSON.stringify(route.body),
  });
}

/** Bare Fastify and socket.io rooms (bare-rooms.mjs), the baseline of `bench:online`, with the real rooms' times. */
export function startBareRooms(times: { countdownMs: number; moveMs: number }): Promise<RunningProcess> {
  return startBare('bare-rooms.mjs', {
    BARE_COUNTDOWN_MS: String(times.countdownMs),
    BARE_MOVE_MS: String(times.moveMs),
  });
}

async function startBare(script: string, env: Record<string, string>): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench', script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, BARE_PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/');
}
