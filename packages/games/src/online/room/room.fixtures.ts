import { expect } from 'vitest';
import { createRng } from '../../rng.ts';
import { deepFreeze } from '../picnic/picnic.fixtures.ts';
import type { TurnGameId } from '../turn-game.ts';
import {
  applyRoomEvent,
  createRoom,
  ROOM_COUNTDOWN_MS,
  type Room,
  type RoomEffect,
  type RoomEvent,
  type RoomStep,
  rulesOf,
} from './room.ts';
import { botMoveFor } from './room-view.ts';

export { deepFreeze };

export const HOST = { userId: 1, name: 'Ann' };
export const GUEST = { userId: 2, name: 'Bob' };
export const THIRD = { userId: 3, name: 'Cat' };
export const TEACHER = { userId: 9, name: 'Teacher' };
export const T0 = 1_000_000;

export function newRoom(game: TurnGameId = 'connect4', seats = 2, hostAs: 'player' | 'watcher' = 'player'): Room {
  return createRoom({ id: 'room-1', game, host: HOST, hostAs, seats, inviteKey: 'key-1', seed: 42 }, T0).room;
}

/** Applies an event to a frozen room and fails the test when it is refused. */
export function accept(room: Room, event: RoomEvent, now = T0): RoomStep {
  const step = applyRoomEvent(deepFreeze(room), event, now);
  expect(step.refusal).toBeUndefined();
  return step;
}

export const ok = (room: Room, event: RoomEvent, now = T0): Room => accept(room, event, now).room;

export function accepts(room: Room, events: readonly RoomEvent[], now = T0): Room {
  return events.reduce((current, event) => ok(current, event, now), room);
}

/** Ann and Bob (and Cat in a three-seat picnic) seated and ready, counting down from T0. */
export function startingRoom(game: TurnGameId = 'connect4', seats = 2): Room {
  const guests = [GUEST, THIRD].slice(0, seats - 1);
  return accepts(newRoom(game, seats), [
    ...guests.map((user): RoomEvent => ({ type: 'join', ...user, as: 'player' })),
    ...[HOST, ...guests].map((user): RoomEvent => ({ type: 'ready', userId: user.userId })),
  ]);
}

/** A game that has just begun, at T0 + the countdown. */
export function playingRoom(game: TurnGameId = 'connect4', seats = 2): Room {
  return ok(startingRoom(game, seats), { type: 'tick' }, T0 + ROOM_COUNTDOWN_MS);
}

export const findEffect = <K extends RoomEffect['kind']>(effects: readonly RoomEffect[], kind: K) =>
  effects.find((effect): effect is Extract<RoomEffect, { kind: K }> => effect.kind === kind);

/** The move event for whoever is to move, human or bot, with the first legal move or one picked by `pick`. */
export function legalMoveEvent(room: Room, pick = 0): RoomEvent | null {
  if (room.status !== 'inGame' || !room.play) return null;
  const rules = rulesOf(room);
  const seat = rules.toMove(room.play);
  const moves = rules.legalMoves(room.play);
  const move = moves[pick % Math.max(1, moves.length)];
  const player = room.seats[seat];
  if (!player || move === undefined) return null;
  return player.userId === null ? { type: 'botMove', seat, move } : { type: 'move', userId: player.userId, move };
}

/** Plays legal moves (bots with their own rule) until the game ends; the clock never runs out. */
export function playToEnd(room: Room, seed = 1): Room {
  const rng = createRng(seed);
  let current = room;
  for (let guard = 0; guard < 500 && current.status === 'inGame'; guard++) {
    const event = legalMoveEvent(current, rng.int(0, 50));
    if (!event) break;
    const move = event.type === 'botMove' ? botMoveFor(current, event.seat, rng) : null;
    current = ok(current, event.type === 'botMove' ? { ...event, move } : event, T0 + ROOM_COUNTDOWN_MS);
  }
  return current;
}
