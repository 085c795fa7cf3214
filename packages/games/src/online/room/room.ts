/**
 * An online game room as a pure, deterministic state machine. The server drives it: it passes every event with the
 * time `now` (ms), stores the returned room (in memory, or in Redis with `version` for optimistic concurrency) and
 * carries out the returned effects. Nothing here reads a clock or sets a timer: deadlines live in the state, and the
 * server calls `tick` at or after the next one (the `schedule` effect says when).
 *
 * States (§4): `waiting`, `ready`, `starting`, `inGame`, `result`; connect four adds `waitingForOpponent` and
 * `rematchWaiting`. The lobby states (anyone may still take a seat) are `waitingForOpponent`, `waiting` and `ready`:
 * - `waitingForOpponent` (connect four): the second seat is empty.
 * - `waiting`: fewer than two are seated (picnic) or someone seated is not ready yet.
 * - `ready` (picnic): two or more are seated and all of them are ready, but seats are still open: the host may start
 *   now or wait. A full room where everyone is ready starts by itself, so connect four passes straight to `starting`.
 * The picnic rematches too; `rematchWaiting` works the same for both games.
 *
 * | from                         | event                                   | guard                                   | to                                     | effects besides broadcast/schedule |
 * | ---------------------------- | --------------------------------------- | --------------------------------------- | -------------------------------------- | ---------------------------------- |
 * | —                            | create (`createRoom`)                   | host plays or watches                   | waitingForOpponent (c4) / waiting      |                                    |
 * | lobby                        | join as player, botJoin                 | a seat is free                          | lobby status, or starting when full and all ready |                         |
 * | lobby                        | ready / unready                         | seated human                            | lobby status, or starting when full and all ready |                         |
 * | lobby, starting              | leave, tick after a lobby grace         | seated                                  | seat freed, lobby status (a countdown is cancelled) | closed if no human left |
 * | waiting, ready               | start (host)                            | ≥ 2 seated, all ready                   | starting                               |                                    |
 * | starting                     | unready                                 | seated human                            | waiting / ready (countdown cancelled)  |                                    |
 * | starting                     | tick at the countdown                   |                                         | inGame (empty seats dropped)           | botMove if a bot starts            |
 * | inGame                       | move (human) / botMove (bot)            | the seat to move, a legal move          | inGame, or result when it ends         | botMove / finished                 |
 * | inGame                       | tick at the move deadline               |                                         | inGame (picnic skips the turn) / result (connect four: forfeit) | botMove / finished |
 * | inGame                       | leave, tick after the grace             | seated                                  | inGame (picnic with ≥ 2 left) / result (forfeit) | finished, closed         |
 * | result                       | rematch                                 | not every remaining human asked yet     | rematchWaiting                         |                                    |
 * | result, rematchWaiting       | rematch by the last human               | ≥ 2 seats remain                        | starting (new seed, seats rotated, the room shrunk to who stayed) |                                    |
 * | result, rematchWaiting       | leave, tick after the grace             | seated                                  | the seat stays marked `left`; rematchWaiting settles: starting when the rest all asked, result when < 2 remain | closed |
 * | any                          | join / leave / disconnect as a watcher  |                                         | same                                   | closed if no human left            |
 * | any                          | disconnect / reconnect                  | seated human                            | same (grace deadline set / cleared)    |                                    |
 *
 * Every accepted event bumps `version` by exactly one; a refused event returns the same room object, a refusal code
 * and no effects.
 *
 * The move clock of a disconnected player is paused: a dropped connection costs the grace period, not the move, so a
 * child on a flaky connection is not beaten by the clock while reconnecting. The grace deadline still runs, so a
 * player who never comes back forfeits when it passes. A bot's turn has the same clock as anyone's.
 */
import { ROOM_STATUS_NAMES } from '@umka/contracts';
import { z } from 'zod';
import { type ConnectFourState, connectFour } from '../connect-four/connect-four.ts';
import {
  PICNIC_MAX_PLAYERS,
  PICNIC_MIN_PLAYERS,
  PICNIC_MOVE_SECONDS,
  type PicnicState,
  picnic,
  picnicResults,
} from '../picnic/picnic.ts';
import { type GameOutcome, TURN_REFUSALS, type TurnGame, type TurnGameId } from '../turn-game.ts';

