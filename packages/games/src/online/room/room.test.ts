import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import type { ConnectFourState } from '../connect-four/connect-four.ts';
import type { PicnicState } from '../picnic/picnic.ts';
import {
  accept,
  accepts,
  deepFreeze,
  findEffect,
  GUEST,
  HOST,
  legalMoveEvent,
  newRoom,
  ok,
  playingRoom,
  playToEnd,
  startingRoom,
  T0,
  TEACHER,
  THIRD,
} from './room.fixtures.ts';
import {
  applyRoomEvent,
  createRoom,
  createRoomCommand,
  nextDeadline,
  ROOM_BOT_DELAY_SPREAD_MS,
  ROOM_BOT_MIN_DELAY_MS,
  ROOM_BOT_NAMES,
  ROOM_COUNTDOWN_MS,
  ROOM_GRACE_MS,
  ROOM_MAX_WATCHERS,
  ROOM_MOVE_MS,
  type Room,
  type RoomEvent,
  type RoomRefusal,
  roomCommand,
  roomEventFor,
} from './room.ts';
import { botMoveFor, viewRoom } from './room-view.ts';

const STARTED = T0 + ROOM_COUNTDOWN_MS;

function refuses(room: Room, event: RoomEvent, refusal: RoomRefusal, now = T0) {
  const frozen = deepFreeze(room);
  const step = applyRoomEvent(frozen, event, now);
  expect(step.refusal).toBe(refusal);
  expect(step.room).toBe(frozen);
  expect(step.effects).toEqual([]);
}

/** A connect-four game Ann wins by four in column 0 while Bob plays column 1. */
function annWins(room: Room): Room {
  const events: RoomEvent[] = [];
  for (let i = 0; i < 3; i++)
    events.push(
      { type: 'move', userId: HOST.userId, move: { column: 0 } },
      { type: 'move', userId: GUEST.userId, move: { column: 1 } },
    );
  events.push({ type: 'move', userId: HOST.userId, move: { column: 0 } });
  return accepts(room, events, STARTED);
}

describe('creating a room', () => {
  it('opens a connect-four room waiting for an opponent with the host in the first seat', () => {
    const { room, effects } = createRoom(
      { id: 'r', game: 'connect4', host: HOST, hostAs: 'player', seats: 2, inviteKey: 'k', seed: 7 },
      T0,
    );
    expect(room.status).toBe('waitingForOpponent');
    expect(room.version).toBe(1);
    expect(room.seats).toEqual([expect.objectContaining({ userId: HOST.userId, ready: false, connected: true }), null]);
    expect(effects).toEqual([{ kind: 'broadcast' }]);
  });

  it('opens a picnic room of the chosen size as waiting, and lets a teacher open one only to watch', () => {
    expect(newRoom('picnic', 4).status).toBe('waiting');
    expect(newRoom('picnic', 4).seats).toHaveLength(4);
    const watched = newRoom('picnic', 3, 'watcher');
    expect(watched.seats).toEqual([null, null, null]);
    expect(watched.watchers).toEqual([HOST]);
  });

  it('refuses a room size the game does not allow', () => {
    expect(() => newRoom('connect4', 3)).toThrow(RangeError);
    expect(() => newRoom('picnic', 5)).toThrow(RangeError);
    expect(createRoomCommand.safeParse({ game: 'connect4', seats: 3 }).success).toBe(false);
    expect(createRoomCommand.parse({ game: 'connect4' })).toEqual({ game: 'connect4', seats: 2, as: 'player' });
    expect(createRoomCommand.safeParse({ game: 'picnic', seats: 1 }).success).toBe(false);
  });
});

