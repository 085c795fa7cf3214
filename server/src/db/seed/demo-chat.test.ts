import { chatMessagesPageSchema, conversationsSchema, loginResultSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo chat', (t) => {
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };

  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }

  beforeAll(async () => {
    await seedDemo(t);
    teacher = await logIn('teacher@example.com');
    student = await logIn('student@example.com');
  });

  it('greets the demo student with one unread message from his math teacher, his speech therapist still quiet', async () => {
    const list = dataOf(
      await t.api('GET', `/api/users/${student.id}/chats`, { token: student.token }),
      conversationsSchema,
    ).conversations;
    expect(list.map((c) => [c.name, c.unread])).toEqual([
      ['Ирина Петрова', 1],
      ['Ольга Белова', 0],
    ]);
    expect(list[0]).toMatchObject({ user_id: teacher.id, chat_block: null });
    expect(list[0]?.last_message?.from_id).toBe(teacher.id);
    expect(list[1]?.last_message).toBeNull();

    const page = dataOf(
      await t.api('GET', `/api/users/${student.id}/chats/${teacher.id}/messages`, { token: student.token }),
      chatMessagesPageSchema,
    );
    expect(page.has_more).toBe(false);
    expect(page.messages.map((m) => [m.from_id, m.is_read])).toEqual([
      [teacher.id, true],
      [student.id, true],
      [teacher.id, false],
    ]);
  });

  it("shows the teacher her class's students, the two she talked with first and nothing unread", async () => {
    const all = dataOf(
      await t.api('GET', `/api/users/${teacher.id}/chats`, { token: teacher.token }),
      conversationsSchema,
    ).conversations;
    // The demo parent's conversation (demo-parent-chat.test.ts) stands beside the students' ones.
    expect(all.filter((c) => c.parent_of).map((c) => c.name)).toEqual(['Ольга Иванова']);
    const list = all.filter((c) => !c.parent_of);
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]?.user_id).toBe(student.id);
    expect(list[1]?.name).toBe('Аня Соколова');
    expect(list.every((c) => c.unread === 0)).toBe(true);
    expect(list.slice(2).every((c) => c.last_message === null)).toBe(true);
  });
});
