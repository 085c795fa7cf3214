import { chatMessagesPageSchema, conversationsSchema, parentChatSettingSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PARENT_EMAIL } from './demo-parent-chat.ts';

describeEachDatabase('the demo parents’ chat', (t) => {
  const demo = withDemoData(t);

  it('has class 3 «А» of the demo teacher let its students’ parents write to her', async () => {
    const teacher = await demo.logIn('teacher@example.com');
    const group = await t.database.db
      .selectFrom('groups')
      .select('id')
      .where('teacher_id', '=', teacher.id)
      .where('title', '=', '3 «А»')
      .executeTakeFirstOrThrow();
    const setting = await t.api('GET', `/api/groups/${group.id}/parent-chat`, { token: teacher.token });
    expect(dataOf(setting, parentChatSettingSchema)).toEqual({ group_id: group.id, enabled: true });
  });

  it('gives the demo parent a question answered by the teacher, the answer still unread', async () => {
    const teacher = await demo.logIn('teacher@example.com');
    const student = await demo.logIn('student@example.com');
    const parent = await demo.logIn(DEMO_PARENT_EMAIL);
    const list = dataOf(
      await t.api('GET', `/api/users/${parent.id}/chats`, { token: parent.token }),
      conversationsSchema,
    ).conversations;
    expect(list.map((c) => [c.user_id, c.unread])).toEqual([[teacher.id, 1]]);
    const page = dataOf(
      await t.api('GET', `/api/users/${parent.id}/chats/${teacher.id}/messages`, { token: parent.token }),
      chatMessagesPageSchema,
    );
    expect(page.messages.map((m) => [m.from_id, m.is_read])).toEqual([
      [parent.id, true],
      [teacher.id, false],
    ]);
    const teacherList = dataOf(
      await t.api('GET', `/api/users/${teacher.id}/chats`, { token: teacher.token }),
      conversationsSchema,
    ).conversations;
    expect(teacherList.find((c) => c.user_id === parent.id)?.parent_of?.map((child) => child.id)).toContain(student.id);
  });
});
