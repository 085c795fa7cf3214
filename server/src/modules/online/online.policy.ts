import type { ErrorCode } from '@umka/contracts';
import type { Room, RoomRefusal } from '@umka/games';
import { AppError } from '../../lib/app-error.ts';

/** A room is seen by the people in it: its players (gone ones too, to read the result) and its watchers. */
export function assertInRoom(room: Room, userId: number): void {
  const seated = room.seats.some((seat) => seat?.userId === userId);
  if (!seated && !room.watchers.some((watcher) => watcher.userId === userId)) throw new AppError('FORBIDDEN');
}

/** Only the host calls a bot in, and only into a room that has not begun. */
export function assertHost(room: Room, userId: number): void {
  if (room.hostId !== userId) throw new AppError('ROOM_ACTION_UNAVAILABLE');
}

const REFUSALS: Partial<Record<RoomRefusal, ErrorCode>> = {
  NOT_YOUR_TURN: 'ROOM_NOT_YOUR_TURN',
  GAME_OVER: 'ROOM_GAME_OVER',
  ILLEGAL_MOVE: 'ROOM_ILLEGAL_MOVE',
  ROOM_FULL: 'ROOM_FULL',
  ALREADY_STARTED: 'ROOM_ALREADY_STARTED',
  NOT_READY: 'ROOM_NOT_ALL_READY',
  NOT_ENOUGH_PLAYERS: 'ROOM_NOT_ENOUGH_PLAYERS',
  NOT_IN_ROOM: 'FORBIDDEN',
};

/** The API error for a room's refusal: the common ones by name, the rest as "not now". */
export function refusalError(refusal: RoomRefusal): AppError {
  return new AppError(REFUSALS[refusal] ?? 'ROOM_ACTION_UNAVAILABLE');
}
