import { randomUUID } from 'node:crypto';
import { ROLE } from '@umka/contracts';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { redisUnreachableReason, skipUnreachable, TEST_REDIS_URL } from '../../test/databases.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { createRecordingRealtime } from '../../test/recording-realtime.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { likesPort } from '../likes/likes.port.ts';
import { teachersPort } from '../teachers/teachers.port.ts';
import { trainersPort } from '../trainers/trainers.port.ts';
import { classmates, ONLINE_SUBJECT, onlineGames, turnOf } from './online.fixture.ts';
import { createOnlineServices } from './online.services.ts';
import { createRedisRoomStore } from './redis-room-store.ts';

const unreachable = await redisUnreachableReason();
if (unreachable !== null)
  skipUnreachable(`Redis at ${TEST_REDIS_URL} is unreachable (${unreachable}): two-instance rooms skipped.`);

/** One server instance's online games: its own Redis connection and gateway, the shared database and Redis keys. */
async function instance(t: TestContext, prefix: string, pollMs?: number) {
  const store = await createRedisRoomStore({ url: TEST_REDIS_URL, prefix });
  const realtime = createRecordingRealtime();
  const wired = createOnlineServices({
    database: t.database,
    realtime,
    likes: t.services.likes,
    balances: likesPort,
    trainers: trainersPort,
    groups: groupsPort,
    teachers: teachersPort,
    clock: t.clock.now,
    logger: pino({ level: 'silent' }),
    options: { store, ...(pollMs !== undefined ? { pollMs } : {}) },
  });
  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    wired.runner.stop();
    await store.close();
  }
  return { ...wired, realtime, close };
}

const describeWithRedis = unreachable === null ? describeEachDatabase : () => undefined;

describeWithRedis('online rooms on two instances sharing Redis', (t) => {
  let games: { connect4: number; picnic: number };
  const opened: { close(): Promise<void> }[] = [];
  const open = async (prefix: string, pollMs?: number) => {
    const made = await instance(t, prefix, pollMs);
    opened.push(made);
    return made;
  };
  beforeAll(async () => {
    games = await onlineGames(t);
  });
  afterAll(async () => {
    for (const each of opened.splice(0)) await each.close();
  });

  it('lets a player on one instance and a player on the other finish one game, recorded once', async () => {
    const prefix = `umka-test-${randomUUID()}:online:`;
    const [one, two] = [await open(prefix), await open(prefix)];
    const { a, b } = await classmates(t);
    const actorA = { id: a.id, role_id: ROLE.student };
    const actorB = { id: b.id, role_id: ROLE.student };

    const created = await one.online.create(actorA, { trainer_id: games.connect4, subject_id: ONLINE_SUBJECT });
    await two.online.join(actorB, { invite_key: created.room.inviteKey });
    await one.online.command(actorA, created.room.id, { type: 'ready' });
    await two.online.command(actorB, created.room.id, { type: 'ready' });
    t.clock.advance(3_000);
    await two.runner.wake(created.room.id);

    let room = await one.online.room(actorA, created.room.id);
    expect(room.room.status).toBe('inGame');
    for (let i = 0; i < 4; i++) {
      room = await one.online.command(actorA, created.room.id, { type: 'move', move: { column: 0 } });
      if (i < 3) room = await two.online.command(actorB, created.room.id, { type: 'move', move: { column: 1 } });
    }
    expect(room.room.result?.standings).toEqual(['won', 'lost']);
    // Each instance told its own players: b's last view went out from the instance that applied a's winning move.
    expect(one.realtime.published.at(-1)).toMatchObject({ event: 'room', data: { room: { status: 'result' } } });

    const recorded = await t.database.db
      .selectFrom('online_games')
      .selectAll()
      .where('game_key', 'like', `${created.room.id}:%`)
      .execute();
    expect(recorded).toHaveLength(1);
    const stats = await t.database.db
      .selectFrom('trainer_stats')
      .select('wins')
      .where('student_id', '=', a.id)
      .where('trainer_id', '=', games.connect4)
      .executeTakeFirstOrThrow();
    expect(stats.wins).toBe(1);
  });

  it('keeps a running room when its instance goes down: another one takes up its countdown and its moves', async () => {
    const prefix = `umka-test-${randomUUID()}:online:`;
    const first = await open(prefix);
    const { a, b } = await classmates(t);
    const actorA = { id: a.id, role_id: ROLE.student };
    const actorB = { id: b.id, role_id: ROLE.student };
    const created = await first.online.create(actorA, { trainer_id: games.connect4, subject_id: ONLINE_SUBJECT });
    await first.online.join(actorB, { invite_key: created.room.inviteKey });
    await first.online.command(actorA, created.room.id, { type: 'ready' });
    await first.online.command(actorB, created.room.id, { type: 'ready' });
    await first.close();

    const second = await open(prefix, 20);
    second.runner.start();
    t.clock.advance(3_000);
    await vi.waitFor(async () => {
      expect((await second.online.room(actorA, created.room.id)).room.status).toBe('inGame');
    });
    const moved = await second.online.command(actorA, created.room.id, { type: 'move', move: { column: 3 } });
    expect(turnOf(moved)).toBe(1);
    expect((await second.online.current(actorB)).room?.room.id).toBe(created.room.id);
  });
});
