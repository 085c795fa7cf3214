import { type Kysely, sql } from 'kysely';

/**
 * A second level over likes_rating_blocks: each value's holders counted by blocks of 4,096 student ids (64
 * blocks). Alone, a page deep inside a big tie read one block row per 64 ids of the tie (1,563 rows for the
 * 25,000 who earned nothing among 100,000); now it reads the tie's superblocks and the 64 blocks of one.
 * The width is fixed here and in likes-rating-buckets.repo.ts (LIKES_RATING_SUPERBLOCK). Filled from the
 * entries already kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('likes_rating_superblocks')
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('superblock', 'integer', (col) => col.notNull())
    .addColumn('students', 'integer', (col) => col.notNull().check(sql`students >= 0`))
    .addPrimaryKeyConstraint('likes_rating_superblocks_pk', ['subject_id', 'value', 'superblock'])
    .execute();
  await sql`insert into likes_rating_superblocks (subject_id, value, superblock, students)
    select subject_id, value, student_id / 4096, count(*) from likes_rating_entries
    group by subject_id, value, student_id / 4096`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('likes_rating_superblocks').execute();
}
