import { dueAt, isOpenQuickRoom, peopleOf, quickKey, type RoomRecord, type RoomStore } from './room-store.ts';

/** Rooms of a single process (no REDIS_URL): the same contract as Redis, kept in maps. A restart forgets them. */
export function createMemoryRoomStore(): RoomStore {
  // The version beside the text: a write compares numbers instead of parsing the room it replaces.
  const rooms = new Map<string, { version: number; text: string }>();
  const invites = new Map<string, string>();
  const people = new Map<number, string>();
  const due = new Map<string, number>();
  const quick = new Map<string, Set<string>>();

  function index(record: RoomRecord): void {
    const { id } = record.room;
    const at = dueAt(record);
    if (at === null) due.delete(id);
    else due.set(id, at);
    const key = quickKey(record.trainerId, record.subjectId, record.level);
    if (isOpenQuickRoom(record)) quick.set(key, (quick.get(key) ?? new Set()).add(id));
    else quick.get(key)?.delete(id);
    for (const userId of peopleOf(record)) people.set(userId, id);
  }

  function forget(userIds: readonly number[], roomId: string): void {
    for (const userId of userIds) if (people.get(userId) === roomId) people.delete(userId);
  }

  // Stored as text, as Redis does: a caller never shares (and so never mutates) the stored object.
  const read = (roomId: string): RoomRecord | null => {
    const stored = rooms.get(roomId);
    return stored === undefined ? null : (JSON.parse(stored.text) as RoomRecord);
  };

  return {
    async load(roomId) {
      return read(roomId);
    },
    async save({ record, expected, departed }) {
      if ((rooms.get(record.room.id)?.version ?? null) !== expected) return false;
      rooms.set(record.room.id, { version: record.room.version, text: JSON.stringify(record) });
      invites.set(record.room.inviteKey, record.room.id);
      forget(departed, record.room.id);
      index(record);
      return true;
    },
    async remove(roomId, expected, leaving) {
      const current = read(roomId);
      if (!current || current.room.version !== expected) return false;
      rooms.delete(roomId);
      invites.delete(current.room.inviteKey);
      due.delete(roomId);
      quick.get(quickKey(current.trainerId, current.subjectId, current.level))?.delete(roomId);
      forget([...leaving, ...peopleOf(current)], roomId);
      return true;
    },
    async findByInvite(inviteKey) {
      return invites.get(inviteKey) ?? null;
    },
    async roomOf(userId) {
      return people.get(userId) ?? null;
    },
    async due(now, limit) {
      const found: string[] = [];
      for (const [id, at] of due) {
        if (at <= now) found.push(id);
        if (found.length >= limit) break;
      }
      return found;
    },
    async openQuickRooms(trainerId, subjectId, level) {
      return [...(quick.get(quickKey(trainerId, subjectId, level)) ?? [])];
    },
    async close() {
      rooms.clear();
    },
  };
}
