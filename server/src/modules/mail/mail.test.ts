import { homeworkAnswerSchema, MAIL_LIST_STEP, mailClearedSchema, mailPageSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { answerUrl, buildClassroom, createHomework, sendMultipart } from '../homework/homework.fixture.ts';
import { buildTemplate, giveLetter } from './mail.fixture.ts';

describeEachDatabase('a student’s mail', (t) => {
  let anna: TestUser;
  let boris: TestUser;

  const list = (user: TestUser, query = '', token = user.token) =>
    t.api('GET', `/api/users/${user.id}/messages${query}`, { token });
  const pageOf = async (user: TestUser, query = '') => dataOf(await list(user, query), mailPageSchema);

  beforeAll(async () => {
    [anna, boris] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);
  });

  it('lists the letters newest first in steps of 15, says whether more follow and counts the unread', async () => {
    const student = await t.factories.buildStudent();
    const ids: number[] = [];
    for (let n = 0; n < MAIL_LIST_STEP + 2; n++) ids.push(await giveLetter(t.database.db, student.id));

    const first = await pageOf(student);
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(-MAIL_LIST_STEP).reverse());
    expect(first).toMatchObject({ page: 1, has_more: true, unread: MAIL_LIST_STEP + 2 });
    const second = await pageOf(student, '?page=2');
    expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second.has_more).toBe(false);
    expect(first.items[0]).toMatchObject({ is_read: false, type_id: 3, author: null, character: null });
  });

  it('keeps letters of another subject out of a subject’s list, and shows those of no subject in every one', async () => {
    const student = await t.factories.buildStudent({ subjects: [1, 2] });
    const everywhere = await giveLetter(t.database.db, student.id);
    const inOne = await giveLetter(t.database.db, student.id, { subjectId: 1 });
    const inTwo = await giveLetter(t.database.db, student.id, { subjectId: 2 });
    expect((await pageOf(student, '?subjectId=1')).items.map((item) => item.id)).toEqual([inOne, everywhere]);
    expect((await pageOf(student)).items.map((item) => item.id)).toEqual([inTwo, inOne, everywhere]);
  });

  it('marks a letter read once, for its owner only, and another student cannot read, clear or mark it', async () => {
    const letter = await giveLetter(t.database.db, anna.id);
    const other = await giveLetter(t.database.db, boris.id);
    const patch = (id: number, user: TestUser) =>
      t.api('PATCH', `/api/messages/${id}`, { token: user.token, body: { is_read: true } });

    expect((await patch(letter, anna)).status).toBe(200);
    expect((await patch(letter, anna)).status).toBe(200);
    const read = (await pageOf(anna)).items.find((item) => item.id === letter);
    expect(read?.is_read).toBe(true);
    expect((await pageOf(boris)).items.find((item) => item.id === other)?.is_read).toBe(false);

    const foreign = await patch(other, anna);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    expect((await list(boris, '', anna.token)).status).toBe(403);
    const clear = await t.api('DELETE', `/api/users/${boris.id}/messages`, { token: anna.token });
    expect(clear.status).toBe(403);
    expect((await pageOf(boris)).items.map((item) => item.id)).toContain(other);
  });

  it('clears the whole mailbox and says how many letters went', async () => {
    const student = await t.factories.buildStudent();
    await giveLetter(t.database.db, student.id);
    await giveLetter(t.database.db, student.id);
    const cleared = await t.api('DELETE', `/api/users/${student.id}/messages`, { token: student.token });
    expect(dataOf(cleared, mailClearedSchema)).toEqual({ deleted: 2 });
    expect(await pageOf(student)).toMatchObject({ items: [], unread: 0, has_more: false });
  });

  it('fills the parameters into every language the template has and leaves the missing ones to the web', async () => {
    const student = await t.factories.buildStudent();
    const ruOnly = await buildTemplate(t.database.db, { ru: 'Привет, {name}!' });
    const none = await buildTemplate(t.database.db, {});
    const welcome = await giveLetter(t.database.db, student.id, { code: 'welcome' });
    await giveLetter(t.database.db, student.id, { templateId: ruOnly });
    await giveLetter(t.database.db, student.id, { templateId: none });

    const [empty, russian, full] = (await pageOf(student)).items;
    expect(empty?.template.text).toEqual({});
    expect(russian?.template.text).toEqual({ 'ru-RU': 'Привет, Ann!' });
    expect(full?.id).toBe(welcome);
    expect(full?.template.text['en-US']).toContain('Hi, Ann!');
    expect(full?.template.text['uk-UA']).toContain('Привіт, Ann!');
  });

  it('refuses bad input with a localized error', async () => {
    const page = await list(anna, '?page=0');
    expect(page.status).toBe(422);
    expect(errorOf(page).message['ru-RU']).toBeTruthy();
    const patch = await t.api('PATCH', '/api/messages/1', { token: anna.token, body: { is_read: false } });
    expect(patch.status).toBe(422);
    expect(errorOf(patch).fields?.[0]).toMatchObject({ field: 'is_read', code: 'FIELD_INVALID' });
  });

  it('writes a letter from the teacher when homework is checked, in the same transaction as the verdict', async () => {
    const room = await buildClassroom(t);
    const task = await createHomework(t, room, { title: 'Stories', items: [{ type: 'task', text: 'Essay' }] });
    const answer = dataOf(
      await sendMultipart(t, answerUrl(task), room.student.token, [{ name: 'text', value: 'Once upon a time' }]),
      homeworkAnswerSchema,
    );
    const review = (status: string) =>
      t.api('PATCH', `/api/homework-answers/${answer.id}`, { token: room.teacher.token, body: { status } });

    // Without its template the letter cannot be written, and the verdict is rolled back with it.
    await t.database.db
      .updateTable('mail_templates')
      .set({ code: 'hidden' })
      .where('code', '=', 'homeworkAccepted')
      .execute();
    const failed = await review('accepted');
    await t.database.db
      .updateTable('mail_templates')
      .set({ code: 'homeworkAccepted' })
      .where('code', '=', 'hidden')
      .execute();
    expect(failed.status).toBe(500);
    const unchanged = await t.database.db
      .selectFrom('homework_answers')
      .select('status')
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('submitted');
    expect((await pageOf(room.student)).items).toEqual([]);

    expect((await review('accepted')).status).toBe(200);
    const [letter] = (await pageOf(room.student)).items;
    expect(letter).toMatchObject({ type_id: 1, author: { id: room.teacher.id }, is_read: false });
    expect(letter?.template.text['en-US']).toContain('"Stories" has been accepted');
    expect(t.published).toContainEqual({
      channel: `users.${room.student.id}.events`,
      event: 'new',
      data: { type: 'mail' },
    });
  });
});
