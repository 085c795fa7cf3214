import { createHash } from 'node:crypto';
import type { createClient } from 'redis';
import { dueAt, isOpenQuickRoom, peopleOf, quickKey, type RoomRecord, type RoomStore } from './room-store.ts';

type RedisClient = ReturnType<typeof createClient>;

/** A room nobody touched for this long is gone for good (every running room is written at least each move). */
const ROOM_TTL_MS = 6 * 60 * 60_000;

/**
 * One write, all or nothing: the room (hash of version `v` and record `r`) only if its version is still the expected
 * one, then its invite key, its next deadline, its place among open quick rooms and who is in it.
 * KEYS: room, invite, due (sorted set), quick (set). ARGV: expected ('' for a new room), version, record, ttl ms,
 * room id, due ('' for none), quick open (1/0), people prefix, people count, people…, departed….
 */
const SAVE = `
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'r', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[4])
if ARGV[6] == '' then redis.call('ZREM', KEYS[3], ARGV[5]) else redis.call('ZADD', KEYS[3], ARGV[6], ARGV[5]) end
if ARGV[7] == '1' then redis.call('SADD', KEYS[4], ARGV[5]) else redis.call('SREM', KEYS[4], ARGV[5]) end
local count = tonumber(ARGV[9])
for i = 10, 9 + count do redis.call('SET', ARGV[8] .. ARGV[i], ARGV[5], 'PX', ARGV[4]) end
for i = 10 + count, #ARGV do
  local key = ARGV[8] .. ARGV[i]
  if redis.call('GET', key) == ARGV[5] then redis.call('DEL', key) end
end
return 1
`;

/** KEYS: room, invite, due, quick. ARGV: expected version, room id, people prefix, people…. */
const REMOVE = `
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('ZREM', KEYS[3], ARGV[2])
redis.call('SREM', KEYS[4], ARGV[2])
for i = 4, #ARGV do
  local key = ARGV[3] .. ARGV[i]
  if redis.call('GET', key) == ARGV[2] then redis.call('DEL', key) end
end
return 1
`;

/** Rooms in Redis, shared by every instance (REDIS_URL): they outlive a restart and serve players on any instance. */
export async function createRedisRoomStore(options: { url: string; prefix?: string }): Promise<RoomStore> {
  // Loaded only when REDIS_URL is set, as the counters do.
  const { createClient } = await import('redis');
  const client: RedisClient = createClient({ url: options.url });
  client.on('error', () => {
    // node-redis reconnects by itself; a failing command still rejects and reaches the caller.
  });
  await client.connect();
  const prefix = options.prefix ?? 'umka:online:';
  const keys = {
    room: (id: string) => `${prefix}room:${id}`,
    invite: (key: string) => `${prefix}invite:${key}`,
    due: `${prefix}due`,
    quick: (record: RoomRecord) => `${prefix}quick:${quickKey(record.trainerId, record.subjectId, record.level)}`,
    people: `${prefix}user:`,
  };

  const shas = new Map<string, string>();
  /** EVALSHA, loading the script on first use and again after Redis forgot it (a restart, SCRIPT FLUSH). */
  async function run(script: string, keyList: string[], args: string[]): Promise<unknown> {
    let sha = shas.get(script);
    if (sha === undefined) {
      sha = createHash('sha1').update(script).digest('hex');
      shas.set(script, sha);
    }
    try {
      return await client.evalSha(sha, { keys: keyList, arguments: args });
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return client.eval(script, { keys: keyList, arguments: args });
    }
  }

  async function read(roomId: string): Promise<RoomRecord | null> {
    const text = await client.hGet(keys.room(roomId), 'r');
    return text ? (JSON.parse(text) as RoomRecord) : null;
  }

  return {
    load: read,
    async save({ record, expected, departed }) {
      const { room } = record;
      const people = peopleOf(record).map(String);
      const due = dueAt(record);
      const done = await run(
        SAVE,
        [keys.room(room.id), keys.invite(room.inviteKey), keys.due, keys.quick(record)],
        [
          expected === null ? '' : String(expected),
          String(room.version),
          JSON.stringify(record),
          String(ROOM_TTL_MS),
          room.id,
          due === null ? '' : String(due),
          isOpenQuickRoom(record) ? '1' : '0',
          keys.people,
          String(people.length),
          ...people,
          ...departed.map(String),
        ],
      );
      return Number(done) === 1;
    },
    async remove(roomId, expected, leaving) {
      const current = await read(roomId);
      if (!current) return false;
      const people = [...new Set([...leaving, ...peopleOf(current)])].map(String);
      const done = await run(
        REMOVE,
        [keys.room(roomId), keys.invite(current.room.inviteKey), keys.due, keys.quick(current)],
        [String(expected), roomId, keys.people, ...people],
      );
      return Number(done) === 1;
    },
    async findByInvite(inviteKey) {
      return client.get(keys.invite(inviteKey));
    },
    async roomOf(userId) {
      return client.get(keys.people + userId);
    },
    async due(now, limit) {
      const ids = await client.zRangeByScore(keys.due, '-inf', now, { LIMIT: { offset: 0, count: limit } });
      // A room that expired leaves its deadline behind: drop those as they turn up.
      const gone = (
        await Promise.all(ids.map(async (id) => ((await client.exists(keys.room(id))) ? null : id)))
      ).filter((id): id is string => id !== null);
      if (gone.length > 0) await client.zRem(keys.due, gone);
      return ids.filter((id) => !gone.includes(id));
    },
    async openQuickRooms(trainerId, subjectId, level) {
      return client.sMembers(`${prefix}quick:${quickKey(trainerId, subjectId, level)}`);
    },
    async close() {
      await client.close();
    },
  };
}
