import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Lesson diaries (spec §3 Diary entry): one entry per lesson of a class, one row per student of it.
 * Rows name the student, not the membership, so a student who leaves the class keeps their lessons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('diary_entries'), t)
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      // YYYY-MM-DD text on both dialects: a lesson day has no time zone, and the text sorts by date.
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1).check(sql`version = 1`)),
    t,
  ).execute();
  // One lesson per class and day: a second "new lesson" for the same day is a double entry, not a second lesson.
  await db.schema
    .createIndex('diary_entries_group_date_uq')
    .on('diary_entries')
    .columns(['group_id', 'date'])
    .unique()
    .execute();

  await db.schema
    .createTable('diary_rows')
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('diary_entries.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('attendance', 'text', (col) => col.notNull().check(sql`attendance in ('present', 'late', 'absent')`))
    .addColumn('mark', 'integer', (col) => col.check(sql`mark between 1 and 5`))
    .addColumn('comment', 'text')
    .addPrimaryKeyConstraint('diary_rows_pk', ['entry_id', 'student_id'])
    .addCheckConstraint('diary_rows_mark_attended', sql`mark is null or attendance <> 'absent'`)
    .execute();
  // A student's diary reads their rows across classes.
  await db.schema.createIndex('diary_rows_student_id_idx').on('diary_rows').column('student_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diary_rows').execute();
  await db.schema.dropTable('diary_entries').execute();
}
