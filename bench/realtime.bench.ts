/**
 * One news item to 1,000 and 5,000 connected student sockets (issue [8]): the time from the admin's POST /api/news
 * until every student's socket has the subject channel's message, beside a bare socket.io broadcast of the same
 * payload to as many sockets in the same run and process; and the server's memory per idle socket of each.
 * The real app (embedded SQLite, the gateway as main.ts wires it) and the bare server run in this process, so the
 * memory figures are this process's, measured after forced collections; the students' sockets and the admin's
 * request live in socket-clients.cjs, so that their CPU and memory are not the server's. Rounds of the two alternate,
 * so a machine whose speed drifts slows both alike. Run with `npm run bench:realtime`; not a test. BENCH_SOCKETS
 * (e.g. 1000,5000), BENCH_ROUNDS (5) and BENCH_CPU_PROFILE=dir (a profile of the largest size's rounds) change it.
 * Both groups of sockets are open at once, so each process needs two descriptors a socket: 5,000 need
 * `ulimit -n 10256` or more (checked at the start).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type NewsBody, newsApi, ROLE } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { Server } from 'socket.io';
import { BENCH_LOGIN, benchConfig, startRealApp } from './real-app.ts';
import { type Clients, startClients } from './realtime-clients.ts';
import { seedStudents } from './realtime-seed.ts';

const SIZES = (process.env.BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
if (!SIZES.every((size) => Number.isInteger(size) && size > 0)) throw new Error('BENCH_SOCKETS: sizes like 1000,5000');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Unmeasured rounds of each first: with one, the first measured rounds at 1,000 sockets still ran twice as long. */
const WARMUP_ROUNDS = 3;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const SUBJECT = 1;
const CHANNEL = channels.subjectNews(SUBJECT);
/** The targets: at most 1.3× the bare broadcast, 100 ms at 5,000 sockets, 20 KiB per idle socket. */
const TARGET_RATIO = 1.3;
const TARGET_MS = 100;
const TARGET_KIB = 20;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A news item as an admin writes one, in all three languages; the students' sockets get its titles. */
const NEWS: NewsBody = {
  subject_id: SUBJECT,
  title: {
    'ru-RU': 'В субботу — олимпиада по ментальной арифметике',
    'en-US': 'Mental arithmetic olympiad on Saturday',
    'uk-UA': 'У суботу — олімпіада з ментальної арифметики',
  },
  text: {
    'ru-RU': '<p>Ребята, в субботу в 10:00 начинается олимпиада. Возьмите абакус и хорошее настроение!</p>',
    'en-US': '<p>The olympiad starts on Saturday at 10:00. Bring your abacus and a good mood!</p>',
    'uk-UA': '<p>Олімпіада починається в суботу о 10:00. Візьміть абакус і гарний настрій!</p>',
  },
  picture: null,
  is_required: 0,
};

interface Memory {
  rss: number;
  /** The JS heap and what it holds outside it (buffers): RSS alone hides growth into pages V8 already had. */
  js: number;
}

/** Several collections with pauses between, so that what sockets freed or allocated late is settled. */
async function settledMemory(): Promise<Memory> {
  for (let pass = 0; pass < 4; pass += 1) {
    collectGarbage();
    await sleep(100);
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, js: heapUsed + external };
}

const kibPerSocket = (before: Memory, after: Memory, sockets: number) => ({
  rss: (after.rss - before.rss) / 1024 / sockets,
  js: (after.js - before.js) / 1024 / sockets,
});

/** Each socket needs a descriptor in this process and one in the clients' (both groups are open at once). */
async function checkDescriptorLimit(largest: number): Promise<void> {
  const limits = await readFile('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Number.POSITIVE_INFINITY);
  const needed = 2 * largest + 256;
  if (soft < needed) throw new Error(`${largest} sockets need \`ulimit -n ${needed}\` or more (it is ${soft})`);
}

/** A bare socket.io server: the gateway's options, no authentication, every socket in one room at once. */
async function startBare() {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });
  io.on('connection', (socket) => socket.join(CHANNEL));
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    broadcast: (message: unknown) => io.to(CHANNEL).emit('message', message),
    close: () => io.close(),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Round {
  /** From the request's start (or the bare emit) to the last socket's message. */
  allMs: number;
  /** From the first socket's message to the last: mostly the clients' own reading. */
  spreadMs: number;
  /** The admin's request answered (umka only). */
  answerMs: number | null;
  /**
   * The server's longest event-loop block in the round: the broadcast's synchronous loop over the sockets (for umka
   * with the request's own work that runs in the same turn, since SQLite answers synchronously).
   */
  blockMs: number;
}

/** Runs a round with this process's event-loop delay watched at 1 ms resolution. */
async function watchingLoop<T extends Omit<Round, 'blockMs'>>(round: () => Promise<T>): Promise<Round> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const result = await round();
  delay.disable();
  return { ...result, blockMs: delay.max / 1e6 };
}