describe('the lobby', () => {
  it('goes from waiting for an opponent to waiting when the second player joins', () => {
    const room = ok(newRoom(), { type: 'join', ...GUEST, as: 'player' });
    expect(room.status).toBe('waiting');
    expect(room.version).toBe(2);
  });

  it('starts the countdown once every seat is taken and everyone is ready', () => {
    const joined = ok(newRoom(), { type: 'join', ...GUEST, as: 'player' });
    const one = ok(joined, { type: 'ready', userId: HOST.userId });
    expect(one.status).toBe('waiting');
    const step = accept(one, { type: 'ready', userId: GUEST.userId }, T0 + 5);
    expect(step.room.status).toBe('starting');
    expect(step.room.countdownUntil).toBe(T0 + 5 + ROOM_COUNTDOWN_MS);
    expect(step.effects).toEqual([{ kind: 'broadcast' }, { kind: 'schedule', at: T0 + 5 + ROOM_COUNTDOWN_MS }]);
  });

  it('is ready in a picnic when everyone seated is ready but seats are open, and waiting when a newcomer is not', () => {
    const two = accepts(newRoom('picnic', 3), [
      { type: 'join', ...GUEST, as: 'player' },
      { type: 'ready', userId: HOST.userId },
      { type: 'ready', userId: GUEST.userId },
    ]);
    expect(two.status).toBe('ready');
    const three = ok(two, { type: 'join', ...THIRD, as: 'player' });
    expect(three.status).toBe('waiting');
    expect(ok(three, { type: 'ready', userId: THIRD.userId }).status).toBe('starting');
  });

  it('lets only the host start a picnic early, with two or more seated and all ready', () => {
    const lonely = ok(newRoom('picnic', 3), { type: 'ready', userId: HOST.userId });
    refuses(lonely, { type: 'start', userId: HOST.userId }, 'NOT_ENOUGH_PLAYERS');
    const joined = ok(lonely, { type: 'join', ...GUEST, as: 'player' });
    refuses(joined, { type: 'start', userId: HOST.userId }, 'NOT_READY');
    const ready = ok(joined, { type: 'ready', userId: GUEST.userId });
    refuses(ready, { type: 'start', userId: GUEST.userId }, 'NOT_HOST');
    refuses(ready, { type: 'start', userId: THIRD.userId }, 'NOT_IN_ROOM');
    const starting = ok(ready, { type: 'start', userId: HOST.userId });
    expect(starting.status).toBe('starting');
    refuses(starting, { type: 'start', userId: HOST.userId }, 'ALREADY_STARTED');
    refuses(starting, { type: 'join', ...THIRD, as: 'player' }, 'ALREADY_STARTED');
    const playing = ok(starting, { type: 'tick' }, STARTED);
    expect(playing.status).toBe('inGame');
    expect(playing.seats).toHaveLength(2);
    expect((playing.play as PicnicState).players).toHaveLength(2);
  });

  it('refuses a second seat, a full room, and ready twice', () => {
    const full = ok(newRoom(), { type: 'join', ...GUEST, as: 'player' });
    refuses(full, { type: 'join', ...GUEST, as: 'player' }, 'ALREADY_IN_ROOM');
    refuses(full, { type: 'join', ...GUEST, as: 'watcher' }, 'ALREADY_IN_ROOM');
    refuses(full, { type: 'join', ...THIRD, as: 'player' }, 'ROOM_FULL');
    refuses(full, { type: 'botJoin', name: 'Robby', level: 1 }, 'ROOM_FULL');
    refuses(full, { type: 'unready', userId: GUEST.userId }, 'NOT_READY');
    const ready = ok(full, { type: 'ready', userId: HOST.userId });
    refuses(ready, { type: 'ready', userId: HOST.userId }, 'ALREADY_READY');
    refuses(ready, { type: 'ready', userId: THIRD.userId }, 'NOT_IN_ROOM');
  });

  it('takes watchers at any time, up to a limit, and never lets them play', () => {
    const playing = playingRoom();
    const watched = ok(playing, { type: 'join', ...TEACHER, as: 'watcher' });
    expect(watched.watchers).toEqual([TEACHER]);
    refuses(watched, { type: 'ready', userId: TEACHER.userId }, 'NOT_A_PLAYER');
    refuses(watched, { type: 'move', userId: TEACHER.userId, move: { column: 3 } }, 'NOT_A_PLAYER');
    expect(ok(watched, { type: 'leave', userId: TEACHER.userId }).watchers).toEqual([]);
    const crowded = {
      ...playing,
      watchers: Array.from({ length: ROOM_MAX_WATCHERS }, (_, i) => ({ userId: 100 + i, name: 'W' })),
    };
    refuses(crowded, { type: 'join', ...TEACHER, as: 'watcher' }, 'ROOM_FULL');
  });

  it('frees the seat of a player who leaves before the game and passes the host on', () => {
    const room = accepts(newRoom(), [
      { type: 'join', ...GUEST, as: 'player' },
      { type: 'leave', userId: HOST.userId },
    ]);
    expect(room.seats).toEqual([null, expect.objectContaining({ userId: GUEST.userId })]);
    expect(room.hostId).toBe(GUEST.userId);
    expect(room.status).toBe('waitingForOpponent');
    expect(ok(room, { type: 'join', ...THIRD, as: 'player' }).seats[0]?.userId).toBe(THIRD.userId);
  });

  it('closes a room the last person left', () => {
    const step = accept(newRoom(), { type: 'leave', userId: HOST.userId });
    expect(findEffect(step.effects, 'closed')).toBeDefined();
    refuses(step.room, { type: 'leave', userId: HOST.userId }, 'NOT_IN_ROOM');
  });

  it('cancels the countdown when someone takes back ready or leaves', () => {
    const unready = ok(startingRoom(), { type: 'unready', userId: GUEST.userId });
    expect(unready.status).toBe('waiting');
    expect(unready.countdownUntil).toBeNull();
    const left = ok(startingRoom(), { type: 'leave', userId: GUEST.userId });
    expect(left.status).toBe('waitingForOpponent');
    expect(left.countdownUntil).toBeNull();
  });
});

