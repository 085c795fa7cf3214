/**
 * Online rooms under load (issue [11]): 500 rooms of connect four at once, each with two players whose sockets drive
 * their moves, played to the end on the compiled server (one process, embedded SQLite, logging at info, `npm start`'s
 * flags), beside a bare Fastify + socket.io server (bare-rooms.mjs: no authentication, no database, rooms in a Map)
 * played by the same players in the same run. The figure is a move's round trip: from a player's POST of the move until
 * the opponent's socket has the `room` event of the room's next version; with it the moves a second, the server's CPU
 * time per move over the playing phase (from the last ready answered to the last game's end: the countdowns' ends,
 * every move and broadcast, the games' results and likes) and its peak RSS. The players live in online-players.cjs,
 * a process of their own; they think as the server's bots do (0.7–2.0 s a move) unless BENCH_THINK_MS says otherwise
 * (`0` plays flat out: the servers' capacity, not a classroom). Run with `npm run bench:online`, which compiles the
 * server first; not a test. BENCH_ROOMS (500), BENCH_THINK_MS (min-max or one value), BENCH_CPU_PROFILE=dir (a CPU
 * profile of the real server's whole run, written when it stops) and BENCH_SAMPLES=dir (every move's send time and
 * round trip, to see when the slow ones came) change it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OnlineGames } from '@umka/contracts';
import { ROOM_BOT_DELAY_SPREAD_MS, ROOM_BOT_MIN_DELAY_MS, ROOM_COUNTDOWN_MS, ROOM_MOVE_MS } from '@umka/games';
import { forkClientProcess } from './client-process.ts';
import { type Player, seedPlayers } from './online-seed.ts';
import {
  cpuMs,
  machineCpuMs,
  type RunningProcess,
  requireCompiledServer,
  rssMb,
  startBareRooms,
  startCompiledServer,
} from './processes.ts';
import { benchConfig } from './real-app.ts';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 500);
if (!Number.isInteger(ROOMS) || ROOMS < 1) throw new Error('BENCH_ROOMS: a whole number of rooms, e.g. 500');
/** Games played flat out first on each server, so that its code is compiled before the measured games. */
const WARMUP_ROOMS = Math.min(50, ROOMS);
const SUBJECT = 1;
const TARGET_P99_MS = 50;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const SAMPLES_DIR = process.env.BENCH_SAMPLES;
/** The seed of the players' columns and thinking times: the same games on both servers, and in every run. */
const SEED = 11;

/** "min-max" or one value in ms; by default as long as the server's own bots think. */
function thinking(text: string | undefined): { minMs: number; spreadMs: number } {
  if (text === undefined) return { minMs: ROOM_BOT_MIN_DELAY_MS, spreadMs: ROOM_BOT_DELAY_SPREAD_MS };
  const [min = Number.NaN, max = min] = text.split('-').map(Number);
  if (!(min >= 0 && max >= min)) throw new Error('BENCH_THINK_MS: e.g. 700-2000, or 0');
  return { minMs: min, spreadMs: max - min };
}
const THINK = thinking(process.env.BENCH_THINK_MS);

interface Played {
  games: number;
  won: number;
  drawn: number;
  stuck: number;
  moves: number;
  roundTrips: number[];
  /** When each round trip's move was sent and when the last room was ready, in ms from the first move. */
  sentAts: number[];
  readiedAt: number;
  answers: number[];
  playingMs: number;
  errorCount: number;
  errors: string[];
  /** The players' own event loop: a late event may be their doing. */
  loopDelay: { p99Ms: number; maxMs: number };
}

interface Figures {
  played: Played;
  readiedMs: number;
  roundTrip: Percentiles;
  answer: Percentiles;
  movesPerSecond: number;
  cpuUsPerMove: number;
  peakRssMb: number;
  /** Cores busy with processes other than the server and the players over the playing phase (the machine is shared). */
  otherCores: number;
}

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** Both the players' process and the server's hold a descriptor per socket and up to one per player's request. */
async function checkDescriptorLimit(players: number): Promise<void> {
  const limits = await readFile('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Number.POSITIVE_INFINITY);
  const needed = 2 * players + 256;
  if (soft < needed) throw new Error(`${players} players need \`ulimit -n ${needed}\` or more (it is ${soft})`);
}

/** The connect-four trainer of the subject, as a player's games page finds it (which also says the games are open). */
async function connectFourTrainer(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/online/games?subjectId=${SUBJECT}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/online/games: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: OnlineGames };
  if (data.likes_needed > 0) throw new Error(`the online games are still locked: ${data.likes_needed} likes to go`);
  const game = data.games.find((each) => each.component === 'connect4');
  if (!game) throw new Error(`no connect four in subject ${SUBJECT}`);
  return game.trainer_id;
}