async function measureSize(
  clients: Clients,
  urls: { real: string; bare: string },
  tokens: { students: string[]; admin: string },
  bare: { broadcast(message: unknown): void },
  size: number,
  profile: boolean,
) {
  const before = await settledMemory();
  await clients.open({ group: 'real', url: urls.real, tokens: tokens.students.slice(0, size), channel: CHANNEL });
  const withReal = await settledMemory();
  await clients.open({ group: 'bare', url: urls.bare, count: size });
  const withBoth = await settledMemory();

  let payload: unknown = null;
  const realRound = () =>
    watchingLoop(async () => {
      const { received, posted } = await clients.publish('real', CHANNEL, {
        url: `${urls.real}/api${newsApi.create.path}`,
        token: tokens.admin,
        body: JSON.stringify(NEWS),
      });
      payload = received.message;
      return {
        allMs: received.last - posted.start,
        spreadMs: received.last - received.first,
        answerMs: posted.answered - posted.start,
      };
    });
  const bareRound = () =>
    watchingLoop(async () => {
      const received = await clients.expect('bare', CHANNEL, () => bare.broadcast(payload));
      return { allMs: received.last - received.start, spreadMs: received.last - received.first, answerMs: null };
    });

  // The route, the sanitiser and the broadcast path warm up first.
  for (let round = 0; round < WARMUP_ROUNDS; round += 1) {
    await realRound();
    await bareRound();
  }
  const session = profile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const real: Round[] = [];
  const baseline: Round[] = [];
  // Which goes first swaps every round: the first of a pair finds the clients idle, the second finds them just done.
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) real.push(await realRound());
    baseline.push(await bareRound());
    if (round % 2 === 1) real.push(await realRound());
  }
  if (session && PROFILE_DIR) {
    const { profile: taken } = await session.post('Profiler.stop');
    const file = join(PROFILE_DIR, `realtime-${size}-${Date.now()}.cpuprofile`);
    await writeFile(file, JSON.stringify(taken));
    session.disconnect();
    console.log(`CPU profile of the ${size} sockets' rounds: ${file}`);
  }
  await clients.close('real');
  await clients.close('bare');
  return {
    size,
    real,
    baseline,
    realMemory: kibPerSocket(before, withReal, size),
    bareMemory: kibPerSocket(withReal, withBoth, size),
  };
}

type Result = Awaited<ReturnType<typeof measureSize>>;

function report(results: Result[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kib = (memory: { rss: number; js: number }) => `RSS ${memory.rss.toFixed(1)} / JS ${memory.js.toFixed(1)} KiB`;
  const of = (rounds: Round[], figure: keyof Round) => rounds.map((round) => round[figure] ?? 0);
  const both = (real: Round[], baseline: Round[], figure: keyof Round) =>
    `${ms(median(of(real, figure)))} / ${ms(median(of(baseline, figure)))}`;
  console.log(
    `\nload average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}; ${ROUNDS} rounds each`,
  );
  console.log(
    '| sockets | umka: all received, median / max | bare socket.io: median / max | umka / bare (medians) | ' +
      'umka: POST answered | server loop blocked, umka / bare | first to last arrival, umka / bare | ' +
      'memory per idle socket, umka | bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { size, real, baseline, realMemory, bareMemory } of results) {
    const realMedian = median(of(real, 'allMs'));
    const bareMedian = median(of(baseline, 'allMs'));
    console.log(
      `| ${size} | ${ms(realMedian)} / ${ms(Math.max(...of(real, 'allMs')))} | ` +
        `${ms(bareMedian)} / ${ms(Math.max(...of(baseline, 'allMs')))} | ${(realMedian / bareMedian).toFixed(2)}× | ` +
        `${ms(median(of(real, 'answerMs')))} | ${both(real, baseline, 'blockMs')} | ${both(real, baseline, 'spreadMs')} | ` +
        `${kib(realMemory)} | ${kib(bareMemory)} |`,
    );
  }
  for (const { size, real, baseline, realMemory } of results) {
    const rounds = (list: Round[]) =>
      of(list, 'allMs')
        .map((value) => value.toFixed(0))
        .join(' · ');
    console.log(`${size} sockets, all received in each round (ms): umka ${rounds(real)}; bare ${rounds(baseline)}`);
    const ratio = median(of(real, 'allMs')) / median(of(baseline, 'allMs'));
    const worst = Math.max(...of(real, 'allMs'));
    const verdicts = [
      `${ratio <= TARGET_RATIO ? 'within' : 'NOT within'} ${TARGET_RATIO}× bare`,
      ...(size >= 5000 ? [`max ${worst <= TARGET_MS ? 'within' : 'NOT within'} ${TARGET_MS} ms`] : []),
      `${Math.max(realMemory.rss, realMemory.js) <= TARGET_KIB ? 'within' : 'NOT within'} ${TARGET_KIB} KiB a socket`,
    ];
    console.log(`${size} sockets: ${verdicts.join('; ')}`);
  }
}

async function main(): Promise<void> {
  const largest = Math.max(...SIZES);
  await checkDescriptorLimit(largest);
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-realtime-'));
  const closers: (() => Promise<void>)[] = [];
  try {
    const config = benchConfig(dataDir, { JWT_SECRET: randomBytes(32).toString('hex') });
    const { firstStudentId, adminId } = await seedStudents(config, largest, SUBJECT);
    const running = await startRealApp(config);
    closers.push(() => running.close());
    const students: string[] = [];
    for (let index = 0; index < largest; index += 1) {
      students.push(
        await running.services.sessions.start(
          { id: firstStudentId + index, role_id: ROLE.student, token_version: 0 },
          BENCH_LOGIN,
        ),
      );
    }
    const admin = await running.services.sessions.start(
      { id: adminId, role_id: ROLE.admin, token_version: 0 },
      BENCH_LOGIN,
    );
    const bare = await startBare();
    closers.push(() => bare.close());
    const clients = startClients();
    closers.push(() => clients.stop());

    const results: Result[] = [];
    for (const size of [...SIZES].sort((a, b) => a - b)) {
      console.log(`${size} sockets: connecting, ${ROUNDS} rounds of each after ${WARMUP_ROUNDS} to warm up`);
      results.push(
        await measureSize(
          clients,
          { real: running.url, bare: bare.url },
          { students, admin },
          bare,
          size,
          PROFILE_DIR !== undefined && size === largest,
        ),
      );
    }
    report(results);
  } finally {
    for (const close of closers.reverse()) await close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
