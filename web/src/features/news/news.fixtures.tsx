import { type NewsItem, newsApi, phoneApi, ROLE, type StudentNews } from '@umka/contracts';
import type { ReactNode } from 'react';
import { AuthProvider } from '../../lib/auth.tsx';
import { SubjectProvider } from '../../lib/subject.tsx';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  mockServer,
  ok,
  signIn,
} from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';

/* The news tests' world: a student in mathematics, their news list as the server answers it, and a render with session. */

export const student = buildUser(ROLE.student);
export const math = buildSubject(1);

export const text = (ru: string) => ({ 'ru-RU': ru, 'en-US': ru, 'uk-UA': ru });

export function buildNews(id: number, overrides: Partial<StudentNews> = {}): StudentNews {
  return {
    id,
    subject_id: math.id,
    title: text(`Новость ${id}`),
    lang: ['ru-RU'],
    picture: null,
    is_required: 0,
    is_read: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function buildNewsItem(news: StudentNews, html = '<p>Текст новости</p>'): NewsItem {
  return { ...news, text: text(html), updated_at: news.created_at };
}

/** A server holding these news of the student; marking one read answers as the server does. */
export function serveNews(news: StudentNews[]) {
  signIn(student);
  chooseSubject(math);
  const server = mockServer({
    'GET /api/me': ok(buildMe(student, [math])),
    [`GET /api/students/${student.id}/subjects/${math.id}`]: ok(buildSubjectData(math, 10)),
  });
  const held = news.map((item) => ({ ...item }));
  server.on(newsApi.ofStudent, () => ({ news: held, unread: held.filter((item) => !item.is_read).length }));
  server.on(phoneApi.unread, () => {
    const unread = held.filter((item) => !item.is_read);
    const required = unread.filter((item) => item.is_required === 1).sort((a, b) => a.id - b.id)[0];
    const latest = [...held].sort((a, b) => b.id - a.id)[0] ?? null;
    return { chat: 0, mail: 0, news: unread.length, required_news_id: required?.id ?? null, latest_news: latest };
  });
  server.on(newsApi.get, ({ params }) => {
    const found = held.find((item) => item.id === Number(params.id));
    if (!found) throw new Error(`no news ${params.id}`);
    return buildNewsItem(
      found,
      `<p>Текст ${found.id}</p><script>alert(1)</script><a href="javascript:alert(2)">ссылка</a>`,
    );
  });
  server.on(newsApi.markRead, ({ params, body }) => {
    const found = held.find((item) => item.id === Number(params.newsId));
    if (found) found.is_read = (body as { is_read: boolean }).is_read;
    return { id: Number(params.newsId), is_read: true, unread: held.filter((item) => !item.is_read).length };
  });
  return { server, held };
}

export function renderAsStudent(ui: ReactNode) {
  return renderWithProviders(
    <AuthProvider>
      <SubjectProvider>{ui}</SubjectProvider>
    </AuthProvider>,
  );
}
