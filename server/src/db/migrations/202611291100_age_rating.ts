import { type Kysely, sql } from 'kysely';

/**
 * The rating by age (issue [8]): the likes rating among the students of a subject born the same year.
 * - likes_rating_entries.birth_year: the year on each entry, so a page of one year is a seek on its own index
 *   (subject, year, value desc, student);
 * - likes_age_buckets: how many of the year hold each value, kept with every change as likes_rating_buckets is,
 *   for the total, the ranks and where a page starts, so no request counts a year's entries.
 * Filled from the birth dates already kept; a student without one has no year and stands in no age rating.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('likes_rating_entries').addColumn('birth_year', 'integer').execute();
  await sql`update likes_rating_entries set birth_year = (
      select cast(substr(s.birth_date, 1, 4) as integer) from students as s
      where s.user_id = likes_rating_entries.student_id and s.birth_date is not null
    )`.execute(db);
  await db.schema
    .createIndex('likes_rating_entries_age_idx')
    .on('likes_rating_entries')
    .columns(['subject_id', 'birth_year', 'value desc', 'student_id'])
    .execute();

  await db.schema
    .createTable('likes_age_buckets')
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('birth_year', 'integer', (col) => col.notNull())
    // Zero only inside the transaction that empties a bucket and then deletes it.
    .addColumn('students', 'integer', (col) => col.notNull().check(sql`students >= 0`))
    // In the order the kept counts' statements name them (likes-rating-buckets.repo.ts `level`).
    .addPrimaryKeyConstraint('likes_age_buckets_pk', ['subject_id', 'value', 'birth_year'])
    .execute();
  await db.schema
    .createIndex('likes_age_buckets_year_idx')
    .on('likes_age_buckets')
    .columns(['subject_id', 'birth_year', 'value'])
    .execute();
  await sql`insert into likes_age_buckets (subject_id, value, birth_year, students)
    select subject_id, value, birth_year, count(*) from likes_rating_entries where birth_year is not null
    group by subject_id, value, birth_year`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('likes_age_buckets').execute();
  await db.schema.dropIndex('likes_rating_entries_age_idx').execute();
  await db.schema.alterTable('likes_rating_entries').dropColumn('birth_year').execute();
}
