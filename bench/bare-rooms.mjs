// The bare baseline of `online.bench.ts`, in a process of its own on BARE_PORT: Fastify and socket.io as the real
// server has them, and nothing else — no authentication (the bearer token is the user's id), no database, no
// validation, rooms as plain objects in a Map. It answers the same four requests the players send (open a room, join
// it by its invite key, ready, move) with a room of the real one's shape, and sends each of a room's two players their
// view as the `room` event of their `online.user.{id}` channel after every change, as the real server does. The
// connect-four rules here are the least that lets the same players play a game to its end: a disc drops, the turn
// passes, four in a row or a full board ends it.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Server } from 'socket.io';

const COLUMNS = 7;
const ROWS = 6;
// The real rooms' times (packages/games ROOM_COUNTDOWN_MS, ROOM_MOVE_MS.connect4), passed in by the bench.
const COUNTDOWN_MS = Number(process.env.BARE_COUNTDOWN_MS ?? 3000);
const MOVE_MS = Number(process.env.BARE_MOVE_MS ?? 30_000);

const app = Fastify();
const io = new Server(app.server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });
io.on('connection', (socket) => {
  socket.on('subscribe', (channel, ack) => {
    socket.join(channel);
    if (typeof ack === 'function') ack({ ok: true });
  });
});

/** @type {Map<string, any>} */
const rooms = new Map();
/** @type {Map<string, string>} */
const invites = new Map();

const userOf = (request) => Number(String(request.headers.authorization).slice('Bearer '.length));
const key = () =>
  randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x');
const seat = (userId) => ({
  userId,
  name: `Ученик ${userId} Б.`,
  bot: null,
  connected: true,
  ready: false,
  graceUntil: null,
  left: false,
});

function view(room, userId) {
  const { trainerId, subjectId, ...open } = room;
  const mySeat = room.seats.findIndex((each) => each?.userId === userId);
  return {
    room: { ...open, mySeat: mySeat >= 0 ? mySeat : null, watching: false },
    trainer_id: trainerId,
    subject_id: subjectId,
    quick: false,
    bot_joins_at: null,
    server_now: Date.now(),
  };
}

function changed(room) {
  room.version += 1;
  for (const each of room.seats) {
    if (each === null) continue;
    const channel = `online.user.${each.userId}`;
    io.to(channel).emit('message', { channel, event: 'room', data: view(room, each.userId) });
  }
}

/** Four of `player` in a line through the disc just dropped at (column, row). */
function fourThrough(columns, column, row, player) {
  for (const [dc, dr] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ]) {
    let run = 1;
    for (const sign of [1, -1]) {
      for (
        let c = column + sign * dc, r = row + sign * dr;
        columns[c]?.[r] === player;
        c += sign * dc, r += sign * dr
      ) {
        run += 1;
      }
    }
    if (run >= 4) return true;
  }
  return false;
}

function start(room) {
  room.status = 'inGame';
  room.countdownUntil = null;
  room.moveDeadline = Date.now() + MOVE_MS;
  room.play = {
    columns: Array.from({ length: COLUMNS }, () => []),
    turn: 0,
    lastMove: null,
    outcome: { status: 'playing' },
    forfeitedBy: null,
  };
  changed(room);
}

function move(room, player, column) {
  const { play } = room;
  const stack = play.columns[column];
  if (room.status !== 'inGame' || play.turn !== player || !stack || stack.length >= ROWS) return false;
  stack.push(player);
  const at = { column, row: stack.length - 1 };
  play.lastMove = at;
  play.turn = 1 - player;
  if (fourThrough(play.columns, at.column, at.row, player)) play.outcome = { status: 'won', winner: player };
  else if (play.columns.every((each) => each.length === ROWS)) play.outcome = { status: 'draw' };
  if (play.outcome.status === 'playing') room.moveDeadline = Date.now() + MOVE_MS;
  else {
    room.status = 'result';
    room.moveDeadline = null;
    const standing = (index) =>
      play.outcome.status === 'draw' ? 'draw' : play.outcome.winner === index ? 'won' : 'lost';
    room.result = { outcome: play.outcome, standings: [standing(0), standing(1)], forfeits: [] };
  }
  changed(room);
  return true;
}

const refused = (reply, code) => reply.code(409).send({ status: false, error: { code } });

app.get('/', async () => ({ status: true }));

app.post('/api/online/rooms', async (request, reply) => {
  const userId = userOf(request);
  const room = {
    id: key(),
    game: 'connect4',
    hostId: userId,
    size: 2,
    seats: [seat(userId), null],
    watchers: [],
    inviteKey: key().slice(0, 10),
    status: 'waitingForOpponent',
    play: null,
    countdownUntil: null,
    moveDeadline: null,
    movePausedMs: null,
    forfeits: [],
    result: null,
    rematch: [],
    version: 0,
    trainerId: request.body.trainer_id,
    subjectId: request.body.subject_id,
  };
  rooms.set(room.id, room);
  invites.set(room.inviteKey, room.id);
  changed(room);
  return reply.code(201).send({ status: true, data: view(room, userId) });
});

app.post('/api/online/rooms/join', async (request, reply) => {
  const userId = userOf(request);
  const room = rooms.get(invites.get(request.body.invite_key) ?? '');
  if (!room) return reply.code(404).send({ status: false, error: { code: 'ROOM_NOT_FOUND' } });
  if (room.seats[1] !== null) return refused(reply, 'ROOM_FULL');
  room.seats[1] = seat(userId);
  room.status = 'waiting';
  changed(room);
  return { status: true, data: view(room, userId) };
});

app.post('/api/online/rooms/:roomId/commands', async (request, reply) => {
  const userId = userOf(request);
  const room = rooms.get(request.params.roomId);
  if (!room) return reply.code(404).send({ status: false, error: { code: 'ROOM_NOT_FOUND' } });
  const player = room.seats.findIndex((each) => each?.userId === userId);
  if (player < 0) return reply.code(403).send({ status: false, error: { code: 'FORBIDDEN' } });
  const command = request.body;
  if (command.type === 'ready') {
    room.seats[player].ready = true;
    if (room.seats.every((each) => each?.ready)) {
      room.status = 'starting';
      room.countdownUntil = Date.now() + COUNTDOWN_MS;
      setTimeout(() => start(room), COUNTDOWN_MS);
    }
    changed(room);
  } else if (command.type !== 'move' || !move(room, player, command.move?.column)) {
    return refused(reply, 'ROOM_ILLEGAL_MOVE');
  }
  return { status: true, data: view(room, userId) };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.once('SIGTERM', () => {
  io.close();
  void app.close().then(() => process.exit(0));
});
