import type { Locale } from '@umka/contracts';
import { isLobby, nextDeadline, type Room, type RoomBotLevel } from '@umka/games';

/** A room with what the server keeps beside the game's own state. A plain JSON object. */
export interface RoomRecord {
  room: Room;
  trainerId: number;
  subjectId: number;
  /** Found through the quick queue: strangers may be seated in it, and a bot comes when nobody does. */
  quick: boolean;
  /** Matches quick players of similar strength (see `playerLevel`), and is the level of a bot that joins. */
  level: RoomBotLevel;
  /** The bots' names are the host's language. */
  locale: Locale;
  /** When a bot takes the free seat unless someone comes first; null when none is coming. */
  botJoinsAt: number | null;
  /** A bot's turn: its move is made at `at`. */
  botMove: { seat: number; at: number } | null;
}

/** Who is in a room now (seated and not gone, or watching): their `roomOf` points at it. */
export function peopleOf(record: RoomRecord): number[] {
  const seated = record.room.seats.flatMap((seat) => (seat && seat.userId !== null && !seat.left ? [seat.userId] : []));
  return [...seated, ...record.room.watchers.map((watcher) => watcher.userId)];
}

/** When the room next needs the server: a deadline of the game, a bot's move, or a bot joining. */
export function dueAt(record: RoomRecord): number | null {
  const times = [nextDeadline(record.room), record.botMove?.at ?? null, record.botJoinsAt].filter(
    (time): time is number => time !== null,
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/** A quick room a stranger may still be seated in. */
export function isOpenQuickRoom(record: RoomRecord): boolean {
  return record.quick && isLobby(record.room.status) && record.room.seats.some((seat) => seat === null);
}

/** What a write changes besides the room: who is in it now and who has just left it. */
export interface RoomWrite {
  record: RoomRecord;
  /** The version the write expects to replace; null for a new room. */
  expected: number | null;
  departed: readonly number[];
}

/**
 * Where running rooms live: this process's memory (the embedded default), or Redis, which every instance shares and
 * which outlives a restart. Writes are compare-and-set on `room.version`: two instances applying events to one room
 * never lose one, the slower retries on the newer room.
 */
export interface RoomStore {
  load(roomId: string): Promise<RoomRecord | null>;
  /** Writes the room and its indexes if the stored version is still `expected`; false when another write came first. */
  save(write: RoomWrite): Promise<boolean>;
  /** Forgets a closed room if it is still at `expected`; its people's `roomOf` with it. */
  remove(roomId: string, expected: number, people: readonly number[]): Promise<boolean>;
  findByInvite(inviteKey: string): Promise<string | null>;
  roomOf(userId: number): Promise<string | null>;
  /** Rooms whose next deadline has come (`dueAt` ≤ now), at most `limit`. */
  due(now: number, limit: number): Promise<string[]>;
  openQuickRooms(trainerId: number, subjectId: number, level: RoomBotLevel): Promise<string[]>;
  close(): Promise<void>;
}

export const quickKey = (trainerId: number, subjectId: number, level: RoomBotLevel) =>
  `${trainerId}:${subjectId}:${level}`;
