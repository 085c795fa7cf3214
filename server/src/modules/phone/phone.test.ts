import { conversationsSchema, mailPageSchema, studentNewsListSchema, unreadCountsSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { giveLetter } from '../mail/mail.fixture.ts';
import { buildNews } from '../news/news.fixture.ts';

let keys = 0;
const newKey = () => `phone-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describeEachDatabase('the phone’s unread badges', (t) => {
  let teacher: TestUser;
  let anna: TestUser;
  let boris: TestUser;

  const unread = async (user: TestUser, query = '') =>
    dataOf(await t.api('GET', `/api/users/${user.id}/unread${query}`, { token: user.token }), unreadCountsSchema);
  const send = async (from: TestUser, to: TestUser, text: string) => {
    const sent = await t.api('POST', '/api/messages', {
      token: from.token,
      body: { to_id: to.id, text, client_key: newKey() },
    });
    expect(sent.status, sent.raw).toBe(200);
  };
  const readNews = async (student: TestUser, newsId: number) => {
    const read = await t.api('PATCH', `/api/students/${student.id}/news/${newsId}`, {
      token: student.token,
      body: { is_read: true },
    });
    expect(read.status, read.raw).toBe(200);
  };

  beforeAll(async () => {
    const f = t.factories;
    [teacher, anna, boris] = await Promise.all([f.buildTeacher(), f.buildStudent(), f.buildStudent()]);
    await f.buildGroup({ teacher, students: [anna, boris] });
  });

  it('counts the chat messages a student has not read, as their conversation list does, and none once read', async () => {
    await send(teacher, anna, 'Homework is on page 12');
    await send(teacher, anna, 'And page 13');
    const list = dataOf(await t.api('GET', `/api/users/${anna.id}/chats`, { token: anna.token }), conversationsSchema);
    const listed = list.conversations.reduce((sum, conversation) => sum + conversation.unread, 0);

    expect((await unread(anna)).chat).toBe(2);
    expect(listed).toBe(2);
    await t.api('POST', `/api/users/${anna.id}/chats/${teacher.id}/read`, { token: anna.token });
    expect((await unread(anna)).chat).toBe(0);
  });

  it('gives a teacher the chat count alone, with no mail or news', async () => {
    await send(boris, teacher, 'I finished the Schulte table');
    expect(await unread(teacher, '?subjectId=1')).toMatchObject({ mail: 0, news: 0, required_news_id: null });
    expect((await unread(teacher)).chat).toBeGreaterThanOrEqual(1);
  });

  it("gives a parent the unread count of their chat with their child's teacher alone", async () => {
    const group = await t.factories.buildGroup({ teacher, students: [anna] });
    await t.database.db.updateTable('groups').set({ parent_chat: true }).where('id', '=', group.id).execute();
    const parent = await t.factories.buildParent({ children: [anna] });
    await send(teacher, parent, 'The trip is on Friday');
    expect(await unread(parent)).toEqual({ chat: 1, mail: 0, news: 0, required_news_id: null, latest_news: null });
  });

  it('counts the letters of the chosen subject and of no subject, as the mailbox does', async () => {
    const student = await t.factories.buildStudent({ subjects: [1, 2] });
    await giveLetter(t.database.db, student.id);
    await giveLetter(t.database.db, student.id, { subjectId: 1 });
    await giveLetter(t.database.db, student.id, { subjectId: 2 });
    const box = dataOf(
      await t.api('GET', `/api/users/${student.id}/messages?subjectId=1`, { token: student.token }),
      mailPageSchema,
    );

    expect((await unread(student, '?subjectId=1')).mail).toBe(2);
    expect(box.unread).toBe(2);
    expect((await unread(student)).mail).toBe(3);
  });

  it('names the oldest unread required item first, the next once it is read, none when all are, and the newest item', async () => {
    const student = await t.factories.buildStudent({ subjects: [1] });
    // Items other tests published stay in the subject: read them out of the way first.
    for (let first = (await unread(student, '?subjectId=1')).required_news_id; first !== null; ) {
      await readNews(student, first);
      first = (await unread(student, '?subjectId=1')).required_news_id;
    }
    const older = await buildNews(t.database.db, { subjectId: 1, isRequired: true });
    const newer = await buildNews(t.database.db, { subjectId: 1, isRequired: true });
    await buildNews(t.database.db, { subjectId: 1, isRequired: true, deleted: true });

    const first = await unread(student, '?subjectId=1');
    expect(first.required_news_id).toBe(older);
    expect(first.latest_news).toMatchObject({ id: newer, is_read: false, is_required: 1 });
    await readNews(student, older);
    expect((await unread(student, '?subjectId=1')).required_news_id).toBe(newer);
    await readNews(student, newer);
    const after = await unread(student, '?subjectId=1');
    const list = dataOf(
      await t.api('GET', `/api/students/${student.id}/news?main_subject_id=1`, { token: student.token }),
      studentNewsListSchema,
    );
    expect(after.required_news_id).toBeNull();
    expect(after.news).toBe(list.unread);
  });

  it('refuses to show anyone else’s counts, and a subject the student does not learn', async () => {
    const foreign = await t.api('GET', `/api/users/${boris.id}/unread`, { token: anna.token });
    expect(foreign.status).toBe(403);
    const student = await t.factories.buildStudent({ subjects: [1] });
    const notLearnt = await t.api('GET', `/api/users/${student.id}/unread?subjectId=2`, { token: student.token });
    expect(notLearnt.status).toBe(403);
    expect(errorOf(notLearnt).code).toMatch(/SUBJECT/);
  });
});