/** The room states of §4, named once in the contracts, whose room view carries them. */
export const ROOM_STATUSES = ROOM_STATUS_NAMES;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** The countdown shown before a game ("3, 2, 1"). */
export const ROOM_COUNTDOWN_MS = 3_000;
/** How long a disconnected player's seat waits for them. */
export const ROOM_GRACE_MS = 30_000;
/** The move clock per game: the picnic's 20 s are part of its rules; a connect-four move may take a little longer. */
export const ROOM_MOVE_MS: Record<TurnGameId, number> = { connect4: 30_000, picnic: PICNIC_MOVE_SECONDS * 1000 };
/** A class can watch, a crowd cannot. */
export const ROOM_MAX_WATCHERS = 30;
/** A bot waits a moment before it moves, as a person would: between the minimum and minimum + spread. */
export const ROOM_BOT_MIN_DELAY_MS = 700;
export const ROOM_BOT_DELAY_SPREAD_MS = 1_300;

export const ROOM_BOT_LEVELS = [1, 2, 3] as const;
export type RoomBotLevel = (typeof ROOM_BOT_LEVELS)[number];

/** The three bot names of §9, one set per locale: friendly, and easy to read for a first-grader. */
export const ROOM_BOT_NAMES = {
  'ru-RU': ['Робик', 'Кнопка', 'Пиксель'],
  'en-US': ['Robby', 'Button', 'Pixel'],
  'uk-UA': ['Робік', 'Кнопка', 'Піксель'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** Why the room refused an event; the game's own move refusals are among them. */
export const ROOM_REFUSALS = [
  ...TURN_REFUSALS,
  'ROOM_FULL',
  'NOT_IN_ROOM',
  'ALREADY_IN_ROOM',
  'NOT_A_PLAYER',
  'NOT_A_BOT',
  'NOT_HOST',
  'ALREADY_STARTED',
  'NOT_STARTED',
  'NOT_READY',
  'ALREADY_READY',
  'NOT_ENOUGH_PLAYERS',
  'NOT_FINISHED',
  'ALREADY_ASKED',
  'ALREADY_CONNECTED',
  'ALREADY_DISCONNECTED',
  'NOT_DUE',
] as const;
export type RoomRefusal = (typeof ROOM_REFUSALS)[number];

export interface RoomSeat {
  /** Null for a bot. */
  readonly userId: number | null;
  readonly name: string;
  readonly bot: { readonly level: RoomBotLevel } | null;
  readonly connected: boolean;
  readonly ready: boolean;
  /** While disconnected: when the seat is given up (in a game: forfeited). */
  readonly graceUntil: number | null;
  /** Left (or timed out of) a game that has begun: the seat stays so the game's player numbers stay put. */
  readonly left: boolean;
}

export interface RoomWatcher {
  readonly userId: number;
  readonly name: string;
}

export type RoomGameState = ConnectFourState | PicnicState;

export const FORFEIT_REASONS = ['left', 'timeout', 'disconnected'] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];

export interface RoomForfeit {
  readonly seat: number;
  readonly reason: ForfeitReason;
}

export interface RoomResult {
  readonly outcome: Exclude<GameOutcome, { status: 'playing' }>;
  /** Per seat, for the records: a shared best is a draw for those who share it. */
  readonly standings: readonly ('won' | 'draw' | 'lost')[];
  readonly forfeits: readonly RoomForfeit[];
}

/** A plain JSON object, never mutated. */
export interface Room {
  readonly id: string;
  readonly game: TurnGameId;
  readonly hostId: number;
  /** Seats chosen on create; a rematch without those who left shrinks the room to the players who stayed. */
  readonly size: number;
  /**
   * Before the game: `size` places, null where free. From the start of the game: the players only, seat i being the
   * game's player i.
   */
  readonly seats: readonly (RoomSeat | null)[];
  readonly watchers: readonly RoomWatcher[];
  /** The `getQueue` key of the invite link. */
  readonly inviteKey: string;
  readonly status: RoomStatus;
  /** The seed of the current game, or of the next one once a rematch was asked for. Secret: it gives the deck away. */
  readonly seed: number;
  readonly play: RoomGameState | null;
  readonly countdownUntil: number | null;
  /** When the player to move runs out of time; null while their clock is paused (they are disconnected). */
  readonly moveDeadline: number | null;
  /** The time left on a paused move clock. */
  readonly movePausedMs: number | null;
  readonly forfeits: readonly RoomForfeit[];
  readonly result: RoomResult | null;
  /** User ids who asked for a rematch. */
  readonly rematch: readonly number[];
  readonly version: number;
}

export type RoomEvent =
  | { type: 'join'; userId: number; name: string; as: 'player' | 'watcher' }
  | { type: 'leave'; userId: number }
  | { type: 'ready'; userId: number }
  | { type: 'unready'; userId: number }
  | { type: 'start'; userId: number }
  | { type: 'move'; userId: number; move: unknown }
  | { type: 'botJoin'; name: string; level: RoomBotLevel }
  | { type: 'botMove'; seat: number; move: unknown }
  | { type: 'disconnect'; userId: number }
  | { type: 'reconnect'; userId: number }
  | { type: 'rematch'; userId: number; seed: number }
  | { type: 'tick' };

export type RoomEffect =
  | { kind: 'broadcast' }
  /** Call `tick` at (or after) this time: the next deadline. */
  | { kind: 'schedule'; at: number }
  /** Pick this bot's move with `botMoveFor` and apply it as a `botMove` event at this time. */
  | { kind: 'botMove'; seat: number; at: number }
  /** The game ended: record the results and likes. */
  | { kind: 'finished'; result: RoomResult }
  /** No person is left in the room: forget it. */
  | { kind: 'closed' };

export interface RoomStep {
  room: Room;
  refusal?: RoomRefusal;
  effects: RoomEffect[];
}

export const ROOM_PLACES = ['player', 'watcher'] as const;

/** What a client sends to create a room; connect four always has two seats. */
export const createRoomCommand = z.discriminatedUnion('game', [
  z.object({ game: z.literal('connect4'), seats: z.literal(2).default(2), as: z.enum(ROOM_PLACES).default('player') }),
  z.object({
    game: z.literal('picnic'),
    seats: z.number().int().min(PICNIC_MIN_PLAYERS).max(PICNIC_MAX_PLAYERS),
    as: z.enum(ROOM_PLACES).default('player'),
  }),
]);
export type CreateRoomCommand = z.infer<typeof createRoomCommand>;

/** What a client sends into a room; the server adds who sent it (and a seed for a rematch). */
export const roomCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), as: z.enum(ROOM_PLACES).default('player') }),
  z.object({ type: z.literal('leave') }),
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('unready') }),
  z.object({ type: z.literal('start') }),
  z.object({ type: z.literal('move'), move: z.unknown() }),
  z.object({ type: z.literal('rematch') }),
]);
export type RoomCommand = z.infer<typeof roomCommand>;

