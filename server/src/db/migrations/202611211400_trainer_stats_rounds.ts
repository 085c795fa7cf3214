import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dialectTypes } from '../migration-helpers.ts';

/**
 * What a student's statistics page shows of each trainer's rounds, kept per student, trainer and subject
 * with every result (rejected ones too): the 10 newest rounds and the 30 newest validated scores, newest
 * first (created_at desc, id desc), as JSON lists of tuples (KeptRoundTuple, KeptScoreTuple). The page then
 * reads a few rows of the student instead of their results. A table of its own rather than columns of trainer_stats: a trainer played only in
 * rejected rounds has rounds to show but no standing, and a standing row is an entry of the ratings.
 * Filled here from the results already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema
    .createTable('trainer_stats_rounds')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('trainer_id', 'integer', (col) => col.notNull().references('trainers.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('recent', t.json, (col) => col.notNull())
    .addColumn('trend', t.json, (col) => col.notNull())
    .addPrimaryKeyConstraint('trainer_stats_rounds_pk', ['student_id', 'trainer_id', 'subject_id'])
    .execute();

  // The times as the app writes and reads them (ISO 8601, milliseconds, UTC).
  const createdAt = t.postgres
    ? sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`created_at`;
  const tuple = t.postgres ? sql`jsonb_build_array` : sql`json_array`;
  const list = (item: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
    t.postgres
      ? sql`coalesce(jsonb_agg(${item} order by created_at desc, id desc) filter (where ${where}), '[]'::jsonb)`
      : sql`json_group_array(${item} order by created_at desc, id desc) filter (where ${where})`;
  // KeptRoundTuple and KeptScoreTuple (schema.ts): lists, not objects, to halve the text parsed per read.
  const round = sql`${tuple}(id, subject_id, score, correct, total, won, likes_earned, duration_ms, validate_status,
    ${createdAt})`;
  const point = sql`${tuple}(id, ${createdAt}, score)`;
  await sql`
    insert into trainer_stats_rounds (student_id, trainer_id, subject_id, recent, trend)
    select student_id, trainer_id, subject_id,
      ${list(round, sql`newest <= 10`)},
      ${list(point, sql`validate_status = 'ok' and newest_of_status <= 30`)}
    from (
      select id, student_id, trainer_id, subject_id, score, correct, total, won, likes_earned, duration_ms,
        validate_status, created_at,
        row_number() over (partition by student_id, trainer_id, subject_id order by created_at desc, id desc) as newest,
        row_number() over (partition by student_id, trainer_id, subject_id, validate_status
          order by created_at desc, id desc) as newest_of_status
      from trainer_results
    ) as ranked
    where newest <= 10 or (validate_status = 'ok' and newest_of_status <= 30)
    group by student_id, trainer_id, subject_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trainer_stats_rounds').execute();
}
