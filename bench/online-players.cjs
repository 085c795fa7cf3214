/**
 * The players of `online.bench.ts`, in a process of their own so that their CPU and memory are not the server's. Each
 * player holds one socket subscribed to its `online.user.{id}` channel and plays connect four as a bot would: told by
 * the `room` event on its socket that it is its turn, it waits its thinking time, picks a random legal column and
 * posts the move. A room's players and columns come from a generator seeded by the pair's number, so the real server
 * and the bare one see the same games, move for move. Driven over IPC by the bench:
 *   { type: 'open', url, players: [{ id, token }] }  → one socket a player (token null: no `auth`, as the bare server
 *     takes none) → { type: 'opened', count, ms, error }
 *   { type: 'play', url, pairs, trainerId, subjectId, think: { minMs, spreadMs }, seed }  → the first `pairs` pairs
 *     of players (2k hosts, 2k + 1 joins) each open a room, join it and say ready, all at once
 *     → { type: 'readied', ms, errors }; then they play to the end → { type: 'played', ... } (see `report`).
 *   { type: 'close' }  → { type: 'closed' }
 * Times are ms on performance.now() of this process.
 */
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { openAll, openSocket } = require('./socket-open.cjs');

/** A room that has not ended by then is stuck (a lost event, a refused move): the run reports it and ends. */
const GAME_TIMEOUT_MS = 5 * 60_000;
const ERRORS_KEPT = 5;

/** @type {{ id: number, token: string, socket: any, onRoom: ((data: any) => void) | null }[]} */
let players = [];

/** A small deterministic generator (mulberry32), so both servers see the same columns and thinking times. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function open({ url, players: list }) {
  const begun = performance.now();
  players = list.map(({ id, token }) => ({ id, token, socket: null, onRoom: null }));
  const opened = [];
  const openOne = async (index) => {
    const player = players[index];
    player.socket = await openSocket({
      url,
      token: player.token,
      channel: `online.user.${player.id}`,
      onMessage: (message) => {
        if (message?.event === 'room') player.onRoom?.(message.data);
      },
    });
    return player.socket;
  };
  try {
    await openAll(players.length, openOne, opened);
    process.send({ type: 'opened', count: opened.length, ms: performance.now() - begun, error: null });
  } catch (error) {
    process.send({ type: 'opened', count: opened.length, ms: performance.now() - begun, error: String(error) });
  }
}

async function post(url, player, path, body) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${player.token ?? player.id}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text).data;
}

function createTally() {
  return {
    /** From a move's POST sent to the opponent's socket holding the room's next version. */
    roundTrips: [],
    /** When each of those moves was sent. */
    sentAts: [],
    /** From a move's POST sent to its answer. */
    answers: [],
    moves: 0,
    won: 0,
    drawn: 0,
    errorCount: 0,
    errors: [],
    firstMoveAt: Number.POSITIVE_INFINITY,
    lastSeenAt: 0,
    stuck: 0,
  };
}

function failed(tally, error) {
  tally.errorCount += 1;
  if (tally.errors.length < ERRORS_KEPT) tally.errors.push(String(error));
}

/**
 * One room's game from the moment both players are seated: each player's socket drives its own moves. `done` resolves
 * once both players have seen the end, on timeout, or when the room is abandoned (its setup failed).
 */
