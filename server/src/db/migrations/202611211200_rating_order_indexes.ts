import type { Kysely } from 'kysely';

/**
 * A rating page reads `ORDER BY value DESC, student_id ASC`; an all-ascending index made the
 * database sort every tied score on each request. These indexes hold rows in the page's own order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const metric of ['best_score', 'wins'] as const) {
    const legacy = metric === 'best_score' ? 'trainer_stats_score_idx' : 'trainer_stats_wins_idx';
    await db.schema.dropIndex(legacy).execute();
    await db.schema
      .createIndex(`trainer_stats_${metric}_rank_idx`)
      .on('trainer_stats')
      .columns(['trainer_id', 'subject_id', `${metric} desc`, 'student_id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const metric of ['best_score', 'wins'] as const) {
    const legacy = metric === 'best_score' ? 'trainer_stats_score_idx' : 'trainer_stats_wins_idx';
    await db.schema.dropIndex(`trainer_stats_${metric}_rank_idx`).execute();
    await db.schema
      .createIndex(legacy)
      .on('trainer_stats')
      .columns(['trainer_id', 'subject_id', metric, 'student_id'])
      .execute();
  }
}
