import { buildNews, newsBody } from '../../modules/news/news.fixture.ts';
import { type AccessRow, adminOnly, REFUSED, studentOwn } from './access-row.ts';

/** Every student of the matrix studies subjects 1 to 3, so an item of subject 1 is theirs to read. */
const S = 1;
/** An item a reader may open: the admin, and the students of its subject. */
const readers = (status: number) => ({ ...REFUSED, admin: status, classStudent: status, otherStudent: status });

/** The admin writes news; each student reads and marks their own. */
export const NEWS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/news',
    target: 'any',
    call: () => ({ method: 'GET', url: `/api/news?subject_id=${S}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/news/{id}',
    target: 'any',
    call: async (t) => ({ method: 'GET', url: `/api/news/${await buildNews(t.database.db, { subjectId: S })}` }),
    expected: readers(200),
  },
  {
    route: 'POST /api/news',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/news', body: newsBody({ subject_id: S }) }),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /api/news/{id}',
    target: 'any',
    call: async (t) => ({
      method: 'PUT',
      url: `/api/news/${await buildNews(t.database.db, { subjectId: S })}`,
      body: newsBody({ subject_id: S }),
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/news/{id}',
    target: 'any',
    call: async (t) => ({ method: 'DELETE', url: `/api/news/${await buildNews(t.database.db, { subjectId: S })}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/students/{id}/news',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/news?main_subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'PATCH /api/students/{id}/news/{newsId}',
    target: 'own',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/students/${w.classStudent.id}/news/${await buildNews(t.database.db, { subjectId: S })}`,
      body: { is_read: true },
    }),
    expected: studentOwn(200),
  },
];
