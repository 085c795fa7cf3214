import {
  type AdminNewsPage,
  LOCALES,
  type LocalizedText,
  type NewsContent,
  type NewsItem,
  type NewsReadResult,
  ROLE,
  STUDENT_NEWS_LIMIT,
  type StudentNews,
  type StudentNewsList,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import { assertOwnStudent, assertSubjectActive } from '../students/students.policy.ts';
import { studentsPort } from '../students/students.port.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import { newsColumns, toAdminNewsItem, toAdminNewsRow, toReaderNewsItem, toStudentNews } from './news.mapper.ts';
import {
  countUnread,
  findFirstRequiredUnread,
  findNews,
  insertNews,
  isRead,
  listAdminNews,
  listStudentNews,
  markNewsRead,
  markNewsUnread,
  type NewsRow,
  softDeleteNews,
  updateNews,
} from './news.repo.ts';
import { hasVisibleText, sanitizeNewsHtml } from './news-html.ts';

export interface NewsService {
  list(query: { subject_id?: number | undefined; page: number; per_page: number }): Promise<AdminNewsPage>;
  get(actor: AuthUser, id: number): Promise<NewsItem>;
  create(actor: AuthUser, body: NewsContent): Promise<NewsItem>;
  update(id: number, body: NewsContent): Promise<NewsItem>;
  remove(id: number): Promise<{ id: number }>;
  ofStudent(actor: AuthUser, studentId: number, subjectId: number): Promise<StudentNewsList>;
  markRead(actor: AuthUser, studentId: number, newsId: number, read: boolean): Promise<NewsReadResult>;
  /** The actor's unread count in the subject and the required item they must read first, if any. */
  unread(
    actor: AuthUser,
    subjectId: number,
  ): Promise<{ count: number; requiredId: number | null; latest: StudentNews | null }>;
}

/** Each text sanitised; ru-RU must still say something once it is, the others may end up empty. */
function cleanTexts(text: LocalizedText): LocalizedText {
  const clean = Object.fromEntries(
    LOCALES.map((locale) => {
      const html = sanitizeNewsHtml(text[locale]);
      return [locale, hasVisibleText(html) ? html : ''];
    }),
  ) as LocalizedText;
  if (clean['ru-RU'] === '') throw invalidField('text.ru-RU', 'FIELD_REQUIRED');
  return clean;
}

export function createNewsService(deps: {
  database: Database;
  clock: Clock;
  realtime: Pick<Realtime, 'publish'>;
  logger: FastifyBaseLogger;
}): NewsService {
  const { db } = deps.database;
  const now = () => deps.clock().toISOString();

  async function content(body: NewsContent) {
    if (!(await subjectsPort.findSubject(db, body.subject_id))) throw invalidField('subject_id', 'FIELD_INVALID');
    return newsColumns({ ...body, text: cleanTexts(body.text), updated_at: now() });
  }

  /** A student reads an item of a subject they are active in; any other item does not exist for them. */
  async function readable(database: Kysely<DB>, actor: AuthUser, id: number): Promise<NewsRow> {
    const row = await findNews(database, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (actor.role_id === ROLE.admin) return row;
    if ((await studentsPort.findStudentSubjectStatus(database, actor.id, row.subject_id)) !== 'active') {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  /** Students of the subject see it at once; one who misses it finds it in the list on their next read. */
  async function announce(row: NewsRow): Promise<void> {
    const item = toStudentNews(row, false);
    await publishTo(deps.realtime, channels.subjectNews(row.subject_id), 'subjectNews', 'create', {
      id: item.id,
      title: item.title,
      is_required: item.is_required,
      subject_id: item.subject_id,
      lang: item.lang,
      picture: item.picture,
      created_at: item.created_at,
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'news item not published'));
  }

  return {
    async list(query) {
      const page = { page: query.page, per_page: query.per_page };
      const { rows, total } = await listAdminNews(db, {
        subjectId: query.subject_id,
        limit: page.per_page,
        offset: pageOffset(page),
      });
      return toPage(rows.map(toAdminNewsRow), total, page);
    },

    async get(actor, id) {
      const row = await readable(db, actor, id);
      if (actor.role_id === ROLE.admin) return toAdminNewsItem(row);
      return toReaderNewsItem(row, await isRead(db, id, actor.id));
    },

    async create(actor, body) {
      const values = await content(body);
      const row = await deps.database.transaction((trx) =>
        insertNews(trx, { ...values, created_by: actor.id, created_at: values.updated_at }),
      );
      await announce(row);
      return toAdminNewsItem(row);
    },

    async update(id, body) {
      const values = await content(body);
      const row = await deps.database.transaction((trx) => updateNews(trx, id, values));
      if (!row) throw new AppError('NOT_FOUND');
      return toAdminNewsItem(row);
    },

    async remove(id) {
      if (!(await deps.database.transaction((trx) => softDeleteNews(trx, id, now())))) {
        throw new AppError('NOT_FOUND');
      }
      return { id };
    },

    async ofStudent(actor, studentId, subjectId) {
      assertOwnStudent(actor, studentId);
      assertSubjectActive(await studentsPort.findStudentSubjectStatus(db, studentId, subjectId));
      const [rows, unread] = await Promise.all([
        listStudentNews(db, studentId, subjectId, STUDENT_NEWS_LIMIT),
        countUnread(db, studentId, subjectId),
      ]);
      return { news: rows.map((row) => toStudentNews(row, row.read_at !== null)), unread };
    },

    async unread(actor, subjectId) {
      assertSubjectActive(await studentsPort.findStudentSubjectStatus(db, actor.id, subjectId));
      const [count, requiredId, [latest]] = await Promise.all([
        countUnread(db, actor.id, subjectId),
        findFirstRequiredUnread(db, actor.id, subjectId),
        listStudentNews(db, actor.id, subjectId, 1),
      ]);
      return { count, requiredId, latest: latest ? toStudentNews(latest, latest.read_at !== null) : null };
    },

    async markRead(actor, studentId, newsId, read) {
      assertOwnStudent(actor, studentId);
      return deps.database.transaction(async (trx) => {
        const row = await readable(trx, actor, newsId);
        if (read) await markNewsRead(trx, newsId, studentId, now());
        else await markNewsUnread(trx, newsId, studentId);
        return { id: newsId, is_read: read, unread: await countUnread(trx, studentId, row.subject_id) };
      });
    },
  };
}
