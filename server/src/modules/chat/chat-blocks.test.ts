import { chatBlockSchema, chatBlocksSchema, conversationsSchema, idResultSchema } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

let keys = 0;
const newKey = () => `block-key-${++keys}`;

describeEachDatabase('chat blocks', (t) => {
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let anna: TestUser;
  let stranger: TestUser;

  const send = (from: TestUser, to: { id: number }, text: string) =>
    t.api('POST', '/api/messages', { token: from.token, body: { to_id: to.id, text, client_key: newKey() } });
  const block = (student: { id: number }, by = teacher) =>
    t.api('POST', `/api/teachers/${by.id}/chatblocks`, { token: by.token, body: { student_id: student.id } });
  const unblock = (id: number, by = teacher) => t.api('DELETE', `/api/chatblocks/${id}`, { token: by.token });

  beforeAll(async () => {
    const f = t.factories;
    [teacher, otherTeacher, anna, stranger] = await Promise.all([
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildStudent(),
      f.buildStudent(),
    ]);
    await f.buildGroup({ teacher, students: [anna] });
    await f.buildGroup({ teacher: otherTeacher, students: [anna, stranger] });
  });

  describe('blocking a student', () => {
    it('refuses the blocked student with CHAT_BLOCKED and lets them write again after unblock', async () => {
      const before = t.published.length;
      const created = await block(anna);
      expect(created.status, created.raw).toBe(201);
      const saved = dataOf(created, chatBlockSchema);
      expect(saved).toMatchObject({ teacher_id: teacher.id, student_id: anna.id });
      expect(t.published.slice(before)).toEqual([
        {
          channel: channels.events(anna.id),
          event: 'new',
          data: { type: 'chatBlocked', data: { teacher_id: teacher.id } },
        },
      ]);

      const refused = await send(anna, teacher, 'Hello?');
      expect(refused.status).toBe(403);
      expect(errorOf(refused)).toMatchObject({ code: 'CHAT_BLOCKED' });
      expect(errorOf(refused).message['ru-RU']).toContain('Учитель');
      expect((await send(anna, otherTeacher, 'Hello')).status).toBe(200);
      expect((await send(teacher, anna, 'Let us talk after the lesson')).status).toBe(200);

      const listed = (await t.api('GET', `/api/users/${teacher.id}/chats`, { token: teacher.token })).body;
      expect(
        conversationsSchema.parse((listed as { data: unknown }).data).conversations.find((c) => c.user_id === anna.id)
          ?.chat_block,
      ).toEqual({ id: saved.id });

      const removed = await unblock(saved.id);
      expect(dataOf(removed, idResultSchema)).toEqual({ id: saved.id });
      expect(t.published.at(-1)).toEqual({
        channel: channels.events(anna.id),
        event: 'new',
        data: { type: 'chatUnblocked', data: { teacher_id: teacher.id } },
      });
      expect((await send(anna, teacher, 'Thank you!')).status).toBe(200);
    });

    it('answers the existing block when a student is blocked twice, and lists the blocks with names', async () => {
      const first = dataOf(await block(anna), chatBlockSchema);
      const again = await block(anna);
      expect(again.status).toBe(201);
      expect(dataOf(again, chatBlockSchema)).toEqual(first);
      const list = dataOf(
        await t.api('GET', `/api/teachers/${teacher.id}/chatblocks`, { token: teacher.token }),
        chatBlocksSchema,
      );
      expect(list.blocks).toEqual([{ ...first, student_name: `${anna.first_name} ${anna.last_name}` }]);
      await unblock(first.id);
    });

    it('lets a teacher block only the students of their classes, and unblock only their own blocks', async () => {
      expect(errorOf(await block(stranger)).code).toBe('CHAT_NOT_A_CONTACT');
      const mine = dataOf(await block(stranger, otherTeacher), chatBlockSchema);
      expect((await unblock(mine.id)).status).toBe(404);
      expect((await unblock(mine.id, otherTeacher)).status).toBe(200);
      expect((await unblock(mine.id, otherTeacher)).status).toBe(404);
    });

    it("refuses a teacher reading or changing another teacher's blocks, and students blocking at all", async () => {
      expect((await t.api('GET', `/api/teachers/${teacher.id}/chatblocks`, { token: otherTeacher.token })).status).toBe(
        403,
      );
      expect(
        (
          await t.api('POST', `/api/teachers/${teacher.id}/chatblocks`, {
            token: otherTeacher.token,
            body: { student_id: anna.id },
          })
        ).status,
      ).toBe(403);
      expect((await block(anna, anna)).status).toBe(403);
    });
  });
});