/** The room event for a client's command; `seed` is used by a rematch only. */
export function roomEventFor(command: RoomCommand, user: RoomWatcher, seed: number): RoomEvent {
  const { userId } = user;
  switch (command.type) {
    case 'join':
      return { type: 'join', userId, name: user.name, as: command.as };
    case 'move':
      return { type: 'move', userId, move: command.move };
    case 'rematch':
      return { type: 'rematch', userId, seed };
    default:
      return { type: command.type, userId };
  }
}

// Method signatures in TurnGame make each game a TurnGame of the union of states.
const RULES: Record<TurnGameId, TurnGame<RoomGameState, unknown>> = {
  connect4: connectFour as TurnGame<RoomGameState, unknown>,
  picnic: picnic as TurnGame<RoomGameState, unknown>,
};

export const rulesOf = (room: Pick<Room, 'game'>): TurnGame<RoomGameState, unknown> => RULES[room.game];

const LOBBY: readonly RoomStatus[] = ['waitingForOpponent', 'waiting', 'ready'];
export const isLobby = (status: RoomStatus): boolean => LOBBY.includes(status);
const isOver = (status: RoomStatus): boolean => status === 'result' || status === 'rematchWaiting';

/** The seat to move while a game runs. */
export const toMove = (room: Room): number | null =>
  room.status === 'inGame' && room.play ? rulesOf(room).toMove(room.play) : null;

/** The seat of a user who is still in the room, or -1. */
export function seatOf(room: Room, userId: number): number {
  return room.seats.findIndex((seat) => seat !== null && seat.userId === userId && !seat.left);
}

const isWatcher = (room: Room, userId: number): boolean => room.watchers.some((each) => each.userId === userId);

