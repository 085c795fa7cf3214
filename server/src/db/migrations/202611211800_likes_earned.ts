import { type Kysely, sql } from 'kysely';

/**
 * Likes ever earned per student and subject, kept beside the balance by the same conditional update: the likes
 * gates, the likes rating and the likes page read it instead of summing the student's whole ledger each time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('likes_balances')
    .addColumn('earned', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update likes_balances set earned = coalesce((
      select sum(l.delta) from likes_ledger as l
      where l.student_id = likes_balances.student_id and l.subject_id = likes_balances.subject_id and l.delta > 0
    ), 0)`.execute(db);
  await db.schema
    .createIndex('likes_balances_subject_earned_idx')
    .on('likes_balances')
    .columns(['subject_id', 'earned'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('likes_balances_subject_earned_idx').execute();
  await db.schema.alterTable('likes_balances').dropColumn('earned').execute();
}
