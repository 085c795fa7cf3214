import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Quizzes of the IT lessons (issue [12], spec §2 it-lessons/list/{id}/quizes, /student/quizes): numbered quizzes of
 * a lesson, numbered questions of a quiz (options and accepted answers as JSON text), every student's submission an
 * attempt, and `it_quiz_best`: the best score a student has been paid IT points for, one row a student and quiz that
 * a submission locks and raises in its own transaction, so concurrent attempts never pay the same points twice.
 * Deleting a lesson or quiz takes its questions, attempts and best rows along; the points stay in the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('it_quizzes'), t)
      .addColumn('lesson_id', 'integer', (col) => col.notNull().references('it_lessons.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull()),
    t,
  ).execute();
  await db.schema.createIndex('it_quizzes_lesson_idx').on('it_quizzes').columns(['lesson_id', 'number']).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_quiz_questions'), t)
      .addColumn('quiz_id', 'integer', (col) => col.notNull().references('it_quizzes.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('accepted', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('explanation', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('number', 'integer', (col) => col.notNull())
      .addCheckConstraint('it_quiz_questions_kind', sql`kind in ('single', 'multiple', 'short', 'output')`),
    t,
  ).execute();
  await db.schema
    .createIndex('it_quiz_questions_quiz_idx')
    .on('it_quiz_questions')
    .columns(['quiz_id', 'number'])
    .execute();

  await withId(db.schema.createTable('it_quiz_attempts'), t)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('it_quizzes.id').onDelete('cascade'))
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('it_quiz_attempts_student_idx')
    .on('it_quiz_attempts')
    .columns(['student_id', 'quiz_id'])
    .execute();
  await db.schema.createIndex('it_quiz_attempts_quiz_idx').on('it_quiz_attempts').column('quiz_id').execute();

  await db.schema
    .createTable('it_quiz_best')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('it_quizzes.id').onDelete('cascade'))
    .addColumn('best_correct', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('it_quiz_best_pk', ['student_id', 'quiz_id'])
    .addCheckConstraint('it_quiz_best_non_negative', sql`best_correct >= 0`)
    .execute();
  await db.schema.createIndex('it_quiz_best_quiz_idx').on('it_quiz_best').column('quiz_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('it_quiz_best').execute();
  await db.schema.dropTable('it_quiz_attempts').execute();
  await db.schema.dropTable('it_quiz_questions').execute();
  await db.schema.dropTable('it_quizzes').execute();
}
