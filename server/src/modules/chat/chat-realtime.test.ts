import { randomUUID } from 'node:crypto';
import { channels } from '@umka/contracts/realtime';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../lib/tokens.ts';
import type { RealtimeUser } from '../../realtime/index.ts';
import { fakeDeps, Harness, inbox, subscribe } from '../../realtime/test-harness.ts';
import {
  createTestDatabase,
  redisUnreachableReason,
  skipUnreachable,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../../test/databases.ts';
import { createFactories, type TestUser } from '../../test/factories.ts';
import { createFakeClock } from '../../test/fake-clock.ts';
import { TEST_JWT_SECRET } from '../../test/harness.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { createChatService } from './chat.service.ts';

const redisReachable = (await redisUnreachableReason()) === null;

if (!redisReachable)
  skipUnreachable(`Redis at ${TEST_REDIS_URL} is unreachable: the two-instance chat test is skipped.`);

const harness = new Harness();
afterEach(() => harness.close());

describe.skipIf(!redisReachable)('chat messages across two instances sharing Redis', () => {
  let testDb: TestDatabase;
  let teacher: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  const clock = createFakeClock();

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    const tokens = createTokenService({ secret: TEST_JWT_SECRET, ttlSeconds: 3600, clock: clock.now });
    const f = createFactories({ database: testDb.database, tokens, clock: clock.now });
    [teacher, student, classmate] = [await f.buildTeacher(), await f.buildStudent(), await f.buildStudent()];
    await f.buildGroup({ teacher, students: [student, classmate] });
  });
  afterAll(() => testDb.drop());

  /** Sockets authenticate with `token-<user id>`. */
  const deps = () =>
    fakeDeps({
      redisUrl: TEST_REDIS_URL,
      redisKey: `umka-chat-test-${randomUUID()}`,
      async authenticate(token): Promise<RealtimeUser | null> {
        const user = [teacher, student, classmate].find((u) => token === `token-${u.id}`);
        return user ? { id: user.id, role_id: user.role_id } : null;
      },
    });

  it('delivers a message sent through instance A to the recipient subscribed on instance B', async () => {
    const shared = deps();
    const a = await harness.start(shared);
    const b = await harness.start(shared);
    const chat = createChatService({
      database: testDb.database,
      clock: clock.now,
      realtime: a.realtime,
      groups: groupsPort,
      logger: pino({ level: 'silent' }),
    });
    const onB = await harness.connected(b, `token-${teacher.id}`);
    expect(await subscribe(onB, channels.chats(teacher.id))).toEqual({ ok: true });
    expect(await subscribe(onB, channels.chatUser(teacher.id))).toEqual({ ok: true });
    const received = inbox(onB);
    const list = received.next(channels.chats(teacher.id));
    const open = received.next(channels.chatUser(teacher.id));

    const sent = await chat.send(student, { to_id: teacher.id, text: 'Hello from A', client_key: randomUUID() });
    expect(await list).toEqual({ channel: channels.chats(teacher.id), event: 'newMessage', data: sent });
    expect(await open).toEqual({ channel: channels.chatUser(teacher.id), event: 'chat', data: sent });
  });

  it("refuses a student subscribing to another user's chat channels", async () => {
    const a = await harness.start(deps());
    const socket = await harness.connected(a, `token-${classmate.id}`);
    expect(await subscribe(socket, channels.chats(student.id))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await subscribe(socket, channels.chatUser(teacher.id))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await subscribe(socket, channels.chats(classmate.id))).toEqual({ ok: true });
  });
});