describe('the countdown and the game', () => {
  it('begins the game when the countdown has passed, not before', () => {
    refuses(startingRoom(), { type: 'tick' }, 'NOT_DUE', STARTED - 1);
    const step = accept(startingRoom(), { type: 'tick' }, STARTED);
    expect(step.room.status).toBe('inGame');
    expect(step.room.play).not.toBeNull();
    expect(step.room.moveDeadline).toBe(STARTED + ROOM_MOVE_MS.connect4);
    expect(findEffect(step.effects, 'schedule')).toEqual({ kind: 'schedule', at: STARTED + ROOM_MOVE_MS.connect4 });
  });

  it('takes a legal move only from the player to move, and restarts the clock', () => {
    const room = playingRoom();
    refuses(room, { type: 'move', userId: GUEST.userId, move: { column: 3 } }, 'NOT_YOUR_TURN');
    refuses(room, { type: 'move', userId: HOST.userId, move: { column: 9 } }, 'ILLEGAL_MOVE');
    refuses(room, { type: 'move', userId: HOST.userId, move: 'drop it' }, 'ILLEGAL_MOVE');
    refuses(room, { type: 'move', userId: THIRD.userId, move: { column: 3 } }, 'NOT_IN_ROOM');
    refuses(startingRoom(), { type: 'move', userId: HOST.userId, move: { column: 3 } }, 'NOT_STARTED');
    const moved = ok(room, { type: 'move', userId: HOST.userId, move: { column: -0, extra: 1 } }, STARTED + 10);
    expect((moved.play as ConnectFourState).columns[0]).toEqual([0]);
    expect((moved.play as ConnectFourState).lastMove).toEqual({ column: 0, row: 0 });
    expect(moved.moveDeadline).toBe(STARTED + 10 + ROOM_MOVE_MS.connect4);
    expect(JSON.parse(JSON.stringify(moved))).toEqual(moved);
  });

  it('ends in the result with the standings when a move wins, and takes no move after', () => {
    const playing = playingRoom();
    const beforeLast = annWins(playing);
    expect(beforeLast.status).toBe('result');
    expect(beforeLast.result).toEqual({
      outcome: expect.objectContaining({ status: 'won', winner: 0 }),
      standings: ['won', 'lost'],
      forfeits: [],
    });
    expect(beforeLast.moveDeadline).toBeNull();
    refuses(beforeLast, { type: 'move', userId: GUEST.userId, move: { column: 3 } }, 'GAME_OVER');
    refuses(beforeLast, { type: 'tick' }, 'NOT_DUE', STARTED + 10 * ROOM_MOVE_MS.connect4);
  });

  it('reports the finished game once, in the step that ends it', () => {
    const events: RoomEvent[] = [];
    for (let i = 0; i < 3; i++)
      events.push(
        { type: 'move', userId: HOST.userId, move: { column: 0 } },
        { type: 'move', userId: GUEST.userId, move: { column: 1 } },
      );
    const almost = accepts(playingRoom(), events, STARTED);
    const step = accept(almost, { type: 'move', userId: HOST.userId, move: { column: 0 } }, STARTED);
    expect(findEffect(step.effects, 'finished')?.result.standings).toEqual(['won', 'lost']);
    const asked = accept(step.room, { type: 'rematch', userId: GUEST.userId, seed: 5 });
    expect(findEffect(asked.effects, 'finished')).toBeUndefined();
  });

  it('forfeits a connect-four player whose move clock runs out', () => {
    const room = ok(playingRoom(), { type: 'tick' }, STARTED + ROOM_MOVE_MS.connect4);
    expect(room.status).toBe('result');
    expect(room.result?.standings).toEqual(['lost', 'won']);
    expect(room.result?.forfeits).toEqual([{ seat: 0, reason: 'timeout' }]);
  });

  it('skips a picnic turn whose clock runs out, and the next player gets a fresh clock', () => {
    const deadline = STARTED + ROOM_MOVE_MS.picnic;
    const room = ok(playingRoom('picnic'), { type: 'tick' }, deadline + 50);
    expect(room.status).toBe('inGame');
    expect((room.play as PicnicState).turn).toBe(1);
    expect((room.play as PicnicState).last).toEqual({ player: 0, move: null, filled: false });
    expect(room.moveDeadline).toBe(deadline + 50 + ROOM_MOVE_MS.picnic);
  });

  it('forfeits a connect-four player who leaves the game, at once', () => {
    const step = accept(playingRoom(), { type: 'leave', userId: GUEST.userId }, STARTED + 1);
    expect(step.room.status).toBe('result');
    expect(step.room.result?.standings).toEqual(['won', 'lost']);
    expect(step.room.result?.forfeits).toEqual([{ seat: 1, reason: 'left' }]);
    expect(step.room.seats[1]).toEqual(expect.objectContaining({ left: true, connected: false }));
    expect(findEffect(step.effects, 'finished')).toBeDefined();
  });

  it('lets a picnic go on when one of three players leaves', () => {
    const room = ok(playingRoom('picnic', 3), { type: 'leave', userId: HOST.userId }, STARTED + 1);
    expect(room.status).toBe('inGame');
    expect((room.play as PicnicState).players[0]?.out).toBe(true);
    expect((room.play as PicnicState).turn).toBe(1);
    expect(room.moveDeadline).toBe(STARTED + 1 + ROOM_MOVE_MS.picnic);
    refuses(room, { type: 'move', userId: HOST.userId, move: { kind: 'take', card: 0 } }, 'NOT_IN_ROOM');
  });
});

