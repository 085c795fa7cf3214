import {
  CHAT_MESSAGE_MAX,
  CHAT_PREVIEW_LENGTH,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatReadResultSchema,
  conversationsSchema,
  INFINITE_SCROLL_STEP,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

let keys = 0;
const newKey = () => `key-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describeEachDatabase('chat', (t) => {
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let anna: TestUser;
  let boris: TestUser;
  let stranger: TestUser;

  const send = (from: TestUser, to: { id: number }, text: string, clientKey = newKey()) =>
    t.api('POST', '/api/messages', { token: from.token, body: { to_id: to.id, text, client_key: clientKey } });
  const page = (user: TestUser, other: { id: number }, beforeId?: number, token = user.token) =>
    t.api('GET', `/api/users/${user.id}/chats/${other.id}/messages${beforeId ? `?before_id=${beforeId}` : ''}`, {
      token,
    });
  const conversations = async (user: TestUser) =>
    dataOf(await t.api('GET', `/api/users/${user.id}/chats`, { token: user.token }), conversationsSchema).conversations;

  beforeAll(async () => {
    const f = t.factories;
    [teacher, otherTeacher, anna, boris, stranger] = await Promise.all([
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildStudent(),
      f.buildStudent(),
      f.buildStudent(),
    ]);
    await f.buildGroup({ teacher, students: [anna, boris] });
    await f.buildGroup({ teacher: otherTeacher, students: [stranger] });
  });

  describe('who talks with whom', () => {
    it('lets a student write to the teacher of their class and the teacher answer', async () => {
      const asked = await send(anna, teacher, '  Can I hand in the homework tomorrow?  ');
      expect(asked.status, asked.raw).toBe(200);
      expect(dataOf(asked, chatMessageSchema)).toMatchObject({
        from_id: anna.id,
        to_id: teacher.id,
        text: 'Can I hand in the homework tomorrow?',
        is_read: false,
      });
      expect((await send(teacher, anna, 'Yes, of course')).status).toBe(200);
    });

    it('refuses a student writing to a teacher who is not theirs, and to another student', async () => {
      const toTeacher = await send(anna, otherTeacher, 'Hello');
      expect(toTeacher.status).toBe(403);
      expect(errorOf(toTeacher).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await send(anna, boris, 'Hi Boris')).code).toBe('CHAT_NOT_A_CONTACT');
    });

    it('lets a teacher write only to the students of their classes', async () => {
      expect(errorOf(await send(teacher, stranger, 'Hello')).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await send(teacher, otherTeacher, 'Hello')).code).toBe('CHAT_NOT_A_CONTACT');
    });

    it("refuses a student reading another student's conversation or list", async () => {
      expect((await page(anna, teacher, undefined, boris.token)).status).toBe(403);
      expect((await t.api('GET', `/api/users/${anna.id}/chats`, { token: boris.token })).status).toBe(403);
      expect(
        (await t.api('POST', `/api/users/${anna.id}/chats/${teacher.id}/read`, { token: boris.token })).status,
      ).toBe(403);
      expect(errorOf(await page(anna, boris)).code).toBe('CHAT_NOT_A_CONTACT');
    });

    it('lists every contact, with or without messages, newest conversation first', async () => {
      const list = await conversations(teacher);
      expect(list.map((c) => c.user_id)).toEqual([anna.id, boris.id]);
      expect(list[0]).toMatchObject({ role_id: 3, last_message: { text: 'Yes, of course', from_id: teacher.id } });
      expect(list[1]).toMatchObject({ last_message: null, unread: 0, chat_block: null });
      expect((await conversations(anna)).map((c) => c.user_id)).toEqual([teacher.id]);
    });
  });

  describe('sending', () => {
    it('answers the first message when the same client key is sent twice, and publishes it once', async () => {
      const key = newKey();
      const before = t.published.length;
      const first = dataOf(await send(boris, teacher, 'Sorry, I was ill', key), chatMessageSchema);
      const again = dataOf(await send(boris, teacher, 'Sorry, I was ill', key), chatMessageSchema);
      expect(again).toEqual(first);
      expect(first.client_key).toBe(key);
      const page1 = dataOf(await page(boris, teacher), chatMessagesPageSchema);
      expect(page1.messages.filter((m) => m.client_key === key)).toHaveLength(1);
      expect(t.published.slice(before).filter((m) => (m.data as { id: number }).id === first.id)).toHaveLength(3);
    });

    it('publishes a new message to the recipient and to the sender after it is saved', async () => {
      const before = t.published.length;
      const sent = dataOf(await send(teacher, boris, 'Get well soon!'), chatMessageSchema);
      expect(t.published.slice(before)).toEqual([
        { channel: channels.chats(boris.id), event: 'newMessage', data: sent },
        { channel: channels.chatUser(boris.id), event: 'chat', data: sent },
        { channel: channels.chats(teacher.id), event: 'newMessage', data: sent },
      ]);
    });

    it('refuses an empty, blank or too long text with a localized 422', async () => {
      for (const [text, code] of [
        ['', 'CHAT_MESSAGE_EMPTY'],
        [' \n\t ', 'CHAT_MESSAGE_EMPTY'],
        ['a'.repeat(CHAT_MESSAGE_MAX + 1), 'CHAT_MESSAGE_TOO_LONG'],
      ] as const) {
        const response = await send(anna, teacher, text);
        expect(response.status).toBe(422);
        const field = errorOf(response).fields?.find((f) => f.field === 'text');
        expect(field?.code).toBe(code);
        expect(field?.message['ru-RU']).toBeTruthy();
        expect(field?.message['uk-UA']).toBeTruthy();
      }
      expect((await send(anna, teacher, 'b'.repeat(CHAT_MESSAGE_MAX))).status).toBe(200);
    });

    it('refuses a missing or malformed client key', async () => {
      for (const clientKey of ['short', 'has spaces in it', 'x'.repeat(65)]) {
        expect((await send(anna, teacher, 'Hi', clientKey)).status).toBe(422);
      }
      const missing = await t.api('POST', '/api/messages', {
        token: anna.token,
        body: { to_id: teacher.id, text: 'Hi' },
      });
      expect(errorOf(missing).fields?.[0]).toMatchObject({ field: 'client_key', code: 'FIELD_REQUIRED' });
    });
  });

  describe('reading', () => {
    it('pages a long conversation oldest first, 50 at a time, older pages by before_id', async () => {
      const [pupil] = await Promise.all([t.factories.buildStudent()]);
      await t.factories.buildGroup({ teacher, students: [pupil] });
      const total = INFINITE_SCROLL_STEP * 2 + 20;
      for (let i = 0; i < total; i += 1) {
        const [from, to] = i % 3 === 0 ? [teacher, pupil] : [pupil, teacher];
        expect((await send(from, to, `Message ${i}`)).status).toBe(200);
      }
      const newest = dataOf(await page(pupil, teacher), chatMessagesPageSchema);
      expect(newest.messages).toHaveLength(INFINITE_SCROLL_STEP);
      expect(newest.has_more).toBe(true);
      expect(newest.messages.at(-1)?.text).toBe(`Message ${total - 1}`);
      expect(newest.messages[0]?.text).toBe(`Message ${total - INFINITE_SCROLL_STEP}`);
      const ids = newest.messages.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const middle = dataOf(await page(pupil, teacher, newest.messages[0]?.id), chatMessagesPageSchema);
      expect(middle).toMatchObject({ has_more: true });
      expect(middle.messages.at(-1)?.text).toBe(`Message ${total - INFINITE_SCROLL_STEP - 1}`);
      const oldest = dataOf(await page(pupil, teacher, middle.messages[0]?.id), chatMessagesPageSchema);
      expect(oldest.has_more).toBe(false);
      expect(oldest.messages.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i}`));
    });

    it('cuts the preview to 50 characters with an ellipsis', async () => {
      const long = 'Ж'.repeat(CHAT_PREVIEW_LENGTH + 10);
      await send(teacher, anna, long);
      const [conversation] = await conversations(anna);
      expect(conversation?.last_message?.text).toBe(`${'Ж'.repeat(CHAT_PREVIEW_LENGTH)}…`);
      await send(teacher, anna, 'Short one');
      expect((await conversations(anna))[0]?.last_message?.text).toBe('Short one');
    });

    it('counts unread messages per contact, marks them read once and tells both sides', async () => {
      const [pupil] = await Promise.all([t.factories.buildStudent()]);
      await t.factories.buildGroup({ teacher, students: [pupil] });
      await send(teacher, pupil, 'One');
      await send(teacher, pupil, 'Two');
      await send(pupil, teacher, 'Three');
      expect((await conversations(pupil))[0]).toMatchObject({ user_id: teacher.id, unread: 2 });
      expect((await conversations(teacher)).find((c) => c.user_id === pupil.id)?.unread).toBe(1);

      const read = (token: string) => t.api('POST', `/api/users/${pupil.id}/chats/${teacher.id}/read`, { token });
      const before = t.published.length;
      expect(dataOf(await read(pupil.token), chatReadResultSchema)).toEqual({ read: 2 });
      expect(dataOf(await read(pupil.token), chatReadResultSchema)).toEqual({ read: 0 });
      // Once, when something was read: to the teacher, whose ticks turn to "read", and to the pupil's other tabs.
      const receipt = { reader_id: pupil.id, other_id: teacher.id, read: 2 };
      expect(t.published.slice(before)).toEqual([
        { channel: channels.chats(teacher.id), event: 'read', data: receipt },
        { channel: channels.chats(pupil.id), event: 'read', data: receipt },
      ]);
      expect((await conversations(pupil))[0]?.unread).toBe(0);
      const shown = dataOf(await page(pupil, teacher), chatMessagesPageSchema).messages;
      expect(shown.map((m) => [m.text, m.is_read])).toEqual([
        ['One', true],
        ['Two', true],
        ['Three', false],
      ]);
    });

    it('keeps admins out of the chat', async () => {
      const admin = await t.factories.buildAdmin();
      expect((await t.api('GET', `/api/users/${admin.id}/chats`, { token: admin.token })).status).toBe(403);
    });
  });
});
