import { type Kysely, sql } from 'kysely';

/**
 * The likes a student earned today in a trainer and subject, kept on their standing row: a round read them by
 * summing the day's results, a range that grows with every round played that day, inside the write lock.
 * Filled with today's (UTC) earnings so far, so the daily cap holds across the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainer_stats').addColumn('likes_day', 'text').execute();
  await db.schema
    .alterTable('trainer_stats')
    .addColumn('likes_today', 'integer', (col) => col.notNull().defaultTo(0).check(sql`likes_today >= 0`))
    .execute();
  const today = new Date().toISOString().slice(0, 10);
  await sql`update trainer_stats set likes_day = ${today}, likes_today = coalesce((
      select sum(r.likes_earned) from trainer_results as r
      where r.student_id = trainer_stats.student_id and r.trainer_id = trainer_stats.trainer_id
        and r.subject_id = trainer_stats.subject_id and r.created_at >= ${`${today}T00:00:00.000Z`}
    ), 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainer_stats').dropColumn('likes_today').execute();
  await db.schema.alterTable('trainer_stats').dropColumn('likes_day').execute();
}
