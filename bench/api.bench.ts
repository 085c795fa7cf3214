/**
 * The real app (the compiled server as `npm start` runs it, one process, on a temporary SQLite database, students
 * with valid tokens) against bare Fastify routes that return the same bodies, each in a process of its own, side by
 * side in one run, so each figure shows what our stack (auth hook, zod validation and serialization, security
 * headers, database work, request log at info) costs over Fastify itself: GET /api/me, a subject's trainer list,
 * starting a trainer session, posting a played round that earns likes, and a trainer's rating page. Run with
 * `npm run bench:api` (BENCH_DURATION=seconds), which compiles the server first; not a test. It stops by itself.
 * BENCH_ONLY=me,trainers,session,round,rating measures only those loads (a round needs the session load, which
 * starts its sessions, so it runs too); BENCH_CPU_PROFILE=dir writes a CPU profile of the server's whole run there.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_HEADER, type TrainerLikesRule } from '@umka/contracts';
import type { FractionsSettings } from '@umka/games';
import type autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { honestResult, PLAYED_TRAINER } from './honest-round.ts';
import {
  cpuMs,
  type RunningProcess,
  requireCompiledServer,
  rssMb,
  startBareServer,
  startCompiledServer,
} from './processes.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const LOADS = ['me', 'trainers', 'session', 'round', 'rating'] as const;
type LoadName = (typeof LOADS)[number];
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknownLoad = ONLY?.find((name) => !LOADS.includes(name as LoadName));
if (unknownLoad !== undefined) throw new Error(`BENCH_ONLY: no load ${unknownLoad} (${LOADS.join(', ')})`);
const measures = (name: LoadName) => !ONLY || ONLY.includes(name) || (name === 'session' && ONLY.includes('round'));
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const WARMUP_SECONDS = 2;
const SUBJECT_ID = 1;
/** One student per connection. */
const STUDENTS = CONNECTIONS;
const PASSWORD = 'bench-password-1';
/**
 * The catalogue's daily cap (15 likes a trainer a day) would stop the likes after a student's seventh round,
 * and a round that earns nothing skips the ledger; the bench raises it so every round of the run earns.
 */
const UNCAPPED: TrainerLikesRule = { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 1_000_000 };
/** A won round of the default ten tasks earns ten right answers × 0.2. */
const LIKES_PER_ROUND = 2;

const feeder = (name: string) => join(import.meta.dirname, name);
const STUDENT_PER_CONNECTION = feeder('student-per-connection.cjs');
const ROUND_PER_REQUEST = feeder('round-per-request.cjs');
const LOAD_GENERATOR = feeder('load-generator.cjs');

/**
 * Past this the run is stuck (a server that does not close, a load that never ends), so it stops itself rather
 * than hang a terminal or CI. Posting every round started in the session load takes as long again as that load
 * when the app posts rounds at half the pace it starts them, the slowest it has been.
 */
const DEADLINE_MS = (12 * (WARMUP_SECONDS + DURATION_SECONDS) + 120) * 1000;

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** The loaded server's peak resident memory while the load ran. */
  rssMb: number;
  /** The loaded server's CPU time per request: unlike the rates, other jobs on a shared machine barely change it. */
  cpuUsPerRequest: number;
}

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each connection sends its student's token (student-per-connection.cjs). */
  perStudent?: boolean;
  /** Each request posts its own round from this file, and the load ends when all of them are sent. */
  rounds?: { file: string; amount: number };
}

interface Round {
  path: string;
  token: string;
  body: string;
}

interface Student {
  id: number;
  token: string;
}

/**
 * The compiled server on a fresh SQLite file, which the bench opens beside it (a plain connection: the app's own
 * would checkpoint the server's writes from this process) to set the played trainer's rule and check the likes the
 * rounds earned.
 */
