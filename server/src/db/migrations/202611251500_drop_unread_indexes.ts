import type { Kysely } from 'kysely';

/**
 * Two indexes no query reads any more, each written on every played round: ratings rank from their kept buckets
 * (trainer_rating_buckets, the likes rating's levels), not by sorting results or balances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trainer_results_rating_idx').execute();
  await db.schema.dropIndex('likes_balances_subject_earned_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('trainer_results_rating_idx')
    .on('trainer_results')
    .columns(['trainer_id', 'subject_id', 'score'])
    .execute();
  await db.schema
    .createIndex('likes_balances_subject_earned_idx')
    .on('likes_balances')
    .columns(['subject_id', 'earned'])
    .execute();
}