/** The CPU time (ms) of the server, of the players and of the whole machine, and when they were read. */
async function cpuFigures(serverPid: number, playersPid: number) {
  const [server, players, machine] = await Promise.all([cpuMs(serverPid), cpuMs(playersPid), machineCpuMs()]);
  return { server, players, machine, at: performance.now() };
}

/** The server's resident memory, sampled every 0.1 s until stopped; returns the peak. */
function sampleRss(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  const sample = () =>
    rssMb(pid).then(
      (mb) => {
        peak = Math.max(peak, mb);
      },
      () => undefined,
    );
  const timer = setInterval(sample, 100);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return peak;
    },
  };
}

/** The players open their sockets on `server`, warm it up, then play ROOMS rooms, measured. */
async function measure(
  name: string,
  server: RunningProcess,
  players: { id: number; token: string | null }[],
  trainerId: number,
): Promise<Figures> {
  const clients = forkClientProcess('online-players.cjs');
  try {
    const opened = await clients.ask<{ count: number; ms: number; error: string | null }>(
      { type: 'open', url: server.url, players },
      'opened',
    );
    if (opened.error !== null) throw new Error(`${name}: ${opened.count} sockets opened, then ${opened.error}`);
    console.log(`${name}: ${opened.count} sockets open in ${(opened.ms / 1000).toFixed(1)} s`);
    const play = async (rooms: number, think: typeof THINK) => {
      const command = { type: 'play', url: server.url, pairs: rooms, trainerId, subjectId: SUBJECT, think, seed: SEED };
      const played = clients.next<Played>('played');
      const readied = await clients.ask<{ ms: number; errors: number }>(command, 'readied');
      const before = await cpuFigures(server.pid, clients.pid);
      const result = await played;
      const after = await cpuFigures(server.pid, clients.pid);
      const cpu = after.server - before.server;
      const others = after.machine - before.machine - cpu - (after.players - before.players);
      if (result.errorCount > 0 || result.stuck > 0) {
        throw new Error(
          `${name}: ${result.errorCount} requests failed, ${result.stuck} games stuck: ${result.errors.join(' | ')}`,
        );
      }
      return { readiedMs: readied.ms, result, cpu, otherCores: others / (after.at - before.at) };
    };
    await play(WARMUP_ROOMS, { minMs: 0, spreadMs: 0 });
    const rss = sampleRss(server.pid);
    const { readiedMs, result, cpu, otherCores } = await play(ROOMS, THINK);
    const peakRssMb = await rss.stop();
    if (SAMPLES_DIR) {
      const file = join(SAMPLES_DIR, `online-${name}-${Date.now()}.json`);
      await writeFile(
        file,
        JSON.stringify({ readiedAt: result.readiedAt, sentAts: result.sentAts, roundTrips: result.roundTrips }),
      );
      console.log(`${name}: every move's send time and round trip in ${file}`);
    }
    console.log(
      `${name}: ${result.games} games (${result.won} won, ${result.drawn} drawn), ${result.moves} moves; ` +
        `rooms open and ready in ${(readiedMs / 1000).toFixed(1)} s, played in ${(result.playingMs / 1000).toFixed(1)} s`,
    );
    return {
      played: result,
      readiedMs,
      roundTrip: percentiles(result.roundTrips),
      answer: percentiles(result.answers),
      movesPerSecond: result.moves / (result.playingMs / 1000),
      cpuUsPerMove: (cpu * 1000) / result.moves,
      peakRssMb,
      otherCores,
    };
  } finally {
    await clients.ask({ type: 'close' }, 'closed').catch(() => undefined);
    await clients.stop();
  }
}