async function startOwnDatabaseApp(dataDir: string) {
  const server = await startCompiledServer({
    dataDir,
    processes: 1,
    logLevel: 'info',
    ...(PROFILE_DIR ? { cpuProfileDir: PROFILE_DIR } : {}),
  });
  const database = new SqliteDatabase(join(dataDir, 'umka.db'), { timeout: 5000, fileMustExist: true });
  return {
    url: server.url,
    server,
    database,
    dataDir,
    close: async () => {
      database.close();
      await server.stop();
    },
  };
}

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

async function signIn(url: string, n: number): Promise<Student> {
  const email = `bench${n}@example.com`;
  const registered = await request(`${url}/api/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: `Mark ${n}`,
      subject_ids: [SUBJECT_ID],
      email,
      password: PASSWORD,
    }),
  });
  const { data } = (await registered.json()) as { data: { user: { id: number } } };
  const login = await request(`${url}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = login.headers.get(TOKEN_HEADER);
  if (token === null) throw new Error(`login answered without a ${TOKEN_HEADER} header`);
  return { id: data.user.id, token };
}

async function read(url: string, token: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const response = await request(url, { ...init, headers });
  return { status: response.status, body: await response.json() };
}

/**
 * autocannon in a child process: the servers keep this process's event loop to themselves, and its resident
 * memory is the servers' alone, as in a deployment.
 */
function generateLoad(options: Record<string, unknown>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_GENERATOR);
    child.once('message', (result) => resolve(result as autocannon.Result));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited with ${code} before it answered`)));
    child.send(options);
  });
}

async function load(server: RunningProcess, spec: Load, seconds: number): Promise<Figures> {
  let peakRss = await rssMb(server.pid);
  const sampler = setInterval(() => {
    rssMb(server.pid).then(
      (mb) => {
        peakRss = Math.max(peakRss, mb);
      },
      () => undefined,
    );
  }, 100);
  try {
    // The load's process copies the environment when it starts, so the files it loads read their data from here.
    if (spec.rounds) process.env.UMKA_BENCH_ROUNDS = spec.rounds.file;
    const setupRequest = spec.rounds ? ROUND_PER_REQUEST : spec.perStudent ? STUDENT_PER_CONNECTION : undefined;
    const cpuBefore = await cpuMs(server.pid);
    const result = await generateLoad({
      url: spec.url,
      method: spec.method ?? 'GET',
      ...(spec.headers ? { headers: spec.headers } : {}),
      ...(spec.body !== undefined ? { body: spec.body } : {}),
      ...(setupRequest ? { setupRequest } : {}),
      ...(spec.rounds ? { amount: spec.rounds.amount } : { duration: seconds }),
      connections: CONNECTIONS,
    });
    return {
      // A load of a fixed amount ends inside a second, which the per-second average would count as a whole one.
      requestsPerSecond: spec.rounds ? result.requests.total / result.duration : result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
      rssMb: peakRss,
      cpuUsPerRequest: (((await cpuMs(server.pid)) - cpuBefore) * 1000) / result.requests.total,
    };
  } finally {
    clearInterval(sampler);
  }
}

function print(name: string, figures: Figures): void {
  console.log(
    `  ${name.padEnd(16)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s   ` +
      `p50 ${String(figures.p50Ms).padStart(4)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms   ` +
      `rss ${figures.rssMb.toFixed(0).padStart(4)} MB   CPU ${figures.cpuUsPerRequest.toFixed(0).padStart(4)} µs/request   ` +
      `failed ${figures.failures}`,
  );
  if (figures.failures > 0) throw new Error(`${name}: ${figures.failures} requests failed`);
}

function printRatio(umka: Figures, bare: Figures): void {
  // Latencies come in whole milliseconds, so a bare figure of 0 ms only says the ratio is above ours / 1 ms.
  const times = (ours: number, base: number) =>
    (base > 0 ? `${(ours / base).toFixed(2)}×` : `>${ours.toFixed(0)}×`).padStart(6);
  console.log(
    `  ${'umka / bare'.padEnd(16)} ${times(umka.requestsPerSecond, bare.requestsPerSecond).padStart(8)} req/s   ` +
      `p50 ${times(umka.p50Ms, bare.p50Ms)}   p99 ${times(umka.p99Ms, bare.p99Ms)}`,
  );
}

/**
 * Measures the app, then a bare Fastify of its own whose one route answers `status` with the same body (given
 * the same request body to parse), each after a warm-up.
 */
async function compare(
  server: RunningProcess,
  title: string,
  umka: { load: Load; warmup?: Load },
  bare: { path: string; status: number; body: unknown },
): Promise<void> {
  console.log(title);
  await load(server, umka.warmup ?? umka.load, WARMUP_SECONDS);
  const ours = await load(server, umka.load, DURATION_SECONDS);
  print('umka (real app)', ours);
  const method = umka.load.method ?? 'GET';
  const baseServer = await startBareServer({ method, ...bare });
  try {
    const bareLoad: Load = {
      url: `${baseServer.url}${bare.path}`,
      method,
      ...(umka.load.body !== undefined ? { body: umka.load.body, headers: JSON_HEADERS } : {}),
    };
    await load(baseServer, bareLoad, WARMUP_SECONDS);
    const baseline = await load(baseServer, bareLoad, DURATION_SECONDS);
    print('bare fastify', baseline);
    printRatio(ours, baseline);
  } finally {
    await baseServer.stop();
  }
}

type Sqlite = InstanceType<typeof SqliteDatabase>;

function likesEarned(database: Sqlite): number {
  const row = database
    .prepare('SELECT coalesce(sum(earned), 0) AS earned FROM likes_balances WHERE subject_id = ?')
    .get(SUBJECT_ID) as { earned: number };
  return Number(row.earned);
}

/**
 * Every session the session load started, as the request that posts its honest result with its student's
 * token, once the newest session has been open as long as its answers claim to have taken: the server times a
 * round by its own clock.
 */
async function honestRounds(database: Sqlite, students: Student[], trainerId: number): Promise<Round[]> {
  const tokens = new Map(students.map((student) => [student.id, student.token]));
  const sessions = database
    .prepare(
      "SELECT id, student_id, seed, settings, created_at FROM trainer_sessions WHERE trainer_id = ? AND status = 'started' ORDER BY id",
    )
    .all(trainerId) as { id: number; student_id: number; seed: number; settings: string; created_at: string }[];
  let openUntil = 0;
  const rounds = sessions.map((session) => {
    const result = honestResult(session.seed, JSON.parse(String(session.settings)) as FractionsSettings);
    openUntil = Math.max(openUntil, Date.parse(session.created_at) + result.elapsed_ms);
    const token = tokens.get(session.student_id);
    if (token === undefined) throw new Error(`session ${session.id} is not a bench student's`);
    return { path: `/api/trainers/sessions/${session.id}/result`, token, body: JSON.stringify(result) };
  });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, openUntil + 500 - Date.now())));
  return rounds;
}

