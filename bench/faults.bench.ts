/**
 * The faults of a deployment on PostgreSQL + Redis (docs/FAULTS.md), played against a private PostgreSQL cluster and a
 * private Redis that this script starts on ports of their own: the shared services of the machine are never touched.
 *
 *   1. Redis stopped for 30 s under light load: no 5xx, the request limit still holds (per process), a socket stays
 *      connected, a new one connects, and after Redis is back the app answers as before.
 *   2. PostgreSQL restarted (pg_ctl restart -m fast) under light write load (things bought with likes): requests cut
 *      in flight answer 503 DATABASE_UNAVAILABLE, never 500, and the pool serves again within seconds. Afterwards
 *      every balance equals the sum of its ledger, and every thing bought has its ledger row.
 *
 * Run with `npm run bench:faults` (needs redis-server, initdb and pg_ctl; as root it runs PostgreSQL as `postgres`).
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { TOKEN_HEADER } from '@umka/contracts';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { insertWorld } from '../server/src/db/seed/world.ts';
import { systemClock } from '../server/src/lib/clock.ts';
import { createTokenService } from '../server/src/lib/tokens.ts';
import { createFactories, TEST_PASSWORD } from '../server/src/test/factories.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PG_BIN = process.env.PG_BIN ?? '/usr/local/bin';
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const PG_PORT = 55432;
const REDIS_PORT = 56379;
const APP_PORT = Number(process.env.FAULTS_APP_PORT ?? 4800);
const APP = `http://127.0.0.1:${APP_PORT}`;
const REDIS_DOWN_MS = 30_000;
/** The request limit per address and minute: above the light load, below the burst that checks it. */
const RATE_LIMIT_MAX = 1000;
/** Two processes behind the port (a cluster), so the shared counters matter and their per-process fallback shows. */
const WORKERS = 2;
const BURST_ADDRESS = '127.0.0.2';
const STUDENTS = 40;
/** Students buying at once; each waits a little between visits, so the load stays light. */
const BUYERS = 3;
const SUBJECT_ID = 1;
const LIKES = 100_000;

type Outcome = { status: number; code: string | null };

/** What one phase's requests answered: statuses and error codes, counted. */
class Tally {
  readonly counts = new Map<string, number>();
  record({ status, code }: Outcome): void {
    const key = code ? `${status} ${code}` : String(status);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  count(test: (status: number, code: string | null) => boolean): number {
    let total = 0;
    for (const [key, value] of this.counts) {
      const [status, code] = key.split(' ');
      if (test(Number(status), code ?? null)) total += value;
    }
    return total;
  }
  toString(): string {
    return [...this.counts].map(([key, value]) => `${key}: ${value}`).join(', ');
  }
}

function requireTools(): void {
  const missing = [REDIS_SERVER, join(PG_BIN, 'initdb'), join(PG_BIN, 'pg_ctl')].filter((tool) => !existsSync(tool));
  if (missing.length === 0) return;
  console.error(`faults.bench needs ${missing.join(', ')} (set REDIS_SERVER / PG_BIN to where they are).`);
  process.exit(1);
}

/** PostgreSQL refuses to run as root: as root its commands run as the `postgres` user. */
function postgresCommand(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asPostgres(command: string, args: string[]): void {
  execFileSync(...postgresCommand(command, args), { stdio: 'ignore' });
}

/** Without blocking this process, whose load keeps running meanwhile. */
async function asPostgresAsync(command: string, args: string[]): Promise<void> {
  await promisify(execFile)(...postgresCommand(command, args));
}

async function startPostgres(dir: string) {
  const data = join(dir, 'pgdata');
  await mkdir(data);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', data]);
  const pgCtl = join(PG_BIN, 'pg_ctl');
  const log = join(data, 'server.log');
  asPostgres(join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust']);
  const options = `-p ${PG_PORT} -k ${data} -c listen_addresses=127.0.0.1`;
  asPostgres(pgCtl, ['start', '-w', '-D', data, '-l', log, '-o', options]);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
  await admin.connect();
  await admin.query('create database umka_faults');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/umka_faults`,
    restart: () => asPostgresAsync(pgCtl, ['restart', '-w', '-m', 'fast', '-D', data, '-l', log, '-o', options]),
    stop: () => asPostgres(pgCtl, ['stop', '-w', '-m', 'fast', '-D', data]),
  };
}

async function startRedis(): Promise<ChildProcess> {
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answers(`redis://127.0.0.1:${REDIS_PORT}`)) return redis;
    await sleep(50);
  }
  throw new Error('the private redis-server did not start');
}

async function answers(url: string): Promise<boolean> {
  const { createClient } = await import('redis');
  const probe = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (probe.isOpen) probe.destroy();
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** The school the load plays in: students with likes to spend in one class, and the world's shop. */
async function seed(databaseUrl: string, jwtSecret: string) {
  const config = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, DATA_DIR: tmpdir() });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const world = await database.transaction((trx) => insertWorld(trx, systemClock().toISOString()));
    const factories = createFactories({
      database,
      tokens: createTokenService({ secret: jwtSecret, ttlSeconds: config.jwtTtlSeconds, clock: systemClock }),
      clock: systemClock,
    });
    const teacher = await factories.buildTeacher({ subjects: [SUBJECT_ID] });
    const students = [];
    for (let index = 0; index < STUDENTS; index++) {
      students.push(await factories.buildStudent({ subjects: [SUBJECT_ID], likes: { [SUBJECT_ID]: LIKES } }));
    }
    await factories.buildGroup({ teacher, students, subjectId: SUBJECT_ID });
    return { students: students.map(({ id, email }) => ({ id, email })), homeId: world.homeId };
  } finally {
    await database.destroy();
  }
}