function report(umka: Figures, bare: Figures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ratio = (ours: number, base: number) => (base > 0 ? `${(ours / base).toFixed(2)}×` : '—');
  const share = (values: number[]) => {
    const late = values.filter((value) => value >= TARGET_P99_MS).length;
    return `${late} (${((100 * late) / Math.max(1, values.length)).toFixed(1)} %)`;
  };
  const rows: [string, (figures: Figures) => string, ((figures: Figures) => number) | null][] = [
    ['move round trip p50', (f) => ms(f.roundTrip.p50), (f) => f.roundTrip.p50],
    ['move round trip p95', (f) => ms(f.roundTrip.p95), (f) => f.roundTrip.p95],
    ['move round trip p99', (f) => ms(f.roundTrip.p99), (f) => f.roundTrip.p99],
    ['move round trip max', (f) => ms(f.roundTrip.max), (f) => f.roundTrip.max],
    [`round trips of ${TARGET_P99_MS} ms or more`, (f) => share(f.played.roundTrips), null],
    ['move POST answered p50', (f) => ms(f.answer.p50), (f) => f.answer.p50],
    ['move POST answered p99', (f) => ms(f.answer.p99), (f) => f.answer.p99],
    ['moves a second', (f) => f.movesPerSecond.toFixed(0), (f) => f.movesPerSecond],
    ['server CPU per move', (f) => `${f.cpuUsPerMove.toFixed(0)} µs`, (f) => f.cpuUsPerMove],
    ['server peak RSS', (f) => `${f.peakRssMb.toFixed(0)} MB`, (f) => f.peakRssMb],
    [
      "players' event loop delay p99 / max",
      (f) => `${ms(f.played.loopDelay.p99Ms)} / ${ms(f.played.loopDelay.maxMs)}`,
      null,
    ],
    ['other processes, cores busy while playing', (f) => f.otherCores.toFixed(2), null],
  ];
  const think = THINK.spreadMs > 0 ? `${THINK.minMs}–${THINK.minMs + THINK.spreadMs} ms` : `${THINK.minMs} ms`;
  console.log(
    `\n${ROOMS} rooms, ${umka.played.moves} moves each run (thinking ${think} a move); load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('| | umka | bare Fastify + socket.io | umka / bare |');
  console.log('|---|---|---|---|');
  for (const [label, shown, figure] of rows) {
    const times = figure ? ratio(figure(umka), figure(bare)) : '';
    console.log(`| ${label} | ${shown(umka)} | ${shown(bare)} | ${times} |`);
  }
  if (umka.played.moves !== bare.played.moves) {
    console.log(`(the two played different games: ${umka.played.moves} against ${bare.played.moves} moves)`);
  }
  const met = umka.roundTrip.p99 < TARGET_P99_MS;
  console.log(`p99 move round trip ${ms(umka.roundTrip.p99)}: target < ${TARGET_P99_MS} ms ${met ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  requireCompiledServer('bench:online');
  const playersCount = 2 * ROOMS;
  await checkDescriptorLimit(playersCount);
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-online-'));
  const closers: (() => Promise<void>)[] = [];
  try {
    const players: Player[] = await seedPlayers(benchConfig(dataDir), playersCount, SUBJECT);
    const umkaServer = await startCompiledServer({
      dataDir,
      processes: 1,
      logLevel: 'info',
      ...(PROFILE_DIR ? { cpuProfileDir: PROFILE_DIR } : {}),
    });
    closers.push(() => umkaServer.stop());
    const first = players[0];
    if (!first) throw new Error('no players');
    const trainerId = await connectFourTrainer(umkaServer.url, first.token);
    const umka = await measure('umka', umkaServer, players, trainerId);
    // Idle beside the bare server it would still poll its rooms: it goes first.
    await umkaServer.stop();

    const bareServer = await startBareRooms({ countdownMs: ROOM_COUNTDOWN_MS, moveMs: ROOM_MOVE_MS.connect4 });
    closers.push(() => bareServer.stop());
    const bare = await measure(
      'bare',
      bareServer,
      players.map(({ id }) => ({ id, token: null })),
      trainerId,
    );
    report(umka, bare);
  } finally {
    for (const close of closers.reverse()) await close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