async function writeRounds(dir: string, name: string, rounds: Round[]): Promise<{ file: string; amount: number }> {
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(rounds));
  return { file, amount: rounds.length };
}

/**
 * Posts the honest result of every session the session load started, after a warm-up on the first of them, and
 * checks that each round earned its likes.
 */
async function measureRounds(
  real: { url: string; server: RunningProcess; database: Sqlite; dataDir: string },
  students: Student[],
  trainerId: number,
): Promise<void> {
  const { url, server, database, dataDir } = real;
  const [sample, ...rounds] = await honestRounds(database, students, trainerId);
  if (!sample) throw new Error('the session load started no session');
  // One round posted by hand gives the body the bare route answers with.
  const result = await read(`${url}${sample.path}`, sample.token, { method: 'POST', body: sample.body });
  const warmupAmount = Math.min(Math.floor(rounds.length / 6), 2000);
  const roundLoad = async (name: string, some: Round[]): Promise<Load> => ({
    url: `${url}/api/trainers/sessions/:sessionId/result`,
    method: 'POST',
    body: sample.body,
    rounds: await writeRounds(dataDir, name, some),
  });
  const earnedBefore = likesEarned(database);
  await compare(
    server,
    `POST /api/trainers/sessions/:sessionId/result (${rounds.length - warmupAmount} honest rounds after ` +
      `${warmupAmount} to warm up, each of its own session)`,
    {
      load: await roundLoad('measured-rounds', rounds.slice(warmupAmount)),
      warmup: await roundLoad('warmup-rounds', rounds.slice(0, warmupAmount)),
    },
    { path: '/api/trainers/sessions/:sessionId/result', status: 201, body: result.body },
  );
  const earned = likesEarned(database) - earnedBefore;
  const expected = rounds.length * LIKES_PER_ROUND;
  console.log(`  likes earned by the rounds: ${earned} (every round ${LIKES_PER_ROUND}: ${expected})`);
  if (earned !== expected) throw new Error(`the rounds earned ${earned} likes, not ${expected}`);
}

