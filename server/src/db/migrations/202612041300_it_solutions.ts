import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/** The letters a student gets when a teacher has checked their solution (spec §4). */
const TEMPLATES = [
  {
    code: 'itSolutionAccepted',
    text_ru: 'Ура! Учитель принял твоё решение задания «{title}». Задание засчитано, держи IT-баллы!',
    text_en:
      'Hooray! Your teacher accepted your solution of the task "{title}". The task counts, and here are IT points!',
    text_uk: 'Ура! Учитель прийняв твій розв’язок завдання «{title}». Завдання зараховано, тримай IT-бали!',
  },
  {
    code: 'itSolutionNeedsWork',
    text_ru: 'Решение задания «{title}» почти готово. Прочитай комментарий учителя, доработай и отправь снова!',
    text_en:
      'Your solution of the task "{title}" is nearly there. Read your teacher\'s comment, improve it and send it again!',
    text_uk: 'Розв’язок завдання «{title}» майже готовий. Прочитай коментар учителя, доопрацюй і надішли знову!',
  },
  {
    code: 'itSolutionRejected',
    text_ru: 'Решение задания «{title}» не принято. Прочитай комментарий учителя и попробуй ещё раз!',
    text_en: 'Your solution of the task "{title}" was not accepted. Read your teacher\'s comment and try again!',
    text_uk: 'Розв’язок завдання «{title}» не прийнято. Прочитай коментар учителя і спробуй ще раз!',
  },
];

/**
 * Solutions of IT tasks (issue [12]): one current solution a student and task lesson, replaced by a new attempt until
 * the teacher accepts it. `it_task_rewards` remembers the lessons a student has been paid IT points for, so a task
 * pays once ever, whatever happens to its solution later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('it_solutions'), t)
      .addColumn('lesson_id', 'integer', (col) => col.notNull().references('it_lessons.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('text', 'text')
      .addColumn('code', 'text')
      .addColumn('link', 'text')
      // The storage's generated name and the name the student's file had.
      .addColumn('file', 'text')
      .addColumn('file_name', 'text')
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('submitted').check(sql`status in ('submitted', 'accepted', 'needs_work', 'rejected')`),
      )
      .addColumn('teacher_comment', 'text')
      .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', t.timestamp)
      .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
      .addUniqueConstraint('it_solutions_student_lesson_uq', ['student_id', 'lesson_id']),
    t,
  ).execute();
  // The teacher's queue: by status, the oldest first.
  await db.schema.createIndex('it_solutions_status_idx').on('it_solutions').columns(['status', 'id']).execute();
  await db.schema.createIndex('it_solutions_lesson_idx').on('it_solutions').column('lesson_id').execute();

  await withTimestamps(
    db.schema
      .createTable('it_task_rewards')
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('lesson_id', 'integer', (col) => col.notNull().references('it_lessons.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('it_task_rewards_pk', ['student_id', 'lesson_id']),
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
  await db.schema.dropTable('it_task_rewards').execute();
  await db.schema.dropTable('it_solutions').execute();
}