/** A seat's user, or why the event is refused: a watcher is in the room but has no seat. */
function seatedOrRefusal(room: Room, userId: number): number | RoomRefusal {
  const seat = seatOf(room, userId);
  if (seat >= 0) return seat;
  return isWatcher(room, userId) ? 'NOT_A_PLAYER' : 'NOT_IN_ROOM';
}

const filled = (room: Room): RoomSeat[] => room.seats.filter((seat): seat is RoomSeat => seat !== null);
const remaining = (room: Room): RoomSeat[] => filled(room).filter((seat) => !seat.left);
const peopleIn = (room: Room): number =>
  remaining(room).filter((seat) => seat.userId !== null).length + room.watchers.length;

const withSeat = (room: Room, index: number, seat: RoomSeat | null): Room => ({
  ...room,
  seats: room.seats.map((each, i) => (i === index ? seat : each)),
});

function updateSeat(room: Room, index: number, change: Partial<RoomSeat>): Room {
  const seat = room.seats[index];
  return seat ? withSeat(room, index, { ...seat, ...change }) : room;
}

/** The lobby status the seats call for; a full room where everyone is ready starts its countdown. */
function settleLobby(room: Room, now: number): Room {
  const seated = filled(room);
  const allReady = seated.every((seat) => seat.ready);
  if (seated.length === room.size && allReady) {
    // Already counting down (a change that kept the room full and ready): the countdown goes on.
    if (room.status === 'starting') return room;
    return { ...room, status: 'starting', countdownUntil: now + ROOM_COUNTDOWN_MS };
  }
  const status: RoomStatus =
    seated.length >= rulesOf(room).minPlayers && allReady
      ? 'ready'
      : room.game === 'connect4' && seated.length < room.size
        ? 'waitingForOpponent'
        : 'waiting';
  return { ...room, status, countdownUntil: null };
}

/** Starts the move clock of the player to move, paused if that player is away. */
function startClock(room: Room, now: number): Room {
  if (!room.play) return room;
  const moveMs = ROOM_MOVE_MS[room.game];
  const seat = room.seats[rulesOf(room).toMove(room.play)];
  if (seat && seat.userId !== null && !seat.connected) return { ...room, moveDeadline: null, movePausedMs: moveMs };
  return { ...room, moveDeadline: now + moveMs, movePausedMs: null };
}

function standingsOf(room: Room, play: RoomGameState, outcome: RoomResult['outcome']): RoomResult['standings'] {
  if (room.game === 'picnic') return picnicResults(play as PicnicState) ?? [];
  return room.seats.map((_, seat) =>
    outcome.status === 'draw' ? 'draw' : outcome.status === 'won' && outcome.winner === seat ? 'won' : 'lost',
  );
}

/** After the game state changed: the result when the game is over, else a fresh clock when the turn passed on. */
function afterPlay(room: Room, before: RoomGameState, now: number, moved: boolean): Room {
  const play = room.play as RoomGameState;
  const rules = rulesOf(room);
  const outcome = rules.outcome(play);
  if (outcome.status === 'playing') {
    return moved || rules.toMove(play) !== rules.toMove(before) ? startClock(room, now) : room;
  }
  const result: RoomResult = { outcome, standings: standingsOf(room, play, outcome), forfeits: room.forfeits };
  return { ...room, status: 'result', moveDeadline: null, movePausedMs: null, result };
}

function forfeit(room: Room, seat: number, reason: ForfeitReason, now: number): Room {
  const before = room.play as RoomGameState;
  const forfeited: Room = {
    ...room,
    play: rulesOf(room).forfeit(before, seat),
    forfeits: [...room.forfeits, { seat, reason }],
  };
  return afterPlay(forfeited, before, now, false);
}

function beginGame(room: Room, now: number): Room {
  const seats = filled(room);
  const play = rulesOf(room).start(seats.length, room.seed);
  return startClock(
    { ...room, seats, status: 'inGame', play, countdownUntil: null, forfeits: [], result: null, rematch: [] },
    now,
  );
}

/**
 * After a rematch request or someone leaving a finished game: the rematch starts once every remaining person asked
 * (bots always accept), with the seats rotated by one so that someone else moves first (for two players, a swap).
 */
