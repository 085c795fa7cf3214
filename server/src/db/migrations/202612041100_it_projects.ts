import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/** The letters a student gets when a teacher decides on their project (spec §8 approved and rejected notices). */
const TEMPLATES = [
  {
    code: 'itProjectApproved',
    text_ru: 'Ура! Твой проект «{title}» одобрен и теперь на выставке. Пусть его увидят все!',
    text_en: 'Hooray! Your project "{title}" has been approved and is now in the exhibition for everyone to see!',
    text_uk: 'Ура! Твій проєкт «{title}» схвалено, і тепер він на виставці. Хай його побачать усі!',
  },
  {
    code: 'itProjectRejected',
    text_ru: 'Проект «{title}» пока не попал на выставку. Прочитай комментарий учителя, поправь и отправь снова!',
    text_en:
      'Your project "{title}" is not in the exhibition yet. Read your teacher\'s comment, fix it and send it again!',
    text_uk: 'Проєкт «{title}» поки не потрапив на виставку. Прочитай коментар учителя, виправ і надішли знову!',
  },
];

/**
 * The projects exhibition of the IT direction (issue [12], spec §3 IT project): categories an admin keeps, the
 * projects students show (seen by others only once a teacher approves them), their screenshots and likes.
 * `likes_count` is kept with the likes in the same transaction, so the exhibition sorts by it without counting;
 * `it_project_like_rewards` remembers who has earned the author an IT point for a project, so an unlike and a
 * like again earn nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('it_categories'), t)
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_projects'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (col) => col.notNull().references('it_categories.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      // The title in small letters, folded by the server: SQLite's lower() and LIKE fold only ASCII.
      .addColumn('title_search', 'text', (col) => col.notNull())
      .addColumn('title_justification', 'text', (col) => col.notNull())
      .addColumn('stages', 'text', (col) => col.notNull())
      .addColumn('difficulties', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
      )
      .addColumn('comment', 'text')
      .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', t.timestamp)
      .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`likes_count >= 0`)),
    t,
  ).execute();
  // The top list (approved by likes), the newest approved first (with or without a category), a student's own.
  await db.schema
    .createIndex('it_projects_status_likes_idx')
    .on('it_projects')
    .columns(['status', 'likes_count', 'id'])
    .execute();
  await db.schema.createIndex('it_projects_status_id_idx').on('it_projects').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('it_projects_status_category_idx')
    .on('it_projects')
    .columns(['status', 'category_id', 'id'])
    .execute();
  await db.schema.createIndex('it_projects_student_idx').on('it_projects').columns(['student_id', 'id']).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_project_screenshots'), t)
      .addColumn('project_id', 'integer', (col) => col.notNull().references('it_projects.id').onDelete('cascade'))
      .addColumn('file', 'text', (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull()),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('it_project_screenshots_project_idx')
    .on('it_project_screenshots')
    .columns(['project_id', 'number'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('it_project_likes')
      .addColumn('project_id', 'integer', (col) => col.notNull().references('it_projects.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addPrimaryKeyConstraint('it_project_likes_pk', ['project_id', 'student_id']),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('it_project_likes_student_idx')
    .on('it_project_likes')
    .columns(['student_id', 'project_id'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('it_project_like_rewards')
      .addColumn('project_id', 'integer', (col) => col.notNull().references('it_projects.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addPrimaryKeyConstraint('it_project_like_rewards_pk', ['project_id', 'student_id']),
    t,
    ['created_at'],
  ).execute();

  await (db as Kysely<{ mail_templates: (typeof TEMPLATES)[number] }>)
    .insertInto('mail_templates')
    .values(TEMPLATES)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const codes = TEMPLATES.map((row) => row.code);
  // The letters written from these templates go with them: a letter without its template has no text.
  await sql`delete from mail_messages where template_id in (select id from mail_templates where code in (${sql.join(codes)}))`.execute(
    db,
  );
  await sql`delete from mail_templates where code in (${sql.join(codes)})`.execute(db);
  await db.schema.dropTable('it_project_like_rewards').execute();
  await db.schema.dropTable('it_project_likes').execute();
  await db.schema.dropTable('it_project_screenshots').execute();
  await db.schema.dropTable('it_projects').execute();
  await db.schema.dropTable('it_categories').execute();
}
