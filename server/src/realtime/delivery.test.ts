import { channels } from '@umka/contracts/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDeps, Harness, heldEntitlement, inbox, subscribe, USERS, unsubscribe } from './test-harness.ts';

const harness = new Harness();
afterEach(() => harness.close());

const student = USERS.student.user.id;
const other = USERS.otherStudent.user.id;
const accrual = { count: 2, subject_id: 1, balance: 12 };

describe('realtime delivery', () => {
  it('delivers a published event as a message to subscribers of the channel only', async () => {
    const gateway = await harness.start();
    const subscriber = await harness.connected(gateway, USERS.student.token);
    const bystander = await harness.connected(gateway, USERS.otherStudent.token);
    await subscribe(subscriber, channels.likes(student));
    await subscribe(bystander, channels.likes(other));
    const subscriberInbox = inbox(subscriber);
    const bystanderInbox = inbox(bystander);

    const delivered = subscriberInbox.next(channels.likes(student));
    await gateway.realtime.publish(channels.likes(student), 'accrual', accrual);
    expect(await delivered).toEqual({ channel: channels.likes(student), event: 'accrual', data: accrual });

    // One socket receives in publish order, so once the bystander's own event is in, the other one would be too.
    const own = bystanderInbox.next(channels.likes(other));
    await gateway.realtime.publish(channels.likes(other), 'accrual', accrual);
    await own;
    expect(bystanderInbox.received.map((message) => message.channel)).toEqual([channels.likes(other)]);
  });

  it('stops delivering a channel after unsubscribe', async () => {
    const gateway = await harness.start();
    const socket = await harness.connected(gateway, USERS.student.token);
    await subscribe(socket, channels.likes(student));
    await subscribe(socket, channels.events(student));
    const messages = inbox(socket);

    expect(await unsubscribe(socket, channels.likes(student))).toEqual({ ok: true });
    const marker = messages.next(channels.events(student));
    await gateway.realtime.publish(channels.likes(student), 'accrual', accrual);
    await gateway.realtime.publish(channels.events(student), 'new', { type: 'professionUpgraded' });
    await marker;
    expect(messages.received.map((message) => message.channel)).toEqual([channels.events(student)]);
  });

  it('applies an unsubscribe sent during a pending entitlement check after the join it follows', async () => {
    const held = heldEntitlement();
    const gateway = await harness.start(fakeDeps({ studentHasSubject: held.studentHasSubject }));
    const socket = await harness.connected(gateway, USERS.student.token);
    const messages = inbox(socket);

    const joined = subscribe(socket, channels.subjectNews(1));
    const left = unsubscribe(socket, channels.subjectNews(1));
    held.release();
    expect(await joined).toEqual({ ok: true });
    expect(await left).toEqual({ ok: true });

    await subscribe(socket, channels.likes(student));
    const marker = messages.next(channels.likes(student));
    await gateway.realtime.publish(channels.subjectNews(1), 'create', {
      id: 1,
      title: { 'ru-RU': 'а', 'en-US': 'a', 'uk-UA': 'а' },
      is_required: 0,
    });
    await gateway.realtime.publish(channels.likes(student), 'accrual', accrual);
    await marker;
    expect(messages.received.map((message) => message.channel)).toEqual([channels.likes(student)]);
  });

  it('rejects a publish to a name that is not a channel', async () => {
    const gateway = await harness.start();
    await expect(gateway.realtime.publish('users.1.passwords', 'leak', {})).rejects.toThrow(/not a realtime channel/);
  });

  it('tells nobody, and resolves at once, when it is the only instance', async () => {
    const heard: unknown[] = [];
    const gateway = await harness.start(fakeDeps({ onInstanceEvent: (event) => heard.push(event) }));
    await gateway.realtime.tellInstances({ forgetAuthOf: { sessionId: 3 } });
    expect(heard).toEqual([]);
  });

  it("closes every socket of one user on disconnectUser and leaves other users' sockets open", async () => {
    const gateway = await harness.start();
    const first = await harness.connected(gateway, USERS.student.token);
    const second = await harness.connected(gateway, USERS.student.token);
    const other = await harness.connected(gateway, USERS.otherStudent.token);
    const reasons = Promise.all(
      [first, second].map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve))),
    );
    await gateway.realtime.disconnectUser(USERS.student.user.id);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.connected).toBe(true);
  });

  it("closes the sockets of one session on disconnectSession and leaves the same user's other sessions open", async () => {
    const deps = fakeDeps();
    const sessions: Record<string, number> = { 'device-a': 11, 'device-b': 12 };
    const gateway = await harness.start({
      ...deps,
      authenticate: async (token) => {
        const session = sessions[token];
        return session === undefined ? deps.authenticate(token) : { ...USERS.student.user, session_id: session };
      },
    });
    const loggedOut = await harness.connected(gateway, 'device-a');
    const stays = await harness.connected(gateway, 'device-b');
    const reason = new Promise<string>((resolve) => loggedOut.once('disconnect', resolve));
    await gateway.realtime.disconnectSession(11);
    expect(await reason).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stays.connected).toBe(true);
  });

  it('disconnects every client on close', async () => {
    const gateway = await harness.start();
    const socket = await harness.connected(gateway, USERS.student.token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await gateway.realtime.close();
    expect(await disconnected).toMatch(/disconnect|close/);
  });
});