function playRoom({ url, pair, roomId, think, random, tally }) {
  let abandon = () => undefined;
  const done = new Promise((resolve) => {
    /** The move in flight: the version it makes, when it was sent, and which seat sent it. */
    let pending = null;
    const seen = [0, 0];
    const ended = [false, false];
    const timer = setTimeout(() => {
      tally.stuck += 1;
      finish();
    }, GAME_TIMEOUT_MS);
    function finish() {
      clearTimeout(timer);
      for (const player of pair) player.onRoom = null;
      resolve();
    }
    abandon = finish;
    function moveAfterThinking(player, room) {
      const play = room.play;
      const wait = think.minMs + random() * think.spreadMs;
      const legal = [];
      play.columns.forEach((stack, column) => {
        if (stack.length < 6) legal.push(column);
      });
      const column = legal[Math.floor(random() * legal.length)];
      setTimeout(() => {
        const sentAt = performance.now();
        pending = { version: room.version + 1, sentAt, seat: room.mySeat };
        tally.moves += 1;
        tally.firstMoveAt = Math.min(tally.firstMoveAt, sentAt);
        post(url, player, `/online/rooms/${roomId}/commands`, { type: 'move', move: { column } }).then(
          () => tally.answers.push(performance.now() - sentAt),
          (error) => failed(tally, error),
        );
      }, wait);
    }
    pair.forEach((player, index) => {
      player.onRoom = (data) => {
        const { room } = data;
        if (room.id !== roomId || room.version <= seen[index]) return;
        const at = performance.now();
        seen[index] = room.version;
        tally.lastSeenAt = Math.max(tally.lastSeenAt, at);
        if (pending !== null && room.version >= pending.version && room.mySeat !== pending.seat) {
          tally.roundTrips.push(at - pending.sentAt);
          tally.sentAts.push(pending.sentAt);
          pending = null;
        }
        if (room.status !== 'inGame' && room.status !== 'result') return;
        const { outcome } = room.play;
        if (outcome.status !== 'playing') {
          if (!ended[index] && index === 0) {
            if (outcome.status === 'draw') tally.drawn += 1;
            else tally.won += 1;
          }
          ended[index] = true;
          if (ended[0] && ended[1]) finish();
          return;
        }
        if (room.play.turn === room.mySeat) moveAfterThinking(player, room);
      };
    });
  });
  return { done, abandon };
}

/** A pair opens a room (the host), joins it by its key, and both say ready: the countdown begins. */
async function seat({ url, pair, trainerId, subjectId }) {
  const [host, guest] = pair;
  const created = await post(url, host, '/online/rooms', { trainer_id: trainerId, subject_id: subjectId });
  await post(url, guest, '/online/rooms/join', { invite_key: created.room.inviteKey });
  return created.room.id;
}

async function play({ url, pairs, trainerId, subjectId, think, seed }) {
  const tally = createTally();
  const begun = performance.now();
  // A late event may be this process's own doing: its loop's delay is reported with the figures.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const games = [];
  await Promise.all(
    Array.from({ length: pairs }, async (_, index) => {
      const pair = [players[2 * index], players[2 * index + 1]];
      let game = null;
      try {
        const roomId = await seat({ url, pair, trainerId, subjectId });
        const random = createRandom(seed * 100_003 + index);
        // Listening before the ready: the countdown's end can come before the second ready is answered.
        game = playRoom({ url, pair, roomId, think, random, tally });
        games.push(game.done);
        await Promise.all(
          pair.map((player) => post(url, player, `/online/rooms/${roomId}/commands`, { type: 'ready' })),
        );
      } catch (error) {
        failed(tally, error);
        game?.abandon();
      }
    }),
  );
  const readiedAt = performance.now();
  process.send({ type: 'readied', ms: readiedAt - begun, errors: tally.errorCount });
  await Promise.all(games);
  delay.disable();
  report(tally, games.length, readiedAt, { p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 });
}

function report(tally, games, readiedAt, loopDelay) {
  const { roundTrips, sentAts, answers, moves, won, drawn, errorCount, errors, firstMoveAt, lastSeenAt, stuck } = tally;
  process.send({
    type: 'played',
    games,
    won,
    drawn,
    stuck,
    moves,
    roundTrips,
    /** When each of those moves was sent, and when the last room's ready was answered: ms from the first move. */
    sentAts: sentAts.map((at) => at - firstMoveAt),
    readiedAt: readiedAt - firstMoveAt,
    answers,
    /** From the first move sent to the last room event received. */
    playingMs: lastSeenAt - firstMoveAt,
    errorCount,
    errors,
    loopDelay,
  });
}

process.on('message', (command) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'play') void play(command);
  else if (command.type === 'close') {
    for (const player of players) player.socket?.disconnect();
    players = [];
    process.send({ type: 'closed' });
  }
});
// The bench going away (or killed) leaves nobody to report to.
process.on('disconnect', () => process.exit(0));
