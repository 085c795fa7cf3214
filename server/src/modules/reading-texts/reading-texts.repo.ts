import type { Locale } from '@umka/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, ReadingTextsTable } from '../../db/schema.ts';
import { pageOffset } from '../../lib/pagination.ts';

export type ReadingTextRow = Selectable<ReadingTextsTable>;

export async function listReadingTexts(
  db: Kysely<DB>,
  query: { page: number; per_page: number; locale: Locale; level?: number | undefined },
): Promise<{ rows: ReadingTextRow[]; total: number }> {
  let base = db.selectFrom('reading_texts').where('locale', '=', query.locale);
  if (query.level !== undefined) base = base.where('level', '=', query.level);
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('level').orderBy('id').limit(query.per_page).offset(pageOffset(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

/** The ids of a language's texts of one level, for drawing one. */
export async function readingTextIds(db: Kysely<DB>, locale: Locale, level: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reading_texts')
    .select('id')
    .where('locale', '=', locale)
    .where('level', '=', level)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function findReadingText(db: Kysely<DB>, id: number): Promise<ReadingTextRow | undefined> {
  return db.selectFrom('reading_texts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertReadingText(db: Kysely<DB>, values: Insertable<ReadingTextsTable>): Promise<number> {
  const row = await db.insertInto('reading_texts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when no text has this id. */
export async function updateReadingText(
  db: Kysely<DB>,
  id: number,
  values: Updateable<ReadingTextsTable>,
): Promise<boolean> {
  const result = await db.updateTable('reading_texts').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when no text has this id. */
export async function deleteReadingText(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reading_texts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function hasReadingTexts(db: Kysely<DB>, locale: Locale): Promise<boolean> {
  const row = await db
    .selectFrom('reading_texts')
    .select('id')
    .where('locale', '=', locale)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
