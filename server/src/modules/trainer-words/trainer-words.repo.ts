import type { Locale } from '@umka/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, TrainerWordsTable } from '../../db/schema.ts';
import { pageOffset } from '../../lib/pagination.ts';

export type TrainerWordRow = Selectable<TrainerWordsTable>;

/** A locale's whole list, alphabetically: what a game's words are drawn from and the players' dictionary. */
export async function wordsOfLocale(db: Kysely<DB>, locale: Locale): Promise<string[]> {
  const rows = await db
    .selectFrom('trainer_words')
    .select('word')
    .where('locale', '=', locale)
    .orderBy('word')
    .execute();
  return rows.map((row) => row.word);
}

/** A page of a locale's list; `contains` is already in capitals and letters only, so it needs no escaping. */
export async function listTrainerWords(
  db: Kysely<DB>,
  query: { page: number; per_page: number; locale: Locale; contains: string | null },
): Promise<{ rows: TrainerWordRow[]; total: number }> {
  let base = db.selectFrom('trainer_words').where('locale', '=', query.locale);
  if (query.contains) base = base.where('word', 'like', `%${query.contains}%`);
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('word').orderBy('id').limit(query.per_page).offset(pageOffset(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

export async function findTrainerWord(db: Kysely<DB>, id: number): Promise<TrainerWordRow | undefined> {
  return db.selectFrom('trainer_words').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTrainerWord(db: Kysely<DB>, values: Insertable<TrainerWordsTable>): Promise<number> {
  const row = await db.insertInto('trainer_words').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when no word has this id. */
export async function updateTrainerWord(db: Kysely<DB>, id: number, word: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('trainer_words')
    .set({ word, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when no word has this id. */
export async function deleteTrainerWord(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('trainer_words').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function hasWords(db: Kysely<DB>, locale: Locale): Promise<boolean> {
  const row = await db
    .selectFrom('trainer_words')
    .select('id')
    .where('locale', '=', locale)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
