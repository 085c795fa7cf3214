import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import type { TurnGameId } from '../turn-game.ts';
import {
  accepts,
  deepFreeze,
  GUEST,
  HOST,
  legalMoveEvent,
  newRoom,
  ok,
  playingRoom,
  playToEnd,
  T0,
  TEACHER,
  THIRD,
} from './room.fixtures.ts';
import {
  applyRoomEvent,
  isLobby,
  nextDeadline,
  ROOM_COUNTDOWN_MS,
  ROOM_GRACE_MS,
  ROOM_STATUSES,
  type Room,
  type RoomBotLevel,
  type RoomEvent,
  type RoomStep,
  rulesOf,
  seatOf,
} from './room.ts';
import { botMoveFor } from './room-view.ts';

const STARTED = T0 + ROOM_COUNTDOWN_MS;
const USERS = [HOST, GUEST, THIRD, TEACHER];
const user = fc.constantFrom(...USERS);
const level = fc.constantFrom<RoomBotLevel>(1, 2, 3);

/** Wire input of every kind: good and bad columns and cards, and things that are not moves at all. */
const anyMove = fc.oneof(
  fc.record({ column: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ kind: fc.constantFrom('take', 'putBack'), card: fc.integer({ min: -1, max: 50 }) }),
  fc.anything(),
);

/** What happens next, resolved against the room at the time: a legal move goes to whoever is to move. */
type Action =
  | { type: 'join'; user: (typeof USERS)[number]; as: 'player' | 'watcher' }
  | { type: 'leave' | 'ready' | 'unready' | 'start' | 'disconnect' | 'reconnect'; user: (typeof USERS)[number] }
  | { type: 'rematch'; user: (typeof USERS)[number]; seed: number }
  | { type: 'botJoin'; level: RoomBotLevel }
  | { type: 'rawMove'; user: (typeof USERS)[number]; move: unknown }
  | { type: 'rawBotMove'; seat: number; move: unknown }
  | { type: 'legalMove'; pick: number }
  | { type: 'tick' }
  | { type: 'tickAtDeadline' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('join' as const), user, as: fc.constantFrom('player' as const, 'watcher' as const) }),
  {
    arbitrary: fc.record({
      type: fc.constantFrom('leave' as const, 'ready' as const, 'unready' as const, 'start' as const),
      user,
    }),
    weight: 2,
  },
  fc.record({ type: fc.constantFrom('disconnect' as const, 'reconnect' as const), user }),
  fc.record({ type: fc.constant('rematch' as const), user, seed: fc.nat() }),
  fc.record({ type: fc.constant('botJoin' as const), level }),
  fc.record({ type: fc.constant('rawMove' as const), user, move: anyMove }),
  fc.record({ type: fc.constant('rawBotMove' as const), seat: fc.integer({ min: -1, max: 4 }), move: anyMove }),
  { arbitrary: fc.record({ type: fc.constant('legalMove' as const), pick: fc.nat() }), weight: 6 },
  fc.record({ type: fc.constantFrom('tick' as const, 'tickAtDeadline' as const) }),
);

/** Mostly the moments between clicks, sometimes long enough for a clock or a grace period to run out. */
const elapsed = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 3_000 }), weight: 4 },
  fc.integer({ min: 0, max: 2 * ROOM_GRACE_MS }),
);

function eventFor(room: Room, next: Action): RoomEvent {
  switch (next.type) {
    case 'join':
      return { type: 'join', ...next.user, as: next.as };
    case 'rematch':
      return { type: 'rematch', userId: next.user.userId, seed: next.seed };
    case 'botJoin':
      return { type: 'botJoin', name: 'Robby', level: next.level };
    case 'rawMove':
      return { type: 'move', userId: next.user.userId, move: next.move };
    case 'rawBotMove':
      return { type: 'botMove', seat: next.seat, move: next.move };
    case 'legalMove':
      return legalMoveEvent(room, next.pick) ?? { type: 'tick' };
    case 'tick':
    case 'tickAtDeadline':
      return { type: 'tick' };
    default:
      return { type: next.type, userId: next.user.userId };
  }
}

