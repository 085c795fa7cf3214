import {
  chatBlockSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  conversationsSchema,
  parentChatSettingSchema,
  ROLE,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { setParentChat } from './chat-parents.fixture.ts';

let keys = 0;
const newKey = () => `parent-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describeEachDatabase('chat between parents and teachers', (t) => {
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let misha: TestUser;
  let anna: TestUser;
  let stranger: TestUser;
  let mishaParent: TestUser;
  let annaParent: TestUser;
  let strangerParent: TestUser;
  let group: { id: number };
  let otherGroup: { id: number };

  const send = (from: TestUser, to: { id: number }, text: string) =>
    t.api('POST', '/api/messages', { token: from.token, body: { to_id: to.id, text, client_key: newKey() } });
  const page = (user: TestUser, other: { id: number }, token = user.token) =>
    t.api('GET', `/api/users/${user.id}/chats/${other.id}/messages`, { token });
  const conversations = async (user: TestUser) =>
    dataOf(await t.api('GET', `/api/users/${user.id}/chats`, { token: user.token }), conversationsSchema).conversations;
  const setting = (user: TestUser, groupId: number, enabled?: boolean) =>
    enabled === undefined
      ? t.api('GET', `/api/groups/${groupId}/parent-chat`, { token: user.token })
      : t.api('PUT', `/api/groups/${groupId}/parent-chat`, { token: user.token, body: { enabled } });

  beforeAll(async () => {
    const f = t.factories;
    [teacher, otherTeacher, misha, anna, stranger] = await Promise.all([
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildStudent(),
      f.buildStudent(),
      f.buildStudent(),
    ]);
    group = await f.buildGroup({ teacher, students: [misha, anna] });
    otherGroup = await f.buildGroup({ teacher: otherTeacher, students: [stranger] });
    mishaParent = await t.factories.buildParent({ children: [misha] });
    annaParent = await t.factories.buildParent({ children: [anna] });
    strangerParent = await t.factories.buildParent({ children: [stranger] });
  });

  describe("the class's setting", () => {
    it('is off for a new class and turned on and off by its teacher, each change audited with before and after', async () => {
      expect(dataOf(await setting(teacher, group.id), parentChatSettingSchema)).toEqual({
        group_id: group.id,
        enabled: false,
      });
      expect(dataOf(await setting(teacher, group.id, true), parentChatSettingSchema).enabled).toBe(true);
      expect(dataOf(await setting(teacher, group.id), parentChatSettingSchema).enabled).toBe(true);
      expect(dataOf(await setting(teacher, group.id, false), parentChatSettingSchema).enabled).toBe(false);
      const rows = await t.database.db
        .selectFrom('audit_log')
        .select(['user_id', 'action', 'target_type', 'target_id', 'meta'])
        .where('action', '=', 'chat.setParentChat')
        .where('target_id', '=', group.id)
        .orderBy('id')
        .execute();
      // SQLite keeps the meta as text, PostgreSQL as jsonb.
      const meta = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
      expect(rows.map((row) => meta(row.meta))).toEqual([
        { before: { enabled: false }, after: { enabled: true } },
        { before: { enabled: true }, after: { enabled: false } },
      ]);
      expect(rows.every((row) => row.user_id === teacher.id && row.target_type === 'group')).toBe(true);
    });

    it("lets an admin change any class's setting and refuses another teacher, a student and a parent", async () => {
      const admin = await t.factories.buildAdmin();
      const changed = await setting(admin, otherGroup.id, true);
      expect(dataOf(changed, parentChatSettingSchema)).toEqual({ group_id: otherGroup.id, enabled: true });
      expect((await setting(admin, otherGroup.id, false)).status).toBe(200);
      expect(errorOf(await setting(otherTeacher, group.id, true)).code).toBe('FORBIDDEN');
      expect((await setting(misha, group.id, true)).status).toBe(403);
      expect((await setting(mishaParent, group.id, true)).status).toBe(403);
    });

    it('answers a deleted or missing class as not found, and a body without `enabled` as a field error', async () => {
      const deleted = await t.factories.buildGroup({ teacher, deleted: true });
      expect((await setting(teacher, deleted.id, true)).status).toBe(404);
      expect((await setting(teacher, 987_654, true)).status).toBe(404);
      const bad = await t.api('PUT', `/api/groups/${group.id}/parent-chat`, { token: teacher.token, body: {} });
      expect(bad.status).toBe(422);
      expect(errorOf(bad).fields?.[0]).toMatchObject({ field: 'enabled', code: 'FIELD_REQUIRED' });
    });
  });

  describe('who talks with whom', () => {
    it("refuses a parent while the child's class keeps the setting off, saying so", async () => {
      await setParentChat(t, teacher, group.id, false);
      const refused = await send(mishaParent, teacher, 'Good afternoon');
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('CHAT_PARENTS_CLOSED');
      expect(errorOf(await send(teacher, mishaParent, 'Hello')).code).toBe('CHAT_PARENTS_CLOSED');
      expect(await conversations(mishaParent)).toEqual([]);
      expect((await conversations(teacher)).map((c) => c.user_id)).not.toContain(mishaParent.id);
    });

    it('lets the parent and the teacher write both ways once the class lets parents write', async () => {
      await setParentChat(t, teacher, group.id, true);
      const asked = await send(mishaParent, teacher, '  How is Misha doing?  ');
      expect(asked.status, asked.raw).toBe(200);
      expect(dataOf(asked, chatMessageSchema)).toMatchObject({
        from_id: mishaParent.id,
        to_id: teacher.id,
        text: 'How is Misha doing?',
      });
      const before = t.published.length;
      const answered = dataOf(await send(teacher, mishaParent, 'Very well!'), chatMessageSchema);
      expect(t.published.slice(before)).toEqual([
        { channel: channels.chats(mishaParent.id), event: 'newMessage', data: answered },
        { channel: channels.chatUser(mishaParent.id), event: 'chat', data: answered },
        { channel: channels.chats(teacher.id), event: 'newMessage', data: answered },
      ]);
      const thread = dataOf(await page(mishaParent, teacher), chatMessagesPageSchema).messages;
      expect(thread.map((m) => m.text)).toEqual(['How is Misha doing?', 'Very well!']);
    });

    it('lists the allowed teachers for a parent, and for the teacher the parent with whose parent they are', async () => {
      await setParentChat(t, teacher, group.id, true);
      const parentList = await conversations(mishaParent);
      expect(parentList.map((c) => [c.user_id, c.role_id])).toEqual([[teacher.id, ROLE.teacher]]);
      expect(parentList[0]?.parent_of).toBeUndefined();
      const teacherList = await conversations(teacher);
      const entry = teacherList.find((c) => c.user_id === mishaParent.id);
      expect(entry).toMatchObject({
        role_id: ROLE.parent,
        name: `${mishaParent.first_name} ${mishaParent.last_name}`,
        parent_of: [{ id: misha.id, name: `${misha.first_name} ${misha.last_name}` }],
      });
      expect(teacherList.find((c) => c.user_id === misha.id)?.parent_of).toBeUndefined();
      expect(teacherList.map((c) => c.user_id)).not.toContain(strangerParent.id);
    });

    it('refuses a parent writing to a teacher who does not teach their child, to a student and to another parent', async () => {
      await setParentChat(t, teacher, group.id, true);
      expect(errorOf(await send(mishaParent, otherTeacher, 'Hello')).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await send(mishaParent, misha, 'Hello son')).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await send(mishaParent, annaParent, 'Hello')).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await send(strangerParent, teacher, 'Hello')).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await send(misha, mishaParent, 'Hi mum')).code).toBe('CHAT_NOT_A_CONTACT');
    });

    it("never shows a parent a student's or another parent's conversation with the teacher", async () => {
      await setParentChat(t, teacher, group.id, true);
      await send(misha, teacher, 'A secret of Misha');
      await send(annaParent, teacher, 'A note from Anna’s parent');
      const own = dataOf(await page(mishaParent, teacher), chatMessagesPageSchema).messages;
      for (const message of own) expect([message.from_id, message.to_id]).toContain(mishaParent.id);
      expect((await page(misha, teacher, mishaParent.token)).status).toBe(403);
      expect((await page(annaParent, teacher, mishaParent.token)).status).toBe(403);
      expect(errorOf(await page(mishaParent, misha)).code).toBe('CHAT_NOT_A_CONTACT');
      expect(errorOf(await page(mishaParent, annaParent)).code).toBe('CHAT_NOT_A_CONTACT');
      const read = await t.api('POST', `/api/users/${annaParent.id}/chats/${teacher.id}/read`, {
        token: mishaParent.token,
      });
      expect(read.status).toBe(403);
    });

    it('stops new messages both ways as soon as the teacher turns the setting off again', async () => {
      await setParentChat(t, teacher, group.id, true);
      expect((await send(mishaParent, teacher, 'One more question')).status).toBe(200);
      await setParentChat(t, teacher, group.id, false);
      expect(errorOf(await send(mishaParent, teacher, 'Are you there?')).code).toBe('CHAT_PARENTS_CLOSED');
      expect(errorOf(await send(teacher, mishaParent, 'Yes')).code).toBe('CHAT_PARENTS_CLOSED');
      expect(errorOf(await page(mishaParent, teacher)).code).toBe('CHAT_PARENTS_CLOSED');
      expect(await conversations(mishaParent)).toEqual([]);
    });

    it('counts a parent as a contact only through a current class: a child moved to a deleted class does not count', async () => {
      const teacher3 = await t.factories.buildTeacher();
      const child = await t.factories.buildStudent();
      const gone = await t.factories.buildGroup({ teacher: teacher3, students: [child], deleted: true });
      await t.database.db.updateTable('groups').set({ parent_chat: true }).where('id', '=', gone.id).execute();
      const parent = await t.factories.buildParent({ children: [child] });
      expect(errorOf(await send(parent, teacher3, 'Hello')).code).toBe('CHAT_NOT_A_CONTACT');
      expect(await conversations(parent)).toEqual([]);
    });
  });

  describe("the teacher's blocks", () => {
    it("stop a parent's messages to the teacher until unblocked, and the teacher may still write", async () => {
      await setParentChat(t, teacher, group.id, true);
      const blocked = await t.api('POST', `/api/teachers/${teacher.id}/chatblocks`, {
        token: teacher.token,
        body: { student_id: annaParent.id },
      });
      expect(blocked.status, blocked.raw).toBe(201);
      const block = dataOf(blocked, chatBlockSchema);
      expect(errorOf(await send(annaParent, teacher, 'Why?')).code).toBe('CHAT_PARENT_BLOCKED');
      expect((await send(teacher, annaParent, 'Let us talk at the meeting')).status).toBe(200);
      expect((await conversations(annaParent))[0]?.chat_block).toEqual({ id: block.id });
      expect((await conversations(teacher)).find((c) => c.user_id === annaParent.id)?.chat_block).toEqual({
        id: block.id,
      });
      expect((await t.api('DELETE', `/api/chatblocks/${block.id}`, { token: teacher.token })).status).toBe(200);
      expect((await send(annaParent, teacher, 'Thank you')).status).toBe(200);
    });

    it('refuse blocking a parent who may not write to the teacher', async () => {
      const response = await t.api('POST', `/api/teachers/${teacher.id}/chatblocks`, {
        token: teacher.token,
        body: { student_id: strangerParent.id },
      });
      expect(errorOf(response).code).toBe('CHAT_NOT_A_CONTACT');
    });
  });

  it('keeps admins out of the chat and parents out of the blocks', async () => {
    const admin = await t.factories.buildAdmin();
    expect((await t.api('GET', `/api/users/${admin.id}/chats`, { token: admin.token })).status).toBe(403);
    const blocks = await t.api('GET', `/api/teachers/${mishaParent.id}/chatblocks`, { token: mishaParent.token });
    expect(blocks.status).toBe(403);
  });
});