async function main(): Promise<void> {
  requireCompiledServer('bench:api');
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-'));
  let real: Awaited<ReturnType<typeof startOwnDatabaseApp>> | null = null;
  try {
    real = await startOwnDatabaseApp(dataDir);
    const { url } = real;
    const students: Student[] = [];
    for (let n = 0; n < STUDENTS; n++) students.push(await signIn(url, n));
    process.env.UMKA_BENCH_TOKENS = JSON.stringify(students.map((student) => student.token));
    const [first] = students;
    if (!first) throw new Error('no student signed in');
    const trainerList = await read(`${url}/api/trainers?subject_id=${SUBJECT_ID}`, first.token);
    const trainers = (trainerList.body as { data: { id: number; component: string }[] }).data;
    const played = trainers.find((trainer) => trainer.component === PLAYED_TRAINER);
    if (!played) throw new Error(`no ${PLAYED_TRAINER} trainer in subject ${SUBJECT_ID}`);
    real.database.prepare('UPDATE trainers SET likes_rule = ? WHERE id = ?').run(JSON.stringify(UNCAPPED), played.id);

    const sessionBody = JSON.stringify({ subject_id: SUBJECT_ID });
    const sessionPath = `/api/trainers/${played.id}/sessions`;
    const session = await read(`${url}${sessionPath}`, first.token, { method: 'POST', body: sessionBody });
    const me = await read(`${url}/api/me`, first.token);

    console.log(
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a ${WARMUP_SECONDS} s warm-up ` +
        `(the compiled server logs at info to the null device; request rate limit off; ${STUDENTS} students)`,
    );
    const auth = { authorization: `Bearer ${first.token}` };
    if (measures('me')) {
      await compare(
        real.server,
        'GET /api/me',
        { load: { url: `${url}/api/me`, headers: auth } },
        { path: '/api/me', status: 200, body: me.body },
      );
    }
    if (measures('trainers')) {
      await compare(
        real.server,
        `GET /api/trainers?subject_id=${SUBJECT_ID} (the trainer list of a subject)`,
        { load: { url: `${url}/api/trainers?subject_id=${SUBJECT_ID}`, headers: auth } },
        { path: '/api/trainers', status: 200, body: trainerList.body },
      );
    }
    if (measures('session')) {
      await compare(
        real.server,
        `POST ${sessionPath} (start a session, each connection its own student)`,
        {
          load: {
            url: `${url}${sessionPath}`,
            method: 'POST',
            headers: JSON_HEADERS,
            body: sessionBody,
            perStudent: true,
          },
        },
        { path: sessionPath, status: 201, body: session.body },
      );
    }

    if (measures('round')) await measureRounds(real, students, played.id);

    if (measures('rating')) {
      const ratingPath = `/api/ratings/trainers?trainer_id=${played.id}&subjectId=${SUBJECT_ID}`;
      const rating = await read(`${url}${ratingPath}`, first.token);
      await compare(
        real.server,
        `GET ${ratingPath} (the rating page)`,
        { load: { url: `${url}${ratingPath}`, headers: auth } },
        { path: '/api/ratings/trainers', status: 200, body: rating.body },
      );
    }
  } finally {
    await real?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`bench:api did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS).unref();
await main();