const startRooms: readonly (() => Room)[] = [
  () => newRoom('connect4'),
  () => newRoom('picnic', 2),
  () => newRoom('picnic', 4),
  () => newRoom('picnic', 3, 'watcher'),
  () => playingRoom('connect4'),
  () => playingRoom('picnic', 3),
  () =>
    ok(
      accepts(newRoom(), [
        { type: 'ready', userId: HOST.userId },
        { type: 'botJoin', name: 'Pixel', level: 1 },
      ]),
      { type: 'tick' },
      STARTED,
    ),
];

const JSON_TRIP = (value: unknown) => JSON.parse(JSON.stringify(value));

/** The laws every step keeps, accepted or refused. */
function checkStep(before: Room, event: RoomEvent, step: RoomStep) {
  if (step.refusal) {
    expect(step.room).toBe(before);
    expect(step.effects).toEqual([]);
    return;
  }
  const after = step.room;
  expect(after.version).toBe(before.version + 1);
  expect(JSON_TRIP(after)).toEqual(after);
  expect(ROOM_STATUSES).toContain(after.status);
  if (isLobby(after.status)) expect(after.seats).toHaveLength(after.size);
  if (after.status === 'inGame') {
    expect(rulesOf(after).outcome(after.play as NonNullable<Room['play']>).status).toBe('playing');
    expect(after.moveDeadline === null).not.toBe(after.movePausedMs === null);
  }
  if (after.status === 'result') expect(after.result).not.toBeNull();

  const rules = rulesOf(before);
  if (event.type === 'move' || event.type === 'botMove') {
    // Only a legal move of the player to move, in a running game, changes the game, and exactly as the rules say.
    expect(before.status).toBe('inGame');
    const play = before.play as NonNullable<Room['play']>;
    const seat = event.type === 'move' ? seatOf(before, event.userId) : event.seat;
    expect(rules.toMove(play)).toBe(seat);
    expect(rules.refusal(play, seat, event.move)).toBeNull();
    expect(after.play).toEqual(JSON_TRIP(rules.apply(play, seat, rules.move.parse(event.move))));
  } else if (event.type === 'leave' && before.status === 'inGame' && seatOf(before, event.userId) >= 0) {
    expect(after.play).toEqual(rules.forfeit(before.play as NonNullable<Room['play']>, seatOf(before, event.userId)));
  } else if (event.type === 'rematch') {
    expect(after.play === before.play || after.play === null).toBe(true);
  } else if (event.type !== 'tick' && event.type !== 'leave') {
    expect(after.play).toBe(before.play);
  }
}