describe('disconnecting', () => {
  it('pauses the clock of a player to move who drops, and gives the time back on return', () => {
    const away = ok(playingRoom(), { type: 'disconnect', userId: HOST.userId }, STARTED + 10_000);
    expect(away.status).toBe('inGame');
    expect(away.seats[0]).toEqual(
      expect.objectContaining({ connected: false, graceUntil: STARTED + 10_000 + ROOM_GRACE_MS }),
    );
    expect(away.moveDeadline).toBeNull();
    expect(away.movePausedMs).toBe(ROOM_MOVE_MS.connect4 - 10_000);
    expect(nextDeadline(away)).toBe(STARTED + 10_000 + ROOM_GRACE_MS);
    refuses(away, { type: 'disconnect', userId: HOST.userId }, 'ALREADY_DISCONNECTED');
    const back = ok(away, { type: 'reconnect', userId: HOST.userId }, STARTED + 25_000);
    expect(back.play).toBe(away.play);
    expect(back.moveDeadline).toBe(STARTED + 25_000 + ROOM_MOVE_MS.connect4 - 10_000);
    expect(back.seats[0]).toEqual(expect.objectContaining({ connected: true, graceUntil: null }));
    refuses(back, { type: 'reconnect', userId: HOST.userId }, 'ALREADY_CONNECTED');
  });

  it('starts the clock paused when the turn passes to a player who is away', () => {
    const away = ok(playingRoom(), { type: 'disconnect', userId: GUEST.userId }, STARTED);
    const moved = ok(away, { type: 'move', userId: HOST.userId, move: { column: 3 } }, STARTED + 1);
    expect(moved.moveDeadline).toBeNull();
    expect(moved.movePausedMs).toBe(ROOM_MOVE_MS.connect4);
  });

  it('forfeits a player who does not come back within the grace period', () => {
    const away = ok(playingRoom(), { type: 'disconnect', userId: HOST.userId }, STARTED);
    refuses(away, { type: 'tick' }, 'NOT_DUE', STARTED + ROOM_GRACE_MS - 1);
    const room = ok(away, { type: 'tick' }, STARTED + ROOM_GRACE_MS);
    expect(room.status).toBe('result');
    expect(room.result?.forfeits).toEqual([{ seat: 0, reason: 'disconnected' }]);
    expect(room.seats[0]?.left).toBe(true);
    refuses(room, { type: 'reconnect', userId: HOST.userId }, 'NOT_IN_ROOM');
  });

  it('gives up the lobby seat of a player who does not come back', () => {
    const joined = ok(newRoom(), { type: 'join', ...GUEST, as: 'player' });
    const away = ok(joined, { type: 'disconnect', userId: GUEST.userId });
    expect(away.status).toBe('waiting');
    const room = ok(away, { type: 'tick' }, T0 + ROOM_GRACE_MS);
    expect(room.seats[1]).toBeNull();
    expect(room.status).toBe('waitingForOpponent');
  });

  it('lets a watcher drop without a grace period', () => {
    const watched = ok(newRoom(), { type: 'join', ...TEACHER, as: 'watcher' });
    expect(ok(watched, { type: 'disconnect', userId: TEACHER.userId }).watchers).toEqual([]);
    refuses(watched, { type: 'reconnect', userId: TEACHER.userId }, 'ALREADY_CONNECTED');
  });
});

