import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The trainer catalogue, the sessions a student starts (the server picks the seed), one result
 * per session and each student's best per trainer for the ratings. The catalogue rows themselves
 * are reference data written by the seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    withId(db.schema.createTable('trainers'), t)
      .addColumn('component', 'text', (col) => col.notNull().unique())
      .addColumn('subjects', t.json, (col) => col.notNull())
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('icon', 'text', (col) => col.notNull())
      .addColumn('type_id', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('default_settings', t.json)
      .addColumn('likes_rule', t.json, (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
    ['created_at'],
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('trainer_sessions'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('trainer_id', 'integer', (col) => col.notNull().references('trainers.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('seed', 'integer', (col) => col.notNull())
      .addColumn('settings', t.json, (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('started').check(sql`status in ('started', 'finished', 'rejected', 'expired')`),
      )
      .addColumn('expires_at', t.timestamp, (col) => col.notNull())
      .addColumn('finished_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('trainer_sessions_student_idx')
    .on('trainer_sessions')
    .columns(['student_id', 'created_at'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('trainer_results'), t)
      .addColumn('session_id', 'integer', (col) =>
        col.notNull().unique().references('trainer_sessions.id').onDelete('cascade'),
      )
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('trainer_id', 'integer', (col) => col.notNull().references('trainers.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('score', 'double precision', (col) => col.notNull())
      .addColumn('correct', 'integer', (col) => col.notNull().check(sql`correct >= 0`))
      .addColumn('total', 'integer', (col) => col.notNull().check(sql`total >= 0`))
      // 0/1 in both dialects so a rating can sum wins the same way everywhere.
      .addColumn('won', 'integer', (col) => col.notNull().check(sql`won in (0, 1)`))
      .addColumn('duration_ms', 'integer', (col) => col.notNull().check(sql`duration_ms >= 0`))
      .addColumn('likes_earned', 'integer', (col) => col.notNull().check(sql`likes_earned >= 0`))
      .addColumn('validate_status', 'text', (col) => col.notNull().check(sql`validate_status in ('ok', 'rejected')`))
      .addColumn('validate_reason', 'text'),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('trainer_results_rating_idx')
    .on('trainer_results')
    .columns(['trainer_id', 'subject_id', 'score'])
    .execute();
  await db.schema
    .createIndex('trainer_results_student_idx')
    .on('trainer_results')
    .columns(['student_id', 'trainer_id', 'created_at'])
    .execute();

  // Kept per student beside the results, so a rating page reads an index range instead of every result.
  await withTimestamps(
    db.schema
      .createTable('trainer_stats')
      .addColumn('trainer_id', 'integer', (col) => col.notNull().references('trainers.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('best_score', 'double precision', (col) => col.notNull())
      .addColumn('wins', 'integer', (col) => col.notNull().check(sql`wins >= 0`))
      .addColumn('rounds', 'integer', (col) => col.notNull().check(sql`rounds >= 0`))
      .addPrimaryKeyConstraint('trainer_stats_pk', ['trainer_id', 'subject_id', 'student_id']),
    t,
    ['updated_at'],
  ).execute();
  await db.schema
    .createIndex('trainer_stats_score_idx')
    .on('trainer_stats')
    .columns(['trainer_id', 'subject_id', 'best_score', 'student_id'])
    .execute();
  await db.schema
    .createIndex('trainer_stats_wins_idx')
    .on('trainer_stats')
    .columns(['trainer_id', 'subject_id', 'wins', 'student_id'])
    .execute();
  await db.schema.createIndex('trainer_stats_student_idx').on('trainer_stats').column('student_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trainer_stats').execute();
  await db.schema.dropTable('trainer_results').execute();
  await db.schema.dropTable('trainer_sessions').execute();
  await db.schema.dropTable('trainers').execute();
}
