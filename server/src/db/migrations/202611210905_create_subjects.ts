import { type Kysely, sql } from 'kysely';
import { dialectTypes, withTimestamps } from '../migration-helpers.ts';

/**
 * Subjects are reference data every installation needs (spec §1), so the migration itself
 * writes them. The spec does not give titles for 9–11 or the header colours; these are ours.
 */
const SUBJECTS = [
  { id: 1, ru: 'Математика', en: 'Mathematics', uk: 'Математика', color: '#4263eb' },
  { id: 2, ru: 'Чтение', en: 'Reading', uk: 'Читання', color: '#f08c00' },
  { id: 3, ru: 'Ментальная арифметика', en: 'Mental arithmetic', uk: 'Ментальна арифметика', color: '#2f9e44' },
  { id: 8, ru: 'IT', en: 'IT', uk: 'IT', color: '#7048e8' },
  { id: 9, ru: 'Английский язык', en: 'English', uk: 'Англійська мова', color: '#e03131' },
  { id: 10, ru: 'Подготовка к школе', en: 'School readiness', uk: 'Підготовка до школи', color: '#d6336c' },
  { id: 11, ru: 'Онлайн-курсы', en: 'Online courses', uk: 'Онлайн-курси', color: '#0c8599' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await db.schema
    .createTable('subjects')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('main_id', 'integer', (col) => col.notNull())
    .addColumn('title_ru', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('title_uk', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  const rows = SUBJECTS.map((s, index) => sql`(${s.id}, ${s.id}, ${s.ru}, ${s.en}, ${s.uk}, ${s.color}, ${index + 1})`);
  await sql`insert into subjects (id, main_id, title_ru, title_en, title_uk, color, position) values ${sql.join(rows)}`.execute(
    db,
  );

  await withTimestamps(
    db.schema
      .createTable('student_subjects')
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('active').check(sql`status in ('active', 'blocked')`),
      )
      .addPrimaryKeyConstraint('student_subjects_pk', ['student_id', 'subject_id']),
    t,
    ['created_at'],
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_subjects').execute();
  await db.schema.dropTable('subjects').execute();
}