describe('bots', () => {
  it('has three names in each locale', () => {
    for (const names of Object.values(ROOM_BOT_NAMES)) expect(new Set(names).size).toBe(3);
  });

  it('seats a ready bot, which starts the countdown when the host is ready', () => {
    const ready = ok(newRoom(), { type: 'ready', userId: HOST.userId });
    const room = ok(ready, { type: 'botJoin', name: 'Robby', level: 2 });
    expect(room.seats[1]).toEqual(expect.objectContaining({ userId: null, bot: { level: 2 }, ready: true }));
    expect(room.status).toBe('starting');
    refuses(playingRoom(), { type: 'botJoin', name: 'Robby', level: 2 }, 'ALREADY_STARTED');
  });

  it('asks the server for the bot move after a human-like delay, and the bot move is legal', () => {
    const playing = ok(
      accepts(newRoom(), [
        { type: 'ready', userId: HOST.userId },
        { type: 'botJoin', name: 'Robby', level: 3 },
      ]),
      { type: 'tick' },
      STARTED,
    );
    refuses(playing, { type: 'botMove', seat: 0, move: { column: 3 } }, 'NOT_A_BOT');
    refuses(playing, { type: 'botMove', seat: 1, move: { column: 3 } }, 'NOT_YOUR_TURN');
    expect(botMoveFor(playing, 1, createRng(1))).toBeNull();
    const step = accept(playing, { type: 'move', userId: HOST.userId, move: { column: 3 } }, STARTED + 100);
    const asked = findEffect(step.effects, 'botMove');
    expect(asked?.seat).toBe(1);
    expect(asked?.at).toBeGreaterThanOrEqual(STARTED + 100 + ROOM_BOT_MIN_DELAY_MS);
    expect(asked?.at).toBeLessThan(STARTED + 100 + ROOM_BOT_MIN_DELAY_MS + ROOM_BOT_DELAY_SPREAD_MS);
    const move = botMoveFor(step.room, 1, createRng(1));
    const after = ok(step.room, { type: 'botMove', seat: 1, move }, asked?.at);
    expect(
      findEffect(accept(after, { type: 'move', userId: HOST.userId, move: { column: 3 } }).effects, 'botMove'),
    ).toBeDefined();
  });
});

