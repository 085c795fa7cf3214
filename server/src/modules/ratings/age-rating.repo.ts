import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RatingBucket } from './rating-standings.ts';
import type { RatedStudent } from './ratings.repo.ts';

/*
 * The rating by age reads the kept counts of one subject's one year (likes_age_buckets) for the total, the ranks and
 * where a page starts, and the entries through their (subject, birth year, value desc, student) index for the page.
 */

const yearOf = (birthDate: string | null) => (birthDate === null ? null : Number(birthDate.slice(0, 4)));

/** The year a student was born, from their birth date; null while it is not known. */
export async function findBirthYear(db: Kysely<DB>, studentId: number): Promise<number | null> {
  const row = await db.selectFrom('students').select('birth_date').where('user_id', '=', studentId).executeTakeFirst();
  return yearOf(row?.birth_date ?? null);
}

/** How many of the subject born in the year hold each likes value, highest first: a few rows, kept with every change. */
export async function ageBuckets(db: Kysely<DB>, cohort: { subjectId: number; year: number }): Promise<RatingBucket[]> {
  return db
    .selectFrom('likes_age_buckets')
    .select(['value', 'students'])
    .where('subject_id', '=', cohort.subjectId)
    .where('birth_year', '=', cohort.year)
    .orderBy('value', 'desc')
    .execute();
}

/**
 * One page of the year in rating order (likes earned desc, student id asc), starting at the entry `before` holders of
 * `value` come ahead of (where the kept buckets locate it): the rest of that value from the index, skipping those
 * before, and the values below it, each no longer than the page; names are joined to the page alone.
 */
export async function bornInPage(
  db: Kysely<DB>,
  cohort: { subjectId: number; year: number },
  page: { value: number; before: number; limit: number },
): Promise<RatedStudent[]> {
  const { subjectId, year } = cohort;
  const { rows } = await sql<RatedStudent>`select p.student_id, p.value, u.first_name, u.last_name
    from (
      select student_id, value from (
        select student_id, value from likes_rating_entries
        where subject_id = ${subjectId} and birth_year = ${year} and value = ${page.value}
        order by student_id limit ${page.before + page.limit}
      ) as same_value
      union all
      select student_id, value from (
        select student_id, value from likes_rating_entries
        where subject_id = ${subjectId} and birth_year = ${year} and value < ${page.value}
        order by value desc, student_id limit ${page.limit}
      ) as below
      order by value desc, student_id limit ${page.limit} offset ${page.before}
    ) as p inner join users as u on u.id = p.student_id
    order by p.value desc, p.student_id`.execute(db);
  return rows;
}

/** A member's own entry among those born the same year; null outside it. */
export async function findBornInRated(
  db: Kysely<DB>,
  cohort: { subjectId: number; year: number },
  studentId: number,
): Promise<RatedStudent | null> {
  const { rows } = await sql<RatedStudent>`select e.student_id, e.value, u.first_name, u.last_name
    from likes_rating_entries as e inner join users as u on u.id = e.student_id
    where e.student_id = ${studentId} and e.subject_id = ${cohort.subjectId}
      and e.birth_year = ${cohort.year}`.execute(db);
  return rows[0] ?? null;
}
