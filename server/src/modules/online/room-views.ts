import { randomInt } from 'node:crypto';
import type { OnlineRoom } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { ROOM_BOT_NAMES, viewRoom } from '@umka/games';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { peopleOf, type RoomRecord } from './room-store.ts';

/** Rooms as each person sees them, and sending every change to the people in the room. */
export function createRoomViews(deps: { realtime: Pick<Realtime, 'publish'>; now: () => number }) {
  function toView(record: RoomRecord, userId: number): OnlineRoom {
    const view = viewRoom(record.room, userId);
    return {
      // The contract's arrays are plain ones (the answer is written from its JSON Schema); the room's are read-only.
      room: {
        ...view,
        seats: [...view.seats],
        watchers: [...view.watchers],
        forfeits: [...view.forfeits],
        rematch: [...view.rematch],
        result: view.result && {
          ...view.result,
          standings: [...view.result.standings],
          forfeits: [...view.result.forfeits],
        },
      },
      trainer_id: record.trainerId,
      subject_id: record.subjectId,
      quick: record.quick,
      bot_joins_at: record.botJoinsAt,
      server_now: deps.now(),
    };
  }

  /** Each person in the room, and those who just left it, gets their own view on their online channel. */
  async function broadcast(record: RoomRecord, departed: readonly number[]): Promise<void> {
    const people = new Set([...peopleOf(record), ...departed]);
    await Promise.all(
      [...people].map((userId) =>
        publishTo(deps.realtime, channels.onlineUser(userId), 'onlineUser', 'room', toView(record, userId)),
      ),
    );
  }

  return { toView, broadcast };
}

export type RoomViews = ReturnType<typeof createRoomViews>;

/** A bot's name in the host's language, one not taken in the room yet. */
export function botNameFor(record: RoomRecord): string {
  const all = ROOM_BOT_NAMES[record.locale];
  const taken = new Set(record.room.seats.map((seat) => seat?.name));
  const free = all.filter((name) => !taken.has(name));
  return free[randomInt(Math.max(1, free.length))] ?? all[0];
}