describe('a rematch', () => {
  it('waits for every player, then starts with the seats swapped and the new seed', () => {
    const over = annWins(playingRoom());
    refuses(playingRoom(), { type: 'rematch', userId: HOST.userId, seed: 1 }, 'NOT_FINISHED');
    refuses(over, { type: 'rematch', userId: TEACHER.userId, seed: 1 }, 'NOT_IN_ROOM');
    const waiting = ok(over, { type: 'rematch', userId: GUEST.userId, seed: 11 });
    expect(waiting.status).toBe('rematchWaiting');
    refuses(waiting, { type: 'rematch', userId: GUEST.userId, seed: 12 }, 'ALREADY_ASKED');
    const starting = ok(waiting, { type: 'rematch', userId: HOST.userId, seed: 13 }, T0 + 1);
    expect(starting.status).toBe('starting');
    expect(starting.seed).toBe(13);
    expect(starting.seats.map((seat) => seat?.userId)).toEqual([GUEST.userId, HOST.userId]);
    expect(starting.result).toBeNull();
    const again = ok(starting, { type: 'tick' }, T0 + 1 + ROOM_COUNTDOWN_MS);
    expect(legalMoveEvent(again)).toEqual(expect.objectContaining({ userId: GUEST.userId }));
  });

  it('starts at once with a bot, which always accepts', () => {
    const withBot = ok(
      accepts(newRoom(), [
        { type: 'ready', userId: HOST.userId },
        { type: 'botJoin', name: 'Pixel', level: 1 },
      ]),
      { type: 'tick' },
      STARTED,
    );
    const over = playToEnd(withBot);
    expect(over.status).toBe('result');
    const starting = ok(over, { type: 'rematch', userId: HOST.userId, seed: 3 });
    expect(starting.status).toBe('starting');
    expect(starting.seats[0]?.bot).toEqual({ level: 1 });
  });

  it('cannot happen once the opponent has left, and falls back to the result when they leave while asked', () => {
    const over = annWins(playingRoom());
    const gone = ok(over, { type: 'leave', userId: GUEST.userId });
    refuses(gone, { type: 'rematch', userId: HOST.userId, seed: 1 }, 'NOT_ENOUGH_PLAYERS');
    const waiting = ok(over, { type: 'rematch', userId: HOST.userId, seed: 1 });
    const left = ok(waiting, { type: 'leave', userId: GUEST.userId });
    expect(left.status).toBe('result');
    expect(left.rematch).toEqual([]);
  });

  it('starts without a picnic player who left, once everyone remaining asked', () => {
    const over = playToEnd(playingRoom('picnic', 3));
    expect(over.status).toBe('result');
    const waiting = accepts(over, [
      { type: 'rematch', userId: HOST.userId, seed: 2 },
      { type: 'rematch', userId: GUEST.userId, seed: 3 },
    ]);
    expect(waiting.status).toBe('rematchWaiting');
    const starting = ok(waiting, { type: 'leave', userId: THIRD.userId });
    expect(starting.status).toBe('starting');
    expect(starting.seats.map((seat) => seat?.userId)).toEqual([GUEST.userId, HOST.userId]);
    expect(starting.size).toBe(2);
    refuses(
      ok(starting, { type: 'unready', userId: HOST.userId }),
      { type: 'join', ...THIRD, as: 'player' },
      'ROOM_FULL',
    );
  });

  it('drops every player whose grace period is over in one tick, even when the rematch begins on the way', () => {
    const over = playToEnd(playingRoom('picnic', 3));
    const room = accepts(over, [
      { type: 'rematch', userId: HOST.userId, seed: 2 },
      { type: 'rematch', userId: THIRD.userId, seed: 3 },
      { type: 'disconnect', userId: THIRD.userId },
      { type: 'disconnect', userId: GUEST.userId },
    ]);
    // Bob never asked: his leaving starts the rematch of Cat and Ann, and Cat, gone too, then frees her seat.
    const after = ok(room, { type: 'tick' }, T0 + ROOM_GRACE_MS);
    expect(after.seats).toEqual([null, expect.objectContaining({ userId: HOST.userId })]);
    expect(after.status).toBe('waiting');
  });
});

