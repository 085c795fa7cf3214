import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The picture cards of the speech games (issue [10], spec §7 /speech-images): per interface language and trained
 * sound ('r', 'l', 'sh', 's'), a word and its picture. The picture is a repo drawing (`art_key`, a file of
 * web/public/speech-art) or an admin's upload (`image_name`, a stored file served under /media/), exactly one of them.
 * A word appears once per language and sound.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('speech_images'), t)
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('sound', 'text', (col) => col.notNull())
      .addColumn('word', 'text', (col) => col.notNull())
      .addColumn('art_key', 'text')
      .addColumn('image_name', 'text')
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('speech_images_locale_sound_word_key', ['locale', 'sound', 'word'])
      .addCheckConstraint('speech_images_one_picture', sql`(art_key is null) <> (image_name is null)`),
    t,
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('speech_images').execute();
}
