import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The IT direction's learning content (issue [12], spec §2 it-courses and it-lessons, §3 IT lesson and Block):
 * courses of numbered blocks of numbered lessons, and which lessons each student has done. `number` is a place among
 * siblings, renumbered whole by a reorder, so it carries no unique constraint. A lesson's text is HTML the server
 * sanitised. A course or block is deleted only when empty (the service checks), and deleting a lesson takes its
 * progress rows with it. A lesson keeps its id when it moves between blocks, so what later attaches to a lesson
 * (quizzes, task solutions) stays attached.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('it_courses'), t)
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('number', 'integer', (col) => col.notNull()),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_blocks'), t)
      .addColumn('course_id', 'integer', (col) => col.notNull().references('it_courses.id').onDelete('restrict'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull()),
    t,
  ).execute();
  await db.schema.createIndex('it_blocks_course_idx').on('it_blocks').columns(['course_id', 'number']).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_lessons'), t)
      .addColumn('block_id', 'integer', (col) => col.notNull().references('it_blocks.id').onDelete('restrict'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('link', 'text')
      .addColumn('number', 'integer', (col) => col.notNull())
      .addCheckConstraint('it_lessons_type', sql`type in ('text', 'video', 'link', 'task')`),
    t,
  ).execute();
  await db.schema.createIndex('it_lessons_block_idx').on('it_lessons').columns(['block_id', 'number']).execute();

  await db.schema
    .createTable('it_lesson_progress')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (col) => col.notNull().references('it_lessons.id').onDelete('cascade'))
    .addColumn('done_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('it_lesson_progress_pk', ['student_id', 'lesson_id'])
    .execute();
  // Deleting a lesson finds its progress rows by lesson.
  await db.schema.createIndex('it_lesson_progress_lesson_idx').on('it_lesson_progress').column('lesson_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('it_lesson_progress').execute();
  await db.schema.dropTable('it_lessons').execute();
  await db.schema.dropTable('it_blocks').execute();
  await db.schema.dropTable('it_courses').execute();
}
