import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The speed-reading texts (issue [9]): per interface language and reading level, each with the questions that check
 * it was understood (a JSON array of question, four options and the right one's index). `slug` names the texts the
 * repo's corpus seeded; an admin's own text has none. A session keeps the text it was dealt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('reading_texts'), t)
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addColumn('slug', 'text')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('questions', t.json, (col) => col.notNull())
      .addUniqueConstraint('reading_texts_locale_slug_key', ['locale', 'slug']),
    t,
  ).execute();
  await db.schema
    .createIndex('reading_texts_level_idx')
    .on('reading_texts')
    .columns(['locale', 'level', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_texts').execute();
}
