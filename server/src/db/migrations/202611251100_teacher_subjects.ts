import { type Kysely, sql } from 'kysely';
import { dialectTypes, withTimestamps } from '../migration-helpers.ts';

/**
 * The subjects a teacher teaches (spec §3 Teacher.subjects, issue [4a] item 6): a teacher opens classes,
 * sees the distribution and places students only in these. A teacher already on the platform keeps
 * teaching what they run: the subjects of their classes, a deleted class included so it can come back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    db.schema
      .createTable('teacher_subjects')
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teachers.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addPrimaryKeyConstraint('teacher_subjects_pk', ['teacher_id', 'subject_id']),
    t,
    ['created_at'],
  ).execute();
  // The distribution and the class checks read by teacher (the primary key); a subject's teachers by this.
  await db.schema.createIndex('teacher_subjects_subject_id_idx').on('teacher_subjects').column('subject_id').execute();

  await sql`insert into teacher_subjects (teacher_id, subject_id)
    select distinct teacher_id, subject_id from groups`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teacher_subjects').execute();
}
