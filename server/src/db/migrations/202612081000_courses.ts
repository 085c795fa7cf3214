import { type Kysely, sql } from 'kysely';
import { dialectTypes, withTimestamps } from '../migration-helpers.ts';

/**
 * Issue [13]: the course direction (subject 11) opens. Its courses, blocks and lessons live in the IT courses' tables
 * (one content model, one lesson editor), told apart by the course's `subject_id` (8 for every course so far). A lesson
 * of subject 11 may carry a homework, kept as the editor's items (the shape of a homework template's); a student's
 * class gets a copy of it as an ordinary homework (`homework.course_lesson_id`, one per class and lesson) that is played,
 * answered and checked like any other. A finished course's certificate names its course, once per student. The brain
 * trainers (Schulte, Stroop, speed reading, memory, labyrinth, dino) join the subject's catalogue.
 */
const ADDED_TO = ['schulte', 'stroop', 'speedReading', 'memo', 'labyrinth', 'dino'];
const COURSES = 11;

async function changeCatalogue(db: Kysely<unknown>, change: (current: number[]) => number[]): Promise<void> {
  const { rows } = await sql<{ id: number; subjects: unknown }>`
    select id, subjects from trainers where component in (${sql.join(ADDED_TO)})
  `.execute(db);
  for (const row of rows) {
    // PostgreSQL hands jsonb back parsed; SQLite keeps the JSON text.
    const current = (typeof row.subjects === 'string' ? JSON.parse(row.subjects) : row.subjects) as number[];
    const next = change(current);
    if (next.length === current.length) continue;
    await sql`update trainers set subjects = ${JSON.stringify(next)} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await db.schema
    .alterTable('it_courses')
    .addColumn('subject_id', 'integer', (col) => col.notNull().defaultTo(8))
    .execute();
  await db.schema.createIndex('it_courses_subject_idx').on('it_courses').columns(['subject_id', 'number']).execute();

  await withTimestamps(
    db.schema
      .createTable('course_lesson_homework')
      .addColumn('lesson_id', 'integer', (col) => col.primaryKey().references('it_lessons.id').onDelete('cascade'))
      .addColumn('description', 'text')
      .addColumn('items', t.json, (col) => col.notNull()),
    t,
  ).execute();

  // A deleted lesson leaves the classes' copies as ordinary homework.
  await db.schema
    .alterTable('homework')
    .addColumn('course_lesson_id', 'integer', (col) => col.references('it_lessons.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('homework_course_lesson_uq')
    .on('homework')
    .columns(['group_id', 'course_lesson_id'])
    .unique()
    .execute();

  await db.schema
    .alterTable('certificates')
    .addColumn('course_id', 'integer', (col) => col.references('it_courses.id').onDelete('set null'))
    .execute();
  // NULLs are distinct in both dialects: the certificates a teacher writes by hand are never limited by this.
  await db.schema
    .createIndex('certificates_course_uq')
    .on('certificates')
    .columns(['student_id', 'course_id'])
    .unique()
    .execute();

  await sql`update subjects set is_open = ${t.true} where main_id = ${COURSES}`.execute(db);
  await changeCatalogue(db, (current) => (current.includes(COURSES) ? current : [...current, COURSES]));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const closed = dialectTypes(db).postgres ? sql`false` : sql`0`;
  await changeCatalogue(db, (current) => current.filter((id) => id !== COURSES));
  await sql`update subjects set is_open = ${closed} where main_id = ${COURSES}`.execute(db);
  await db.schema.dropIndex('certificates_course_uq').execute();
  await db.schema.alterTable('certificates').dropColumn('course_id').execute();
  await db.schema.dropIndex('homework_course_lesson_uq').execute();
  await db.schema.alterTable('homework').dropColumn('course_lesson_id').execute();
  await db.schema.dropTable('course_lesson_homework').execute();
  await db.schema.dropIndex('it_courses_subject_idx').execute();
  await db.schema.alterTable('it_courses').dropColumn('subject_id').execute();
}