function settleRematch(room: Room, now: number): Room {
  const seats = remaining(room);
  if (seats.length < 2) return { ...room, status: 'result', rematch: [] };
  const asked = (seat: RoomSeat) => seat.userId === null || room.rematch.includes(seat.userId);
  if (room.rematch.length === 0) return { ...room, status: 'result' };
  if (!seats.every(asked)) return { ...room, status: 'rematchWaiting' };
  const [first, ...rest] = seats;
  return {
    ...room,
    // The rematch is for those who stayed: the room shrinks to them, so nobody new can join a seat left behind.
    size: seats.length,
    seats: [...rest, first as RoomSeat].map((seat) => ({ ...seat, ready: true })),
    status: 'starting',
    play: null,
    countdownUntil: now + ROOM_COUNTDOWN_MS,
    forfeits: [],
    result: null,
    rematch: [],
  };
}

/** A seated user leaves: the seat is freed before the game, forfeited in it, and marked left after it. */
function leaveSeat(room: Room, seat: number, reason: ForfeitReason, now: number): Room {
  if (isLobby(room.status) || room.status === 'starting') {
    const freed = withSeat(room, seat, null);
    const leaver = room.seats[seat]?.userId;
    const heir = filled(freed).find((each) => each.userId !== null);
    const hostId = leaver === room.hostId && heir?.userId != null ? heir.userId : room.hostId;
    return settleLobby({ ...freed, hostId }, now);
  }
  const gone = updateSeat(room, seat, { left: true, connected: false, graceUntil: null });
  if (room.status === 'inGame') return forfeit(gone, seat, reason, now);
  const userId = room.seats[seat]?.userId;
  return settleRematch({ ...gone, rematch: gone.rematch.filter((each) => each !== userId) }, now);
}

function join(room: Room, event: Extract<RoomEvent, { type: 'join' }>, now: number): Room | RoomRefusal {
  if (seatOf(room, event.userId) >= 0 || isWatcher(room, event.userId)) return 'ALREADY_IN_ROOM';
  if (event.as === 'watcher') {
    if (room.watchers.length >= ROOM_MAX_WATCHERS) return 'ROOM_FULL';
    return { ...room, watchers: [...room.watchers, { userId: event.userId, name: event.name }] };
  }
  return takeSeat(
    room,
    {
      userId: event.userId,
      name: event.name,
      bot: null,
      connected: true,
      ready: false,
      graceUntil: null,
      left: false,
    },
    now,
  );
}

function takeSeat(room: Room, seat: RoomSeat, now: number): Room | RoomRefusal {
  if (!isLobby(room.status)) return 'ALREADY_STARTED';
  const free = room.seats.indexOf(null);
  if (free < 0) return 'ROOM_FULL';
  return settleLobby(withSeat(room, free, seat), now);
}

function leave(room: Room, userId: number, now: number): Room | RoomRefusal {
  if (isWatcher(room, userId)) return { ...room, watchers: room.watchers.filter((each) => each.userId !== userId) };
  const seat = seatOf(room, userId);
  return seat < 0 ? 'NOT_IN_ROOM' : leaveSeat(room, seat, 'left', now);
}

function setReady(room: Room, userId: number, ready: boolean, now: number): Room | RoomRefusal {
  const seat = seatedOrRefusal(room, userId);
  if (typeof seat === 'string') return seat;
  if (!isLobby(room.status) && room.status !== 'starting') return 'ALREADY_STARTED';
  if (room.seats[seat]?.ready === ready) return ready ? 'ALREADY_READY' : 'NOT_READY';
  return settleLobby(updateSeat(room, seat, { ready }), now);
}

function start(room: Room, userId: number, now: number): Room | RoomRefusal {
  if (seatOf(room, userId) < 0 && !isWatcher(room, userId)) return 'NOT_IN_ROOM';
  if (userId !== room.hostId) return 'NOT_HOST';
  if (!isLobby(room.status)) return 'ALREADY_STARTED';
  const seated = filled(room);
  if (seated.length < rulesOf(room).minPlayers) return 'NOT_ENOUGH_PLAYERS';
  if (!seated.every((seat) => seat.ready)) return 'NOT_READY';
  return { ...room, status: 'starting', countdownUntil: now + ROOM_COUNTDOWN_MS };
}

