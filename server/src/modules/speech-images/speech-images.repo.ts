import type { Locale, SpeechSound } from '@umka/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, SpeechImagesTable } from '../../db/schema.ts';

export type SpeechImageRow = Selectable<SpeechImagesTable>;

/** A language's cards, of one sound or of all, in their order. */
export async function listSpeechImages(
  db: Kysely<DB>,
  locale: Locale,
  sound?: SpeechSound | undefined,
): Promise<SpeechImageRow[]> {
  let query = db.selectFrom('speech_images').selectAll().where('locale', '=', locale);
  if (sound !== undefined) query = query.where('sound', '=', sound);
  return query.orderBy('position').orderBy('id').execute();
}

export async function findSpeechImage(db: Kysely<DB>, id: number): Promise<SpeechImageRow | undefined> {
  return db.selectFrom('speech_images').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The position after a language's last card of a sound, so a new card comes at the end. */
export async function nextSpeechImagePosition(db: Kysely<DB>, locale: Locale, sound: SpeechSound): Promise<number> {
  const row = await db
    .selectFrom('speech_images')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('locale', '=', locale)
    .where('sound', '=', sound)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertSpeechImage(db: Kysely<DB>, values: Insertable<SpeechImagesTable>): Promise<number> {
  const row = await db.insertInto('speech_images').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when no card has this id. */
export async function updateSpeechImage(
  db: Kysely<DB>,
  id: number,
  values: Updateable<SpeechImagesTable>,
): Promise<boolean> {
  const result = await db.updateTable('speech_images').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The deleted card's uploaded picture (null for a repo one); undefined when no card has this id. */
export async function deleteSpeechImage(
  db: Kysely<DB>,
  id: number,
): Promise<{ image_name: string | null } | undefined> {
  return db.deleteFrom('speech_images').where('id', '=', id).returning('image_name').executeTakeFirst();
}

export async function hasSpeechImages(db: Kysely<DB>, locale: Locale): Promise<boolean> {
  const row = await db
    .selectFrom('speech_images')
    .select('id')
    .where('locale', '=', locale)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
