import { type Kysely, sql } from 'kysely';

/**
 * The likes rating of a subject kept as it changes, so a page and an own entry cost a few rows however many
 * students the subject has (ranking every member per request took 92 ms at 100,000 students):
 * - likes_rating_entries: every active member of a subject with the likes they earned there, in rating order;
 * - likes_rating_buckets: how many members hold each value, for the total, the ranks and where a page starts;
 * - likes_rating_blocks: the same counts split by blocks of 64 student ids, so a page deep inside one value
 *   (those who earned nothing are most of a subject) seeks to its block instead of walking every tie before it.
 * The block width is fixed here and in likes-rating-buckets.repo.ts (LIKES_RATING_BLOCK). Filled from the
 * memberships and the earned likes already kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('likes_rating_entries')
    .addColumn('student_id', 'integer', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value >= 0`))
    .addPrimaryKeyConstraint('likes_rating_entries_pk', ['student_id', 'subject_id'])
    .addForeignKeyConstraint(
      'likes_rating_entries_membership_fk',
      ['student_id', 'subject_id'],
      'student_subjects',
      ['student_id', 'subject_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('likes_rating_entries_order_idx')
    .on('likes_rating_entries')
    .columns(['subject_id', 'value desc', 'student_id'])
    .execute();

  await db.schema
    .createTable('likes_rating_buckets')
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('value', 'integer', (col) => col.notNull())
    // Zero only inside the transaction that empties a bucket and then deletes it.
    .addColumn('students', 'integer', (col) => col.notNull().check(sql`students >= 0`))
    .addPrimaryKeyConstraint('likes_rating_buckets_pk', ['subject_id', 'value'])
    .execute();

  await db.schema
    .createTable('likes_rating_blocks')
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('block', 'integer', (col) => col.notNull())
    .addColumn('students', 'integer', (col) => col.notNull().check(sql`students >= 0`))
    .addPrimaryKeyConstraint('likes_rating_blocks_pk', ['subject_id', 'value', 'block'])
    .execute();

  await sql`insert into likes_rating_entries (student_id, subject_id, value)
    select ss.student_id, ss.subject_id, coalesce(b.earned, 0) from student_subjects as ss
    left join likes_balances as b on b.student_id = ss.student_id and b.subject_id = ss.subject_id
    where ss.status = 'active'`.execute(db);
  await sql`insert into likes_rating_buckets (subject_id, value, students)
    select subject_id, value, count(*) from likes_rating_entries group by subject_id, value`.execute(db);
  await sql`insert into likes_rating_blocks (subject_id, value, block, students)
    select subject_id, value, student_id / 64, count(*) from likes_rating_entries
    group by subject_id, value, student_id / 64`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('likes_rating_blocks').execute();
  await db.schema.dropTable('likes_rating_buckets').execute();
  await db.schema.dropTable('likes_rating_entries').execute();
}
