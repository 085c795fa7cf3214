import { channels } from '@umka/contracts/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from './index.ts';
import { MAX_PENDING_REQUESTS_PER_SOCKET } from './subscriptions.ts';
import { fakeDeps, Harness, heldEntitlement, subscribe, USERS } from './test-harness.ts';

const harness = new Harness();
afterEach(() => harness.close());

const student = USERS.student.user.id;
const other = USERS.otherStudent.user.id;

describe('realtime channel authorization', () => {
  it('lets a user join each of their own user channels', async () => {
    const socket = await harness.connected(await harness.start(), USERS.student.token);
    const own = [
      channels.likes(student),
      channels.events(student),
      channels.chats(student),
      channels.chatUser(student),
      channels.onlineUser(student),
    ];
    for (const channel of own) expect(await subscribe(socket, channel), channel).toEqual({ ok: true });
  });

  it("refuses another user's channels with FORBIDDEN", async () => {
    const socket = await harness.connected(await harness.start(), USERS.student.token);
    const foreign = [
      channels.likes(other),
      channels.events(other),
      channels.chats(other),
      channels.chatUser(other),
      channels.onlineUser(other),
    ];
    for (const channel of foreign) {
      expect(await subscribe(socket, channel), channel).toEqual({ ok: false, code: 'FORBIDDEN' });
    }
  });

  it('refuses malformed channel names and non-string arguments with BAD_REQUEST', async () => {
    const socket = await harness.connected(await harness.start(), USERS.student.token);
    const malformed: unknown[] = [
      'users.3.secrets',
      'users.03.likes',
      ` ${channels.likes(student)}`,
      'subjects.x.news',
      'invite.users.all',
      '',
      socket.id,
      42,
      null,
      { channel: channels.likes(student) },
      [channels.likes(student)],
      'a'.repeat(1000),
    ];
    for (const channel of malformed) {
      expect(await subscribe(socket, channel), String(channel)).toEqual({ ok: false, code: 'BAD_REQUEST' });
    }
  });

  it('gives subject news to a student only for the subjects they have', async () => {
    const socket = await harness.connected(await harness.start(), USERS.student.token);
    expect(await subscribe(socket, channels.subjectNews(1))).toEqual({ ok: true });
    expect(await subscribe(socket, channels.subjectNews(2))).toEqual({ ok: true });
    expect(await subscribe(socket, channels.subjectNews(3))).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('gives subject news to an admin for any subject and to a teacher for none', async () => {
    const gateway = await harness.start();
    const admin = await harness.connected(gateway, USERS.admin.token);
    const teacher = await harness.connected(gateway, USERS.teacher.token);
    expect(await subscribe(admin, channels.subjectNews(11))).toEqual({ ok: true });
    expect(await subscribe(teacher, channels.subjectNews(1))).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('gives the invite channel to teachers and students but not to admins', async () => {
    const gateway = await harness.start();
    const admin = await harness.connected(gateway, USERS.admin.token);
    const teacher = await harness.connected(gateway, USERS.teacher.token);
    const pupil = await harness.connected(gateway, USERS.student.token);
    expect(await subscribe(teacher, channels.invites())).toEqual({ ok: true });
    expect(await subscribe(pupil, channels.invites())).toEqual({ ok: true });
    expect(await subscribe(admin, channels.invites())).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('answers INTERNAL_ERROR when the entitlement cannot be checked', async () => {
    const deps = fakeDeps({
      studentHasSubject: async () => {
        throw new Error('database is down');
      },
    });
    const socket = await harness.connected(await harness.start(deps), USERS.student.token);
    expect(await subscribe(socket, channels.subjectNews(1))).toEqual({ ok: false, code: 'INTERNAL_ERROR' });
    expect(await subscribe(socket, channels.likes(student))).toEqual({ ok: true });
  });

  it('caps the channels one socket may join, while a channel already joined stays acknowledged', async () => {
    const socket = await harness.connected(await harness.start(), USERS.admin.token);
    for (let subject = 1; subject <= MAX_SUBSCRIPTIONS_PER_SOCKET; subject += 1) {
      expect(await subscribe(socket, channels.subjectNews(subject))).toEqual({ ok: true });
    }
    expect(await subscribe(socket, channels.subjectNews(MAX_SUBSCRIPTIONS_PER_SOCKET + 1))).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
    });
    expect(await subscribe(socket, channels.subjectNews(1))).toEqual({ ok: true });
  });

  it('refuses requests beyond the pending backlog of one socket', async () => {
    const held = heldEntitlement();
    const deps = fakeDeps({ studentHasSubject: held.studentHasSubject });
    const socket = await harness.connected(await harness.start(deps), USERS.student.token);
    const count = MAX_PENDING_REQUESTS_PER_SOCKET + 4;
    const answers = Array.from({ length: count }, (_, index) => subscribe(socket, channels.subjectNews(index + 1)));
    const lastWhileBlocked = await answers[count - 1];
    held.release();
    const all = await Promise.all(answers);
    expect(lastWhileBlocked).toEqual({ ok: false, code: 'RATE_LIMITED' });
    expect(all.filter((answer) => answer.ok)).toHaveLength(MAX_PENDING_REQUESTS_PER_SOCKET);
  });
});
