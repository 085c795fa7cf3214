import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The word lists of the word search and the fillword (issue [9], spec §7 /trainers words): one row per word and
 * interface language, in capitals, once per language. Admins edit them; a session keeps the words it was dealt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('trainer_words'), t)
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('word', 'text', (col) => col.notNull())
      .addUniqueConstraint('trainer_words_locale_word_key', ['locale', 'word']),
    t,
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trainer_words').execute();
}
