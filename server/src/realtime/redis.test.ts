import { randomUUID } from 'node:crypto';
import { channels } from '@umka/contracts/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import { redisUnreachableReason, skipUnreachable, TEST_REDIS_URL } from '../test/databases.ts';
import { fakeDeps, Harness, inbox, refused, subscribe, USERS } from './test-harness.ts';

const redisUrl = TEST_REDIS_URL;

const unreachable = await redisUnreachableReason();
const title =
  unreachable === null
    ? 'realtime across instances sharing Redis'
    : `realtime across instances sharing Redis — SKIPPED: Redis unreachable at ${redisUrl} (${unreachable})`;
if (unreachable !== null) skipUnreachable(title);

const harness = new Harness();
afterEach(() => harness.close());

describe.skipIf(unreachable !== null)(title, () => {
  it('delivers an event published on instance B to a subscriber connected to instance A', async () => {
    // A key of its own keeps parallel test files that share this Redis from hearing each other.
    const deps = fakeDeps({ redisUrl, redisKey: `umka-test-${randomUUID()}` });
    const a = await harness.start(deps);
    const b = await harness.start(deps);
    const onA = await harness.connected(a, USERS.student.token);
    const onB = await harness.connected(b, USERS.otherStudent.token);
    await subscribe(onA, channels.likes(USERS.student.user.id));
    await subscribe(onB, channels.likes(USERS.otherStudent.user.id));
    const messagesOnA = inbox(onA);
    const messagesOnB = inbox(onB);

    const arrived = messagesOnA.next(channels.likes(USERS.student.user.id));
    await b.realtime.publish(channels.likes(USERS.student.user.id), 'accrual', { count: 3, subject_id: 1, balance: 3 });
    expect(await arrived).toEqual({
      channel: channels.likes(USERS.student.user.id),
      event: 'accrual',
      data: { count: 3, subject_id: 1, balance: 3 },
    });

    const own = messagesOnB.next(channels.likes(USERS.otherStudent.user.id));
    await a.realtime.publish(channels.likes(USERS.otherStudent.user.id), 'accrual', {
      count: 1,
      subject_id: 1,
      balance: 1,
    });
    await own;
    expect(messagesOnB.received.map((message) => message.channel)).toEqual([
      channels.likes(USERS.otherStudent.user.id),
    ]);
  });

  it('has every other instance apply what one tells them before the telling resolves, and not the teller itself', async () => {
    const redisKey = `umka-test-${randomUUID()}`;
    const heard: string[] = [];
    const instance = (name: string) =>
      harness.start(
        fakeDeps({ redisUrl, redisKey, onInstanceEvent: (event) => heard.push(`${name} ${JSON.stringify(event)}`) }),
      );
    const a = await instance('a');
    await instance('b');
    await instance('c');

    await a.realtime.tellInstances({ forgetAuthOf: { userId: 7 } });

    expect(heard.sort()).toEqual(['b {"forgetAuthOf":{"userId":7}}', 'c {"forgetAuthOf":{"userId":7}}']);
  });

  it('fails to attach, instead of hanging, when Redis cannot be reached', async () => {
    const deps = fakeDeps({ redisUrl: 'redis://127.0.0.1:1' });
    await expect(harness.start(deps)).rejects.toThrow();
  });

  it('still authenticates handshakes when running on Redis', async () => {
    const gateway = await harness.start(fakeDeps({ redisUrl, redisKey: `umka-test-${randomUUID()}` }));
    expect((await refused(harness.client(gateway, { token: 'forged' }))).code).toBe('TOKEN_INVALID');
  });
});