function move(room: Room, seat: number, wire: unknown, now: number): Room | RoomRefusal {
  if (isOver(room.status)) return 'GAME_OVER';
  if (room.status !== 'inGame' || !room.play) return 'NOT_STARTED';
  const rules = rulesOf(room);
  const refused = rules.refusal(room.play, seat, wire);
  if (refused) return refused;
  // Parsing drops unknown keys and the JSON trip turns a -0 into 0, so the stored state reads back equal.
  const legal: unknown = JSON.parse(JSON.stringify(rules.move.parse(wire)));
  return afterPlay({ ...room, play: rules.apply(room.play, seat, legal) }, room.play, now, true);
}

function disconnect(room: Room, userId: number, now: number): Room | RoomRefusal {
  // A watcher has nothing to come back to: watching again is joining again.
  if (isWatcher(room, userId)) return { ...room, watchers: room.watchers.filter((each) => each.userId !== userId) };
  const seat = seatOf(room, userId);
  if (seat < 0) return 'NOT_IN_ROOM';
  if (!room.seats[seat]?.connected) return 'ALREADY_DISCONNECTED';
  const away = updateSeat(room, seat, { connected: false, graceUntil: now + ROOM_GRACE_MS });
  if (toMove(room) !== seat || room.moveDeadline === null) return away;
  return { ...away, moveDeadline: null, movePausedMs: Math.max(0, room.moveDeadline - now) };
}

function reconnect(room: Room, userId: number, now: number): Room | RoomRefusal {
  if (isWatcher(room, userId)) return 'ALREADY_CONNECTED';
  const seat = seatOf(room, userId);
  if (seat < 0) return 'NOT_IN_ROOM';
  if (room.seats[seat]?.connected) return 'ALREADY_CONNECTED';
  const back = updateSeat(room, seat, { connected: true, graceUntil: null });
  if (toMove(room) !== seat || room.movePausedMs === null) return back;
  return { ...back, moveDeadline: now + room.movePausedMs, movePausedMs: null };
}

function rematch(room: Room, userId: number, seed: number, now: number): Room | RoomRefusal {
  const seat = seatedOrRefusal(room, userId);
  if (typeof seat === 'string') return seat;
  if (!isOver(room.status)) return 'NOT_FINISHED';
  if (room.rematch.includes(userId)) return 'ALREADY_ASKED';
  if (remaining(room).length < 2) return 'NOT_ENOUGH_PLAYERS';
  // The newest seed is the next game's: whichever request completes the rematch, the game was not known before.
  return settleRematch({ ...room, seed, rematch: [...room.rematch, userId] }, now);
}

/** A seat whose player's grace period is over, or -1. */
const expiredSeat = (room: Room, now: number): number =>
  room.seats.findIndex(
    (seat) => seat !== null && !seat.connected && !seat.left && seat.graceUntil !== null && seat.graceUntil <= now,
  );

/** Everything due at `now`: grace periods first (a player gone for good), then the countdown, then the move clock. */
function tick(room: Room, now: number): Room | RoomRefusal {
  let next = room;
  // One at a time from the start: a leave may reorder the seats (a rematch that now begins rotates them).
  for (let expired = expiredSeat(next, now); expired >= 0; expired = expiredSeat(next, now))
    next = leaveSeat(next, expired, 'disconnected', now);
  if (next.status === 'starting' && next.countdownUntil !== null && next.countdownUntil <= now)
    next = beginGame(next, now);
  if (next.status === 'inGame' && next.play && next.moveDeadline !== null && next.moveDeadline <= now) {
    const rules = rulesOf(next);
    const seat = rules.toMove(next.play);
    next = rules.timeout
      ? afterPlay({ ...next, play: rules.timeout(next.play, seat) }, next.play, now, true)
      : forfeit(next, seat, 'timeout', now);
  }
  return next === room ? 'NOT_DUE' : next;
}

function change(room: Room, event: RoomEvent, now: number): Room | RoomRefusal {
  switch (event.type) {
    case 'join':
      return join(room, event, now);
    case 'leave':
      return leave(room, event.userId, now);
    case 'ready':
      return setReady(room, event.userId, true, now);
    case 'unready':
      return setReady(room, event.userId, false, now);
    case 'start':
      return start(room, event.userId, now);
    case 'move': {
      const seat = seatedOrRefusal(room, event.userId);
      return typeof seat === 'string' ? seat : move(room, seat, event.move, now);
    }
    case 'botJoin':
      return takeSeat(
        room,
        {
          userId: null,
          name: event.name,
          bot: { level: event.level },
          connected: true,
          ready: true,
          graceUntil: null,
          left: false,
        },
        now,
      );
    case 'botMove':
      return room.seats[event.seat]?.bot ? move(room, event.seat, event.move, now) : 'NOT_A_BOT';
    case 'disconnect':
      return disconnect(room, event.userId, now);
    case 'reconnect':
      return reconnect(room, event.userId, now);
    case 'rematch':
      return rematch(room, event.userId, event.seed, now);
    case 'tick':
      return tick(room, now);
  }
}