describe('a room driven by random events', () => {
  it('keeps its laws: one version per accepted event, no change on a refusal, JSON all the way', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: startRooms.length - 1 }),
        fc.array(fc.tuple(action, elapsed), { minLength: 20, maxLength: 150 }),
        (which, actions) => {
          let room = deepFreeze((startRooms[which] as () => Room)());
          let now = STARTED;
          for (const [next, dt] of actions) {
            now = next.type === 'tickAtDeadline' ? Math.max(now, nextDeadline(room) ?? now) : now + dt;
            const event = eventFor(room, next);
            const step = applyRoomEvent(room, event, now);
            checkStep(room, event, step);
            room = deepFreeze(step.room);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never takes a move in a finished game', () => {
    fc.assert(
      fc.property(fc.constantFrom<TurnGameId>('connect4', 'picnic'), fc.nat(), anyMove, (game, seed, move) => {
        const over = deepFreeze(playToEnd(playingRoom(game), seed));
        expect(over.status).toBe('result');
        for (const seat of [0, 1]) {
          const userId = over.seats[seat]?.userId as number;
          expect(applyRoomEvent(over, { type: 'move', userId, move }, STARTED).refusal).toBe('GAME_OVER');
          const legal = { type: 'move' as const, userId, move: { column: 0 } };
          expect(applyRoomEvent(over, legal, STARTED).room).toBe(over);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** A game a few legal moves in, still going, with the player to move. */
const midGame = fc
  .record({
    game: fc.constantFrom<TurnGameId>('connect4', 'picnic'),
    picks: fc.array(fc.nat(), { maxLength: 8 }),
  })
  .map(({ game, picks }) =>
    picks.reduce((room, pick) => {
      const event = legalMoveEvent(room, pick);
      return event && room.status === 'inGame' ? ok(room, event, STARTED) : room;
    }, playingRoom(game)),
  )
  .filter((room) => room.status === 'inGame');

function moverOf(room: Room): number {
  const event = legalMoveEvent(room);
  if (event?.type !== 'move') throw new Error('a human is to move in these games');
  return event.userId;
}

describe('a dropped connection', () => {
  it('keeps the same game for a player who comes back within the grace period', () => {
    fc.assert(
      fc.property(midGame, fc.integer({ min: 0, max: ROOM_GRACE_MS - 1 }), (room, away) => {
        const userId = moverOf(room);
        const gone = ok(room, { type: 'disconnect', userId }, STARTED);
        expect(applyRoomEvent(deepFreeze(gone), { type: 'tick' }, STARTED + away).refusal).toBe('NOT_DUE');
        const back = ok(gone, { type: 'reconnect', userId }, STARTED + away);
        expect(back.status).toBe('inGame');
        expect(back.play).toBe(room.play);
        expect(back.moveDeadline).toBe(STARTED + away + (room.moveDeadline as number) - STARTED);
        const event = legalMoveEvent(back);
        expect(event && applyRoomEvent(back, event, STARTED + away).refusal).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it('forfeits a player who is not back when the grace period is over', () => {
    fc.assert(
      fc.property(midGame, fc.integer({ min: 0, max: 10 * ROOM_GRACE_MS }), (room, late) => {
        const userId = moverOf(room);
        const seat = seatOf(room, userId);
        const gone = ok(room, { type: 'disconnect', userId }, STARTED);
        const after = ok(gone, { type: 'tick' }, STARTED + ROOM_GRACE_MS + late);
        expect(after.status).toBe('result');
        expect(after.result?.forfeits).toEqual([{ seat, reason: 'disconnected' }]);
        expect(after.result?.standings[seat]).toBe('lost');
        expect(after.result?.standings[1 - seat]).toBe('won');
      }),
      { numRuns: 60 },
    );
  });
});

describe('bots', () => {
  it('play a full game of bots to the end, whatever effects the server loses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[TurnGameId, number]>(['connect4', 2], ['picnic', 2], ['picnic', 3], ['picnic', 4]),
        fc.array(level, { minLength: 4, maxLength: 4 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        ([game, seats], levels, seed, lossRate) => {
          const rng = createRng(seed);
          let room = newRoom(game, seats, 'watcher');
          for (let seat = 0; seat < seats; seat++)
            room = ok(room, { type: 'botJoin', name: 'Robby', level: levels[seat] as RoomBotLevel });
          let now = T0;
          let effects = applyRoomEvent(room, { type: 'tick' }, T0).effects;
          for (let guard = 0; guard < 1000 && room.status !== 'result'; guard++) {
            const botTurn = effects.find((effect) => effect.kind === 'botMove');
            let step: RoomStep;
            if (botTurn && rng.next() >= lossRate) {
              now = Math.max(now, botTurn.at);
              step = applyRoomEvent(
                room,
                { type: 'botMove', seat: botTurn.seat, move: botMoveFor(room, botTurn.seat, rng) },
                now,
              );
              expect(step.refusal).toBeUndefined();
            } else {
              now = Math.max(now, nextDeadline(room) ?? now);
              step = applyRoomEvent(room, { type: 'tick' }, now);
            }
            room = step.room;
            effects = step.effects;
          }
          expect(room.status).toBe('result');
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('a rematch', () => {
  it('lets someone else move first', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[TurnGameId, number]>(['connect4', 2], ['picnic', 2], ['picnic', 3]),
        fc.nat(),
        fc.nat(),
        ([game, seats], seed, nextSeed) => {
          const over = playToEnd(playingRoom(game, seats), seed);
          const asked = over.seats.reduce(
            (room, seat) => ok(room, { type: 'rematch', userId: seat?.userId as number, seed: nextSeed }),
            over,
          );
          expect(asked.status).toBe('starting');
          const again = ok(asked, { type: 'tick' }, T0 + ROOM_COUNTDOWN_MS);
          const before = over.seats.map((seat) => seat?.userId);
          expect(again.seats.map((seat) => seat?.userId)).toEqual([...before.slice(1), before[0]]);
          expect(moverOf(again)).not.toBe(moverOf(playingRoom(game, seats)));
          expect(again.seed).toBe(nextSeed);
        },
      ),
      { numRuns: 30 },
    );
  });
});
