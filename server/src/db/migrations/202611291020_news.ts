import type { Kysely } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * News of a subject (spec §2, §3 News item, §7; issue [8]). Title and text per interface language, ru-RU always
 * written and the others empty where the admin left them out; the text is HTML the server sanitised. A deleted item
 * keeps its row (`deleted_at`). `news_reads` holds who read what: one row per student and item, written once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('news'), t)
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('title_uk', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('text_ru', 'text', (col) => col.notNull())
      .addColumn('text_en', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('text_uk', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('picture', 'text')
      .addColumn('is_required', t.boolean, (col) => col.notNull())
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('deleted_at', t.timestamp),
    t,
  ).execute();
  // A subject's items newest first, for the student's list and the admin's filter.
  await db.schema.createIndex('news_subject_idx').on('news').columns(['subject_id', 'id']).execute();

  await db.schema
    .createTable('news_reads')
    .addColumn('news_id', 'integer', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('news_reads_pk', ['news_id', 'student_id'])
    .execute();
  await db.schema.createIndex('news_reads_student_idx').on('news_reads').columns(['student_id', 'news_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_reads').execute();
  await db.schema.dropTable('news').execute();
}
