import {
  adminNewsPageSchema,
  idResultSchema,
  NEWS_TEXT_MAX,
  NEWS_TITLE_MAX,
  newsItemSchema,
  newsReadResultSchema,
  studentNewsListSchema,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildNews, newsBody } from './news.fixture.ts';

describeEachDatabase('news', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    [admin, teacher, student, classmate, outsider] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent({ subjects: [1, 2] }),
      t.factories.buildStudent({ subjects: [1, 2] }),
      t.factories.buildStudent({ subjects: [3] }),
    ]);
  });

  const create = (body: unknown, token = admin.token) => t.api('POST', '/api/news', { token, body });
  const created = async (body: unknown) => dataOf(await create(body), newsItemSchema);
  const listOf = async (who: TestUser, subjectId: number) =>
    dataOf(
      await t.api('GET', `/api/students/${who.id}/news?main_subject_id=${subjectId}`, { token: who.token }),
      studentNewsListSchema,
    );
  const mark = (who: TestUser, studentId: number, newsId: number, isRead = true) =>
    t.api('PATCH', `/api/students/${studentId}/news/${newsId}`, { token: who.token, body: { is_read: isRead } });

  it('lets the admin create, read, edit, list and delete an item, ru-RU filled in only for readers', async () => {
    const response = await create(newsBody({ subject_id: 2, is_required: 1 }));
    expect(response.status, response.raw).toBe(201);
    const item = dataOf(response, newsItemSchema);
    expect(item).toMatchObject({ subject_id: 2, is_required: 1, is_read: null, lang: ['ru-RU', 'en-US'] });
    expect(item.title['uk-UA']).toBe('');

    const edited = dataOf(
      await t.api('PUT', `/api/news/${item.id}`, {
        token: admin.token,
        body: newsBody({ subject_id: 2, title: { 'ru-RU': 'Каникулы' }, text: { 'ru-RU': '<p>Ура</p>' } }),
      }),
      newsItemSchema,
    );
    expect(edited).toMatchObject({ id: item.id, title: { 'ru-RU': 'Каникулы', 'en-US': '' }, is_required: 0 });
    expect(edited.text['ru-RU']).toBe('<p>Ура</p>');

    const page = dataOf(await t.api('GET', '/api/news?subject_id=2', { token: admin.token }), adminNewsPageSchema);
    expect(page.items.map((row) => row.id)).toContain(item.id);
    const other = dataOf(await t.api('GET', '/api/news?subject_id=3', { token: admin.token }), adminNewsPageSchema);
    expect(other.items.map((row) => row.id)).not.toContain(item.id);

    const seen = dataOf(await t.api('GET', `/api/news/${item.id}`, { token: student.token }), newsItemSchema);
    expect(seen).toMatchObject({ title: { 'ru-RU': 'Каникулы', 'en-US': 'Каникулы', 'uk-UA': 'Каникулы' } });
    expect(seen.is_read).toBe(false);

    const removed = await t.api('DELETE', `/api/news/${item.id}`, { token: admin.token });
    expect(dataOf(removed, idResultSchema)).toEqual({ id: item.id });
    expect((await t.api('DELETE', `/api/news/${item.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.api('GET', `/api/news/${item.id}`, { token: admin.token })).status).toBe(404);
  });

  it('strips scripts, event handlers and javascript links from the text, and forces safe links', async () => {
    const item = await created(
      newsBody({
        text: {
          'ru-RU':
            '<p onclick="steal()">Привет<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
            '<a href="javascript:alert(3)">плохая</a> <a href="https://umka.example/" target="_self">хорошая</a>' +
            '<iframe src="https://evil.example"></iframe><h2 style="color:red">Заголовок</h2>',
        },
      }),
    );
    const html = item.text['ru-RU'];
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe|style=/i);
    expect(html).toContain('<p>Привет</p>');
    expect(html).toContain('<a href="https://umka.example/" rel="noopener noreferrer nofollow" target="_blank">');
    expect(html).toContain('<h2>Заголовок</h2>');
  });

  it('refuses a text that is nothing once sanitised, and the other languages may stay empty', async () => {
    const response = await create(newsBody({ text: { 'ru-RU': '<script>alert(1)</script><p> </p>' } }));
    expect(response.status).toBe(422);
    expect(errorOf(response).fields?.map((field) => [field.field, field.code])).toEqual([
      ['text.ru-RU', 'FIELD_REQUIRED'],
    ]);
  });

  it('answers a too long text or title with localized field errors and stores nothing', async () => {
    const before = dataOf(await t.api('GET', '/api/news', { token: admin.token }), adminNewsPageSchema).total;
    const response = await create(
      newsBody({
        title: { 'ru-RU': 'а'.repeat(NEWS_TITLE_MAX + 1) },
        text: { 'ru-RU': '<p>ok</p>', 'en-US': `<p>${'a'.repeat(NEWS_TEXT_MAX)}</p>` },
      }),
    );
    expect(response.status).toBe(422);
    const fields = errorOf(response).fields ?? [];
    expect(fields.map((field) => [field.field, field.code])).toEqual(
      expect.arrayContaining([
        ['title.ru-RU', 'FIELD_TOO_LONG'],
        ['text.en-US', 'NEWS_TEXT_TOO_LONG'],
      ]),
    );
    expect(fields.find((field) => field.code === 'NEWS_TEXT_TOO_LONG')?.message).toEqual({
      'ru-RU': 'Текст новости слишком длинный: не больше 20 000 символов',
      'en-US': 'The news text is too long: 20,000 characters at most',
      'uk-UA': 'Текст новини задовгий: не більше 20 000 символів',
    });
    expect(dataOf(await t.api('GET', '/api/news', { token: admin.token }), adminNewsPageSchema).total).toBe(before);
  });

  it('shows a student only the news of their subject, newest first, each with their own read state', async () => {
    const older = await buildNews(t.database.db, { subjectId: 2 });
    const newer = await buildNews(t.database.db, { subjectId: 2 });
    const elsewhere = await buildNews(t.database.db, { subjectId: 3 });

    const read = await mark(student, student.id, older);
    expect(dataOf(read, newsReadResultSchema)).toMatchObject({ id: older, is_read: true });
    expect((await mark(student, student.id, older)).status).toBe(200);

    const mine = await listOf(student, 2);
    const ids = mine.news.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(elsewhere);
    expect(mine.news.find((item) => item.id === older)?.is_read).toBe(true);
    expect(mine.news.find((item) => item.id === newer)?.is_read).toBe(false);
    expect(mine.unread).toBe(mine.news.filter((item) => !item.is_read).length);

    const theirs = await listOf(classmate, 2);
    expect(theirs.news.find((item) => item.id === older)?.is_read).toBe(false);
    expect(theirs.unread).toBe(mine.unread + 1);

    expect((await t.api('GET', `/api/news/${elsewhere}`, { token: student.token })).status).toBe(404);
    expect((await mark(student, student.id, elsewhere)).status).toBe(404);
    const foreignList = await t.api('GET', `/api/students/${student.id}/news?main_subject_id=3`, {
      token: student.token,
    });
    expect(errorOf(foreignList).code).toBe('SUBJECT_NOT_ALLOWED');
  });

  it('lets nobody but the student change their read state or read their list', async () => {
    const id = await buildNews(t.database.db, { subjectId: 1 });
    expect((await mark(classmate, student.id, id)).status).toBe(403);
    expect((await mark(outsider, student.id, id)).status).toBe(403);
    expect(
      (await t.api('GET', `/api/students/${student.id}/news?main_subject_id=1`, { token: classmate.token })).status,
    ).toBe(403);
    expect((await t.api('GET', `/api/news/${id}`, { token: teacher.token })).status).toBe(403);
    expect((await listOf(student, 1)).news.find((item) => item.id === id)?.is_read).toBe(false);
  });

  it('keeps a required item unread until the student marks it, and unread again only when asked', async () => {
    const id = await buildNews(t.database.db, { subjectId: 1, isRequired: true });
    await listOf(student, 1);
    await t.api('GET', `/api/news/${id}`, { token: student.token });
    const before = (await listOf(student, 1)).news.find((item) => item.id === id);
    expect(before).toMatchObject({ is_required: 1, is_read: false });

    const [first, second] = await Promise.all([mark(student, student.id, id), mark(student, student.id, id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await listOf(student, 1)).news.find((item) => item.id === id)?.is_read).toBe(true);

    const unread = dataOf(await mark(student, student.id, id, false), newsReadResultSchema);
    expect(unread.is_read).toBe(false);
    expect((await listOf(student, 1)).news.find((item) => item.id === id)?.is_read).toBe(false);
  });

  it('publishes a new item on its subject channel once it is committed, and nothing for an edit', async () => {
    const found: Promise<unknown>[] = [];
    const push = t.published.push.bind(t.published);
    t.published.push = (...messages) => {
      for (const message of messages) {
        const id = (message.data as { id: number }).id;
        // Read on another connection while the request is still running: the row must already be there.
        found.push(t.database.db.selectFrom('news').select('id').where('id', '=', id).executeTakeFirst());
      }
      return push(...messages);
    };
    try {
      const item = await created(newsBody({ subject_id: 2, is_required: 1 }));
      const sent = t.published.filter((message) => message.channel === channels.subjectNews(2));
      expect(sent.at(-1)).toEqual({
        channel: channels.subjectNews(2),
        event: 'create',
        data: {
          id: item.id,
          subject_id: 2,
          title: { ...item.title, 'uk-UA': item.title['ru-RU'] },
          is_required: 1,
          lang: ['ru-RU', 'en-US'],
          picture: null,
          created_at: item.created_at,
        },
      });
      expect(await Promise.all(found)).toContainEqual({ id: item.id });

      const count = t.published.length;
      await t.api('PUT', `/api/news/${item.id}`, { token: admin.token, body: newsBody({ subject_id: 2 }) });
      expect(t.published.length).toBe(count);
    } finally {
      t.published.push = push;
    }
  });

  it('takes a deleted item away from students, their unread count included', async () => {
    const id = await buildNews(t.database.db, { subjectId: 2 });
    const before = await listOf(classmate, 2);
    expect((await t.api('DELETE', `/api/news/${id}`, { token: admin.token })).status).toBe(200);
    const after = await listOf(classmate, 2);
    expect(after.news.map((item) => item.id)).not.toContain(id);
    expect(after.unread).toBe(before.unread - 1);
    expect((await t.api('GET', `/api/news/${id}`, { token: classmate.token })).status).toBe(404);
    expect((await mark(classmate, classmate.id, id)).status).toBe(404);
  });

  it('refuses an unknown subject and a picture that is not an admin upload', async () => {
    const unknown = await create(newsBody({ subject_id: 999_999 }));
    expect(errorOf(unknown).fields?.map((field) => field.field)).toEqual(['subject_id']);
    const picture = await create(newsBody({ picture: 'https://evil.example/x.png' }));
    expect(errorOf(picture).fields?.map((field) => field.field)).toEqual(['picture']);
    const withPicture = await created(newsBody({ picture: '/media/news-picture.png' }));
    expect(withPicture.picture).toBe('/media/news-picture.png');
  });

  it('answers ids past the integer range and bodies of the wrong shape below 500', async () => {
    const big = '2147483648';
    const calls = [
      t.api('GET', `/api/news/${big}`, { token: admin.token }),
      t.api('PUT', `/api/news/${big}`, { token: admin.token, body: newsBody() }),
      t.api('DELETE', `/api/news/abc`, { token: admin.token }),
      t.api('GET', '/api/news?subject_id=-1&page=0', { token: admin.token }),
      t.api('POST', '/api/news', {
        token: admin.token,
        body: { subject_id: '1', title: 'x', text: [], is_required: 2 },
      }),
      t.api('GET', `/api/students/${student.id}/news?main_subject_id=${big}`, { token: student.token }),
      mark(student, student.id, Number(big)),
      t.api('PATCH', `/api/students/${student.id}/news/1`, { token: student.token, body: { is_read: 'yes' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status, response.raw).toBeGreaterThanOrEqual(400);
      expect(response.status, response.raw).toBeLessThan(500);
    }
  });
});
