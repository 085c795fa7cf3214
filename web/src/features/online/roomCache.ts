import type { QueryClient } from '@tanstack/react-query';
import type { OnlineRoom, OnlineRoomCommand } from '@umka/contracts';
import { onlineApi } from '@umka/contracts';
import { api } from '../../lib/api.ts';

/** The room this person is in, as the last answer or event showed it, and how far the server's clock is ahead. */
export interface HeldRoom {
  online: OnlineRoom;
  /** server time − this device's time, in ms: deadlines in the room are the server's. */
  offsetMs: number;
}

export const CURRENT_ROOM_KEY = ['online', 'current-room'] as const;

/** A view of a room this person has left (or was never in) holds nothing for them. */
export function isInRoom(online: OnlineRoom): boolean {
  return online.room.mySeat !== null || online.room.watching;
}

export function heldRoom(online: OnlineRoom | null): HeldRoom | null {
  return online && isInRoom(online) ? { online, offsetMs: online.server_now - Date.now() } : null;
}

/**
 * Rooms left from this device, with the version that left them (infinite while the leave is on its way): an event
 * sent before the leave and delivered after it must not put the person back in.
 */
const leftRooms = new Map<string, number>();

/**
 * Keeps the newer of what is held and what came: answers and `room` events of one room may arrive out of order, and
 * the higher `version` is the later room. A room this person is no longer in is let go.
 */
export function newerRoom(held: HeldRoom | null | undefined, online: OnlineRoom): HeldRoom | null {
  const leftAt = leftRooms.get(online.room.id);
  if (leftAt !== undefined && online.room.version <= leftAt) return held ?? null;
  const sameRoom = held?.online.room.id === online.room.id;
  if (held && sameRoom && held.online.room.version > online.room.version) return held;
  if (!isInRoom(online)) return sameRoom ? null : (held ?? null);
  return heldRoom(online);
}

export function acceptRoom(queryClient: QueryClient, online: OnlineRoom): void {
  queryClient.setQueryData<HeldRoom | null>(CURRENT_ROOM_KEY, (held) => newerRoom(held, online));
}

/** Sends a command into the room; the answer is the room after it. A refusal shows as the app's error notice. */
export async function sendRoomCommand(
  queryClient: QueryClient,
  roomId: string,
  command: OnlineRoomCommand,
): Promise<OnlineRoom> {
  const online = await api.call(onlineApi.command, { params: { roomId }, body: command });
  acceptRoom(queryClient, online);
  return online;
}

/**
 * Leaves the room at once on this device (the pages stop showing it while the server is asked), and asks the room
 * again if the server refused: then the person is still in it.
 */
export function leaveRoom(queryClient: QueryClient, roomId: string): Promise<void> {
  leftRooms.set(roomId, Number.POSITIVE_INFINITY);
  queryClient.setQueryData<HeldRoom | null>(CURRENT_ROOM_KEY, (held) =>
    held?.online.room.id === roomId ? null : (held ?? null),
  );
  return sendRoomCommand(queryClient, roomId, { type: 'leave' }).then(
    (online) => {
      leftRooms.set(roomId, online.room.version);
    },
    () => {
      leftRooms.delete(roomId);
      return queryClient.invalidateQueries({ queryKey: CURRENT_ROOM_KEY });
    },
  );
}
