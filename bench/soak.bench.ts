/**
 * A school day on one server (issue [16], "Soak"): SOAK_STUDENTS students (300) each start a visit every
 * SOAK_VISIT_EVERY seconds (60), their phases spread evenly, for SOAK_DURATION seconds (600) — an open model: visits
 * arrive at a steady rate whatever the server's pace. A visit logs in, reads /api/me, plays a trainer round, buys for
 * its home, writes to its teacher and reads the news (soak-visit.ts). The first SOAK_WARMUP seconds (60, at most a
 * quarter of the run) warm up. Reports errors and p50/p99 per call class, every server process's RSS (sampled every
 * 10 s; growth from the first minute after the warm-up to the last, each a mean of its samples) and its event-loop
 * delay, measured inside it (loop-delay-hook.mjs).
 *
 * `npm run bench:soak` (compiles the server first) runs `embedded`: the compiled server as `npm start` runs it on a
 * fresh SQLite data dir, with as many processes as CPUs (WEB_CONCURRENCY's production default), on port 4700.
 * `SOAK_TARGET=postgres npm run bench:soak` (or `npx tsx soak.bench.ts postgres` in bench/) runs two instances (one process each, ports 4701 and 4702) on a fresh
 * PostgreSQL database `umka_soak` (SOAK_PG_URL, the server without a database name) and Redis (SOAK_REDIS_URL), every
 * request going to the next instance in turn, as a round-robin balancer sends them. Exits non-zero when a goal is
 * missed: no errors, RSS growth ≤ 10 %, event-loop delay p99 < 50 ms. Not a test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadOrCreateJwtSecret } from '../server/src/lib/jwt-secret.ts';
import {
  childrenOf,
  cpuMs,
  machineCpuMs,
  type RunningProcess,
  requireCompiledServer,
  rssMb,
  startCompiledServer,
} from './processes.ts';
import { benchConfig } from './real-app.ts';
import { growthPercent, meanBetween, percentile, visitStarts } from './soak-figures.ts';
import { type SoakSchool, seedSchool } from './soak-seed.ts';
import { CALLS, type CallName, type Outcome, visit } from './soak-visit.ts';

const TARGETS = ['embedded', 'postgres'] as const;
type Target = (typeof TARGETS)[number];
const TARGET = (process.argv[2] ?? process.env.SOAK_TARGET ?? 'embedded') as Target;
if (!TARGETS.includes(TARGET)) throw new Error(`soak: the target is embedded or postgres, not ${TARGET}`);

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(Number.isFinite(value) && value > 0)) throw new Error(`${name} must be a positive number, got ${value}`);
  return value;
};
const DURATION_S = seconds('SOAK_DURATION', 600);
const STUDENTS = seconds('SOAK_STUDENTS', 300);
const VISIT_EVERY_S = seconds('SOAK_VISIT_EVERY', 60);
const WARMUP_S = seconds('SOAK_WARMUP', Math.min(60, DURATION_S / 4));
const SAMPLE_EVERY_MS = 10_000;
/** RSS growth compares the mean of the first this-many seconds after the warm-up with the mean of the last. */
const LEVEL_S = Math.min(60, (DURATION_S - WARMUP_S) / 3);
const SUBJECT_ID = 1;
/** Enough for the student's visits of the run to buy their home's cheaper things; the rounds add a few more. */
const LIKES = 100;
const PG_URL = process.env.SOAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PG_DATABASE = 'umka_soak';
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const EMBEDDED_PORT = 4700;
const INSTANCE_PORTS = [4701, 4702];
const HOOK = join(import.meta.dirname, 'loop-delay-hook.mjs');
const GOALS = { rssGrowthPercent: 10, loopP99Ms: 50 };
/** The visits still playing when the load ends get this long to finish (a round takes ~10 s at most). */
const DRAIN_MS = 30_000;
const DEADLINE_MS = (DURATION_S + 300) * 1000;

interface Watched {
  label: string;
  pid: number;
  /** RSS samples in MB, with the seconds since the load began. */
  rss: { atS: number; mb: number }[];
}

interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
}

/** Every call's outcome; times only from the measured part (after the warm-up). */
function createCallLog() {
  const calls = new Map(CALLS.map((name) => [name, { ok: 0, refused: 0, errors: 0, ms: [] as number[] }]));
  const problems = new Map<string, number>();
  let measuring = false;
  return {
    startMeasuring() {
      measuring = true;
    },
    record(name: CallName, ms: number, outcome: Outcome, problem?: string) {
      const entry = calls.get(name);
      if (!entry) throw new Error(`no call class ${name}`);
      if (outcome === 'ok') entry.ok += 1;
      else if (outcome === 'refused') entry.refused += 1;
      else entry.errors += 1;
      if (measuring) entry.ms.push(ms);
      if (problem !== undefined) {
        const key = `${name} ${outcome}: ${problem}`;
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
    },
    calls,
    problems,
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The serving processes of a server started with `processes`, and its cluster's primary when there is one. */
async function processesOf(server: RunningProcess, processes: number, name: string): Promise<Watched[]> {
  if (processes === 1) return [{ label: name, pid: server.pid, rss: [] }];
  // The preparing child is the primary's child too until it has exited.
  for (let tries = 0; tries < 100; tries += 1) {
    const workers = await childrenOf(server.pid);
    if (workers.length === processes) {
      return [
        { label: `${name} primary`, pid: server.pid, rss: [] },
        ...workers.map((pid, index) => ({ label: `${name} worker ${index + 1}`, pid, rss: [] })),
      ];
    }
    await sleep(100);
  }
  throw new Error(`expected ${processes} workers under process ${server.pid}`);
}

interface Setup {
  description: string;
  school: SoakSchool;
  servers: RunningProcess[];
  watched: Watched[];
  close(): Promise<void>;
}

async function setUp(dataDir: string, loopDir: string): Promise<Setup> {
  const hook = { nodeFlags: ['--import', HOOK], env: { UMKA_LOOP_DELAY_DIR: loopDir } };
  if (TARGET === 'embedded') {
    const config = benchConfig(dataDir);
    const school = await seedSchool(config, {
      students: STUDENTS,
      subjectId: SUBJECT_ID,
      likes: LIKES,
      jwtSecret: loadOrCreateJwtSecret(dataDir),
    });
    const processes = availableParallelism();
    const server = await startCompiledServer({
      dataDir,
      processes,
      logLevel: 'info',
      port: EMBEDDED_PORT,
      ...hook,
    });
    return {
      description:
        `embedded SQLite, the compiled server as \`npm start\` runs it (WEB_CONCURRENCY=${processes}, one per CPU; ` +
        `logging at info to the null device; request rate limit off) on port ${EMBEDDED_PORT}`,
      servers: [server],
      watched: await processesOf(server, processes, 'server'),
      school,
      close: () => server.stop(),
    };
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${PG_DATABASE}`);
  const jwtSecret = randomBytes(32).toString('hex');
  const env = { DATABASE_URL: `${PG_URL}/${PG_DATABASE}`, REDIS_URL: REDIS_URL, JWT_SECRET: jwtSecret };
  const school = await seedSchool(benchConfig(dataDir, env), {
    students: STUDENTS,
    subjectId: SUBJECT_ID,
    likes: LIKES,
    jwtSecret,
  });
  const servers: RunningProcess[] = [];
  // One after the other: the first runs the (no-op) migrations and reference data before the second looks.
  for (const port of INSTANCE_PORTS) {
    servers.push(
      await startCompiledServer({
        dataDir,
        processes: 1,
        logLevel: 'info',
        port,
        ...hook,
        env: { ...env, ...hook.env },
      }),
    );
  }
  return {
    description:
      `PostgreSQL (${PG_DATABASE}) + Redis, two instances of the compiled server (one process each; logging at ` +
      `info to the null device; request rate limit off) on ports ${INSTANCE_PORTS.join(' and ')}, requests in turn`,
    servers,
    watched: servers.map((server, index) => ({ label: `instance ${index + 1}`, pid: server.pid, rss: [] })),
    close: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await adminQuery(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    },
    school,
  };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? '—' : value.toFixed(digits));

async function readLoopDelay(loopDir: string, pid: number): Promise<LoopDelay> {
  return JSON.parse(await readFile(join(loopDir, `${pid}.json`), 'utf8')) as LoopDelay;
}

async function main(): Promise<number> {
  requireCompiledServer('bench:soak');
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-soak-'));
  const loopDir = await mkdtemp(join(tmpdir(), 'umka-soak-loop-'));
  let setup: Setup | null = null;
  try {
    const seeding = performance.now();
    setup = await setUp(dataDir, loopDir);
    const { school } = setup;
    const urls = setup.servers.map((server) => server.url);
    console.log(
      `Soak, ${setup.description}: ${STUDENTS} students, a visit each every ${VISIT_EVERY_S} s ` +
        `(${fixed(STUDENTS / VISIT_EVERY_S, 2)} visits/s), ${DURATION_S} s, the first ${WARMUP_S} s a warm-up; ` +
        `${availableParallelism()} CPUs shared with the load generator; seeded and started in ` +
        `${fixed((performance.now() - seeding) / 1000)} s`,
    );

    const log = createCallLog();
    let next = 0;
    const nextUrl = () => urls[next++ % urls.length] as string;
    const starts = visitStarts(STUDENTS, VISIT_EVERY_S * 1000, DURATION_S * 1000);
    const pids = setup.watched.map((w) => w.pid);
    const running = new Set<Promise<void>>();
    let latestStartMs = 0;
    let overlapping = 0;
    const busy = new Set<number>();
    const cpu = { serverMs: 0, machineMs: 0, generatorUs: 0 };

    const begun = performance.now();
    const sinceS = () => (performance.now() - begun) / 1000;
    const sampleRss = async () => {
      const atS = sinceS();
      for (const watched of setup?.watched ?? []) watched.rss.push({ atS, mb: await rssMb(watched.pid) });
    };
    await sampleRss();
    const sampler = setInterval(() => void sampleRss(), SAMPLE_EVERY_MS);
    const warmupEnds = setTimeout(async () => {
      log.startMeasuring();
      for (const pid of pids) process.kill(pid, 'SIGUSR2');
      await sampleRss();
      cpu.serverMs = -(await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
      cpu.machineMs = -(await machineCpuMs());
      const own = process.cpuUsage();
      cpu.generatorUs = -(own.user + own.system);
    }, WARMUP_S * 1000);

    for (const start of starts) {
      const wait = start.atMs - (performance.now() - begun);
      if (wait > 0) await sleep(wait);
      latestStartMs = Math.max(latestStartMs, performance.now() - begun - start.atMs);
      const student = school.students[start.student];
      if (!student) throw new Error(`no student ${start.student}`);
      if (busy.has(start.student)) overlapping += 1;
      busy.add(start.student);
      const visiting = visit({
        student,
        password: school.password,
        subjectId: SUBJECT_ID,
        homeId: school.homeId,
        nextUrl,
        log,
      }).finally(() => {
        busy.delete(start.student);
        running.delete(visiting);
      });
      running.add(visiting);
    }
    const rest = DURATION_S * 1000 - (performance.now() - begun);
    if (rest > 0) await sleep(rest);
    clearInterval(sampler);
    clearTimeout(warmupEnds);
    await sampleRss();
    cpu.serverMs += (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
    cpu.machineMs += await machineCpuMs();
    const own = process.cpuUsage();
    cpu.generatorUs += own.user + own.system;
    const measuredS = DURATION_S - WARMUP_S;
    const measuredVisits = starts.filter((start) => start.atMs >= WARMUP_S * 1000).length;
    const unfinished = running.size;
    await Promise.race([Promise.all(running), sleep(DRAIN_MS)]);
    // The hook writes every second.
    await sleep(1200);
    const loops = await Promise.all(setup.watched.map((watched) => readLoopDelay(loopDir, watched.pid)));

    let failed = false;
    console.log(
      `\n  ${'call'.padEnd(10)} ${pad('calls', 7)} ${pad('refused', 8)} ${pad('errors', 7)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)}  (times after the warm-up)`,
    );
    let errors = 0;
    for (const [name, entry] of log.calls) {
      errors += entry.errors;
      console.log(
        `  ${name.padEnd(10)} ${pad(entry.ok + entry.refused + entry.errors, 7)} ${pad(entry.refused, 8)} ` +
          `${pad(entry.errors, 7)} ${pad(fixed(percentile(entry.ms, 50)), 8)} ${pad(fixed(percentile(entry.ms, 99)), 8)}`,
      );
    }
    for (const [problem, count] of log.problems) console.log(`    ${count}× ${problem}`);
    console.log(
      `  visits: ${starts.length} started (${overlapping} while the same student's previous one still ran), ` +
        `${unfinished} still running at the end; the generator started a visit at most ` +
        `${fixed(latestStartMs)} ms late`,
    );
    console.log(
      `  CPU after the warm-up: the server ${fixed(cpu.serverMs / 1000 / measuredS, 2)} cores ` +
        `(${fixed(cpu.serverMs / measuredVisits)} ms a visit), this generator ` +
        `${fixed(cpu.generatorUs / 1e6 / measuredS, 2)}, the whole machine ` +
        `${fixed(cpu.machineMs / 1000 / measuredS, 2)} of ${availableParallelism()} (the generator and other jobs ` +
        `included); load average at the end ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    failed ||= errors > 0;

    const level = `${fixed(LEVEL_S, 0)} s`;
    console.log(
      `\n  ${'process'.padEnd(18)} ${pad('RSS start', 10)} ${pad('warmed', 8)} ${pad('end', 8)}   ` +
        `mean of the first / last ${level} after the warm-up, growth   loop delay p50 / p99 / max (after the warm-up)`,
    );
    for (const [index, watched] of setup.watched.entries()) {
      const first = watched.rss[0]?.mb ?? Number.NaN;
      const warmed = watched.rss.find((sample) => sample.atS >= WARMUP_S)?.mb ?? Number.NaN;
      const end = watched.rss.at(-1)?.mb ?? Number.NaN;
      const early = meanBetween(watched.rss, WARMUP_S, WARMUP_S + LEVEL_S);
      const late = meanBetween(watched.rss, DURATION_S - LEVEL_S, Number.POSITIVE_INFINITY);
      const growth = growthPercent(early, late);
      const loop = loops[index] as LoopDelay;
      failed ||= !(growth <= GOALS.rssGrowthPercent) || !(loop.p99Ms < GOALS.loopP99Ms);
      console.log(
        `  ${watched.label.padEnd(18)} ${pad(`${fixed(first, 0)} MB`, 10)} ${pad(`${fixed(warmed, 0)} MB`, 8)} ` +
          `${pad(`${fixed(end, 0)} MB`, 8)}   ${fixed(early, 0)} → ${fixed(late, 0)} MB, ${fixed(growth)} %   ` +
          `${fixed(loop.p50Ms)} / ${fixed(loop.p99Ms)} / ${fixed(loop.maxMs)} ms (${loop.samples} samples)`,
      );
      console.log(
        `    RSS every ${SAMPLE_EVERY_MS / 1000} s: ${watched.rss.map((sample) => fixed(sample.mb, 0)).join(' ')}`,
      );
    }
    console.log(
      `\n  goals: errors 0 (${errors}), RSS growth after the warm-up ≤ ${GOALS.rssGrowthPercent} % and event-loop ` +
        `delay p99 < ${GOALS.loopP99Ms} ms in every process: ${failed ? 'NOT MET' : 'met'}`,
    );
    return failed ? 1 : 0;
  } finally {
    await setup?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(loopDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`bench:soak did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS).unref();
process.exitCode = await main();
