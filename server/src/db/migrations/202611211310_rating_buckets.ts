import { type Kysely, sql } from 'kysely';

/**
 * How many students hold each rating value of a trainer and subject, for both metrics (best score,
 * wins). A rating's total and a student's rank are sums over these few rows instead of a count over
 * the trainer's whole index range; the result that changes a standing moves it between buckets in
 * the same transaction. Filled here from the standings already kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trainer_rating_buckets')
    .addColumn('trainer_id', 'integer', (col) => col.notNull().references('trainers.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('metric', 'text', (col) => col.notNull().check(sql`metric in ('score', 'wins')`))
    .addColumn('value', 'double precision', (col) => col.notNull())
    // Zero only inside the transaction that empties a bucket and then deletes it.
    .addColumn('students', 'integer', (col) => col.notNull().check(sql`students >= 0`))
    .addPrimaryKeyConstraint('trainer_rating_buckets_pk', ['trainer_id', 'subject_id', 'metric', 'value'])
    .execute();

  await sql`
    insert into trainer_rating_buckets (trainer_id, subject_id, metric, value, students)
    select trainer_id, subject_id, 'score', best_score, count(*) from trainer_stats
      group by trainer_id, subject_id, best_score
    union all
    select trainer_id, subject_id, 'wins', wins, count(*) from trainer_stats
      group by trainer_id, subject_id, wins
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trainer_rating_buckets').execute();
}