/** The earliest stored deadline: the countdown, the move clock, or a disconnected player's grace. */
export function nextDeadline(room: Room): number | null {
  const deadlines = [
    room.countdownUntil,
    room.moveDeadline,
    ...remaining(room).map((seat) => (seat.connected ? null : seat.graceUntil)),
  ].filter((at): at is number => at !== null);
  return deadlines.length > 0 ? Math.min(...deadlines) : null;
}

/** The seat to move, when it is a bot's turn in a running game. */
function botToMove(room: Room): number | null {
  const seat = toMove(room);
  return seat !== null && room.seats[seat]?.bot ? seat : null;
}

/** A human-like pause, the same for the same room and version so every instance agrees. */
function botDelay(room: Room): number {
  const mixed = Math.imul(room.seed ^ Math.imul(room.version, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return ROOM_BOT_MIN_DELAY_MS + (mixed % ROOM_BOT_DELAY_SPREAD_MS);
}

function effectsOf(before: Room | null, after: Room, now: number): RoomEffect[] {
  const effects: RoomEffect[] = [{ kind: 'broadcast' }];
  const at = nextDeadline(after);
  if (at !== null) effects.push({ kind: 'schedule', at });
  const bot = botToMove(after);
  // A turn begins when the game does or the player to move changes (a move, a skipped turn, the mover forfeiting).
  const newTurn = before?.status !== 'inGame' || toMove(before) !== toMove(after);
  if (bot !== null && newTurn) effects.push({ kind: 'botMove', seat: bot, at: now + botDelay(after) });
  if (after.result && after.status === 'result' && !isOver(before?.status ?? 'waiting'))
    effects.push({ kind: 'finished', result: after.result });
  if (peopleIn(after) === 0 && (before === null || peopleIn(before) > 0)) effects.push({ kind: 'closed' });
  return effects;
}

/** Applies one event. A refused event changes nothing: the same room comes back, with the refusal and no effects. */
export function applyRoomEvent(room: Room, event: RoomEvent, now: number): RoomStep {
  const changed = change(room, event, now);
  if (typeof changed === 'string') return { room, refusal: changed, effects: [] };
  const next = { ...changed, version: room.version + 1 };
  return { room: next, effects: effectsOf(room, next, now) };
}

export interface CreateRoom {
  id: string;
  game: TurnGameId;
  host: RoomWatcher;
  /** A teacher may open a room only to watch it. */
  hostAs: 'player' | 'watcher';
  seats: number;
  inviteKey: string;
  seed: number;
}

/** The create event: a new room at version 1 with the host seated (ready to be joined) or watching. */
export function createRoom(input: CreateRoom, now: number): RoomStep {
  const rules = RULES[input.game];
  if (!Number.isInteger(input.seats) || input.seats < rules.minPlayers || input.seats > rules.maxPlayers)
    throw new RangeError(`a ${input.game} room has ${rules.minPlayers}–${rules.maxPlayers} seats, not ${input.seats}`);
  const host: RoomSeat = {
    userId: input.host.userId,
    name: input.host.name,
    bot: null,
    connected: true,
    ready: false,
    graceUntil: null,
    left: false,
  };
  const empty: Room = {
    id: input.id,
    game: input.game,
    hostId: input.host.userId,
    size: input.seats,
    seats: Array.from({ length: input.seats }, (_, i) => (i === 0 && input.hostAs === 'player' ? host : null)),
    watchers: input.hostAs === 'watcher' ? [input.host] : [],
    inviteKey: input.inviteKey,
    status: 'waiting',
    seed: input.seed,
    play: null,
    countdownUntil: null,
    moveDeadline: null,
    movePausedMs: null,
    forfeits: [],
    result: null,
    rematch: [],
    version: 1,
  };
  const room = settleLobby(empty, now);
  return { room, effects: effectsOf(null, room, now) };
}