describe('what a player sees', () => {
  it('hides the picnic deck and the seed, and says which seat is whose', () => {
    const room = ok(playingRoom('picnic'), { type: 'join', ...TEACHER, as: 'watcher' });
    const view = viewRoom(room, GUEST.userId);
    expect(view.mySeat).toBe(1);
    expect(view.watching).toBe(false);
    expect(view).not.toHaveProperty('seed');
    expect(view.play).not.toHaveProperty('deck');
    expect(view.play).not.toHaveProperty('seed');
    expect(view.play).toHaveProperty('deckSize', (room.play as PicnicState).deck.length);
    const json = JSON.stringify(view);
    for (const card of (room.play as PicnicState).deck) expect(json).not.toContain(`"id":${card.id},`);
    expect(viewRoom(room, TEACHER.userId)).toEqual(expect.objectContaining({ mySeat: null, watching: true }));
  });

  it('shows a connect-four board as it is', () => {
    const room = playingRoom();
    expect(viewRoom(room, HOST.userId).play).toEqual(room.play);
  });
});

describe('client commands', () => {
  it('parses what a client may send and turns it into a room event', () => {
    expect(roomCommand.parse({ type: 'join' })).toEqual({ type: 'join', as: 'player' });
    expect(roomCommand.safeParse({ type: 'tick' }).success).toBe(false);
    expect(roomCommand.safeParse({ type: 'botJoin', name: 'x', level: 1 }).success).toBe(false);
    expect(roomEventFor(roomCommand.parse({ type: 'join', as: 'watcher' }), TEACHER, 0)).toEqual({
      type: 'join',
      ...TEACHER,
      as: 'watcher',
    });
    expect(roomEventFor({ type: 'rematch' }, GUEST, 77)).toEqual({ type: 'rematch', userId: GUEST.userId, seed: 77 });
    expect(roomEventFor({ type: 'move', move: { column: 1 } }, GUEST, 0)).toEqual({
      type: 'move',
      userId: GUEST.userId,
      move: { column: 1 },
    });
    expect(roomEventFor({ type: 'ready' }, GUEST, 0)).toEqual({ type: 'ready', userId: GUEST.userId });
  });
});