/** The app from its sources (no build needed), started as `npm start` starts it, on the private PostgreSQL and Redis. */
async function startApp(env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(APP_PORT), ...env },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}; see ${logFile}`);
    const status = await fetch(`${APP}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return child;
    await sleep(100);
  }
  throw new Error(`the app did not answer within 60 s; see ${logFile}`);
}

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Outcome> {
  try {
    const response = await fetch(`${APP}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const code = response.status >= 400 ? ((JSON.parse(text) as { code?: string }).code ?? null) : null;
    return { status: response.status, code };
  } catch (error) {
    return { status: 0, code: error instanceof Error ? error.name : 'network' };
  }
}

async function logIn(email: string): Promise<string> {
  const response = await fetch(`${APP}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const token = response.headers.get(TOKEN_HEADER);
  if (!token) throw new Error(`login of ${email} answered ${response.status}`);
  return token;
}

type ShopAnswer = { data?: { id: number; owned: boolean }[]; code?: string } | null;

/**
 * The light load: a student looks at the shop and buys the cheapest thing not owned yet, another one each time, and
 * the subject list is read in between; every answer lands in the tally of the phase running when it was sent.
 */
function startLoad(
  school: { students: { id: number; token: string }[]; homeId: number },
  phase: () => { reads: Tally; writes: Tally },
) {
  let running = true;
  let turn = 0;
  const loop = async () => {
    while (running) {
      const student = school.students[turn++ % school.students.length];
      if (!student) break;
      const { reads, writes } = phase();
      const place = `/api/students/${student.id}/locations/${school.homeId}/things`;
      reads.record(await call('/api/subjects'));
      const shop = await fetch(`${APP}${place}/shop?subject_id=${SUBJECT_ID}`, {
        headers: { authorization: `Bearer ${student.token}` },
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (response) => ({
          status: response.status,
          body: (await response.json().catch(() => null)) as ShopAnswer,
        }),
        () => ({ status: 0, body: null }),
      );
      reads.record({ status: shop.status, code: shop.status >= 400 ? (shop.body?.code ?? null) : null });
      const thing = shop.status === 200 ? shop.body?.data?.find((t) => !t.owned) : null;
      if (thing) {
        writes.record(
          await call(place, {
            method: 'POST',
            token: student.token,
            body: { subject_id: SUBJECT_ID, thing_id: thing.id },
          }),
        );
      }
      await sleep(400);
    }
  };
  const loops = Array.from({ length: BUYERS }, (_, index) => sleep(index * 150).then(loop));
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** `count` requests, 50 at a time, from another loopback address: the limit counts per address, so the load's is not spent. */
async function burst(count: number): Promise<Tally> {
  const tally = new Tally();
  const one = () =>
    new Promise<void>((done) => {
      const request = httpRequest(
        `${APP}/api/client-config`,
        { agent: false, localAddress: BURST_ADDRESS },
        (response) => {
          response.resume();
          response.on('end', () => {
            tally.record({ status: response.statusCode ?? 0, code: null });
            done();
          });
        },
      );
      request.on('error', () => {
        tally.record({ status: 0, code: 'network' });
        done();
      });
      request.end();
    });
  for (let sent = 0; sent < count; sent += 50) await Promise.all(Array.from({ length: 50 }, one));
  return tally;
}

function watchSocket(token: string) {
  const events = { connects: 0, disconnects: 0 };
  const socket: Socket = io(APP, { auth: { token }, transports: ['websocket'], reconnectionDelayMax: 1000 });
  socket.on('connect', () => events.connects++);
  socket.on('disconnect', () => events.disconnects++);
  return { socket, events };
}

async function consistency(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const balances = await client.query<{ wrong: number }>(`
      select count(*)::int as wrong from likes_balances b
      where b.balance <> coalesce((select sum(l.delta) from likes_ledger l
        where l.student_id = b.student_id and l.subject_id = b.subject_id), 0)`);
    const unpaid = await client.query<{ unpaid: number; bought: number }>(`
      select count(*) filter (where not exists (
        select 1 from likes_ledger l where l.student_id = t.student_id and l.ref_type = 'thing' and l.ref_id = t.thing_id
      ))::int as unpaid, count(*)::int as bought from student_things t`);
    return {
      balancesOff: balances.rows[0]?.wrong ?? -1,
      thingsWithoutLedger: unpaid.rows[0]?.unpaid ?? -1,
      thingsBought: unpaid.rows[0]?.bought ?? -1,
    };
  } finally {
    await client.end();
  }
}

/** How many times each message was logged at warn or above (the app logs JSON lines). */
async function logSummary(file: string): Promise<Record<string, number>> {
  const summary: Record<string, number> = {};
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    const { msg } = JSON.parse(line) as { msg?: string };
    summary[msg ?? '?'] = (summary[msg ?? '?'] ?? 0) + 1;
  }
  return summary;
}

async function main(): Promise<void> {
  requireTools();
  const dir = await mkdtemp(join(tmpdir(), 'umka-faults-'));
  await chmod(dir, 0o755);
  const appLog = join(dir, 'app.log');
  const jwtSecret = randomBytes(32).toString('hex');
  let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
  let redis: ChildProcess | null = null;
  let app: ChildProcess | null = null;
  try {
    postgres = await startPostgres(dir);
    redis = await startRedis();
    const school = await seed(postgres.url, jwtSecret);
    app = await startApp(
      {
        DATABASE_URL: postgres.url,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        JWT_SECRET: jwtSecret,
        DATA_DIR: join(dir, 'data'),
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        WEB_CONCURRENCY: String(WORKERS),
        LOG_LEVEL: 'warn',
      },
      appLog,
    );
    const students: { id: number; token: string }[] = [];
    for (const student of school.students) students.push({ id: student.id, token: await logIn(student.email) });
    console.log(`app on ${APP}, PostgreSQL on ${PG_PORT}, Redis on ${REDIS_PORT}; ${students.length} students`);

    let current = { reads: new Tally(), writes: new Tally() };
    const stopLoad = startLoad({ students, homeId: school.homeId }, () => current);
    const phase = async (name: string, work: () => Promise<void>) => {
      current = { reads: new Tally(), writes: new Tally() };
      const begun = performance.now();
      await work();
      const seconds = ((performance.now() - begun) / 1000).toFixed(1);
      console.log(`\n${name} (${seconds} s)\n  reads:  ${current.reads}\n  writes: ${current.writes}`);
      return current;
    };

    await phase('baseline, both services up', async () => {
      const limited = await burst(RATE_LIMIT_MAX + 100);
      console.log(`  burst of ${RATE_LIMIT_MAX + 100} with Redis up: ${limited}`);
      await sleep(3000);
    });

    const watched = watchSocket(students[0]?.token ?? '');
    await sleep(1000);
    const redisDown = await phase(`Redis stopped for ${REDIS_DOWN_MS / 1000} s`, async () => {
      if (redis) await stopProcess(redis);
      await sleep(2000);
      // Each process counts on its own now: the cluster as a whole lets through up to WORKERS times the limit.
      const limited = await burst(WORKERS * RATE_LIMIT_MAX + 100);
      console.log(`  burst of ${WORKERS * RATE_LIMIT_MAX + 100} while Redis is down: ${limited}`);
      const fresh = watchSocket(students[1]?.token ?? '');
      await sleep(REDIS_DOWN_MS - 2000 - 1000);
      console.log(`  a socket opened while Redis is down: ${fresh.socket.connected ? 'connected' : 'not connected'}`);
      fresh.socket.close();
    });
    redis = await startRedis();
    const afterRedis = await phase('Redis back', () => sleep(5000));
    console.log(
      `  the socket opened before: ${watched.socket.connected ? 'connected' : 'not connected'}` +
        ` (${watched.events.connects} connects, ${watched.events.disconnects} disconnects)`,
    );
    watched.socket.close();

    let firstSuccessMs: number | null = null;
    const restarted = await phase('PostgreSQL restarted (pg_ctl restart -m fast)', async () => {
      const begun = performance.now();
      let restartMs = 0;
      const restarting = postgres?.restart().then(() => {
        restartMs = performance.now() - begun;
      });
      // Polled from the moment the restart begins, so some requests meet the database going down and coming up.
      while (performance.now() - begun < 15_000) {
        const answer = await call('/api/subjects');
        current.reads.record(answer);
        if (answer.status === 200 && restartMs > 0) {
          firstSuccessMs = performance.now() - begun;
          break;
        }
        await sleep(20);
      }
      await restarting;
      console.log(`  pg_ctl restart took ${(restartMs / 1000).toFixed(1)} s`);
      await sleep(5000);
    });
    console.log(
      `  first read served again ${firstSuccessMs === null ? 'never' : `${(Number(firstSuccessMs) / 1000).toFixed(1)} s`} after the restart began`,
    );
    const afterPostgres = await phase('PostgreSQL back', () => sleep(5000));
    await stopLoad();

    const check = await consistency(postgres.url);
    console.log(
      `\nconsistency: ${check.thingsBought} things bought, ${check.thingsWithoutLedger} without their ledger row,` +
        ` ${check.balancesOff} balances off their ledger`,
    );
    const alive = app.exitCode === null && app.signalCode === null;
    console.log(`\nthe app's warnings and errors, by message: ${JSON.stringify(await logSummary(appLog))}`);
    const server5xx = (tally: Tally) => tally.count((status) => status >= 500);
    const failures = [
      !alive && 'the app process died',
      server5xx(redisDown.reads) + server5xx(redisDown.writes) > 0 && '5xx while Redis was down',
      server5xx(afterRedis.reads) + server5xx(afterRedis.writes) > 0 && '5xx after Redis came back',
      restarted.reads.count((status) => status === 500) + restarted.writes.count((status) => status === 500) > 0 &&
        '500 during the PostgreSQL restart',
      restarted.reads.count((status, code) => status === 503 && code !== 'DATABASE_UNAVAILABLE') > 0 &&
        '503 without DATABASE_UNAVAILABLE',
      firstSuccessMs === null && 'the pool did not serve again within 15 s',
      server5xx(afterPostgres.reads) + server5xx(afterPostgres.writes) > 0 && '5xx after PostgreSQL came back',
      (check.thingsWithoutLedger !== 0 || check.balancesOff !== 0) && 'half-written purchases',
    ].filter(Boolean);
    console.log(failures.length === 0 ? '\nall faults handled' : `\nFAILED: ${failures.join('; ')}`);
    if (failures.length > 0) {
      console.log(`app log (${appLog}):\n${(await readFile(appLog, 'utf8')).slice(-4000)}`);
      process.exitCode = 1;
    }
  } finally {
    if (app) await stopProcess(app);
    if (redis) await stopProcess(redis);
    postgres?.stop();
    if (process.exitCode !== 1) await rm(dir, { recursive: true, force: true });
  }
}

await main();
