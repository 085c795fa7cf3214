import type { Kysely, Selectable } from 'kysely';
import type { DB, NewsTable } from '../../db/schema.ts';

export type NewsRow = Selectable<NewsTable>;
export type NewsValues = Omit<NewsRow, 'id' | 'created_by' | 'created_at' | 'deleted_at' | 'is_required'> & {
  is_required: boolean;
};

export async function insertNews(
  db: Kysely<DB>,
  values: NewsValues & { created_by: number | null; created_at: string },
): Promise<NewsRow> {
  return db.insertInto('news').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The item unless it was deleted. */
export async function findNews(db: Kysely<DB>, id: number): Promise<NewsRow | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function updateNews(db: Kysely<DB>, id: number, values: NewsValues): Promise<NewsRow | undefined> {
  return db
    .updateTable('news')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Conditional: deleting a deleted item changes nothing and says so. */
export async function softDeleteNews(db: Kysely<DB>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listAdminNews(
  db: Kysely<DB>,
  filter: { subjectId: number | undefined; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  let query = db.selectFrom('news').where('deleted_at', 'is', null);
  if (filter.subjectId !== undefined) query = query.where('subject_id', '=', filter.subjectId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type StudentNewsRow = NewsRow & { read_at: string | null };

/** A subject's newest items with whether this student read each. */
export async function listStudentNews(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  limit: number,
): Promise<StudentNewsRow[]> {
  return db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join.onRef('news_reads.news_id', '=', 'news.id').on('news_reads.student_id', '=', studentId),
    )
    .selectAll('news')
    .select('news_reads.read_at')
    .where('news.subject_id', '=', subjectId)
    .where('news.deleted_at', 'is', null)
    .orderBy('news.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Kysely<DB>, studentId: number, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join.onRef('news_reads.news_id', '=', 'news.id').on('news_reads.student_id', '=', studentId),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .where('news.subject_id', '=', subjectId)
    .where('news.deleted_at', 'is', null)
    .where('news_reads.news_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest required item of the subject the student has not read: the one they must read first. */
export async function findFirstRequiredUnread(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join.onRef('news_reads.news_id', '=', 'news.id').on('news_reads.student_id', '=', studentId),
    )
    .select('news.id')
    .where('news.subject_id', '=', subjectId)
    .where('news.is_required', '=', true)
    .where('news.deleted_at', 'is', null)
    .where('news_reads.news_id', 'is', null)
    .orderBy('news.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function isRead(db: Kysely<DB>, newsId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('news_reads')
    .select('news_id')
    .where('news_id', '=', newsId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Insert-or-ignore: reading twice, or in two tabs at once, keeps the first moment. */
export async function markNewsRead(db: Kysely<DB>, newsId: number, studentId: number, at: string): Promise<void> {
  await db
    .insertInto('news_reads')
    .values({ news_id: newsId, student_id: studentId, read_at: at })
    .onConflict((conflict) => conflict.columns(['news_id', 'student_id']).doNothing())
    .execute();
}

export async function markNewsUnread(db: Kysely<DB>, newsId: number, studentId: number): Promise<void> {
  await db.deleteFrom('news_reads').where('news_id', '=', newsId).where('student_id', '=', studentId).execute();
}
