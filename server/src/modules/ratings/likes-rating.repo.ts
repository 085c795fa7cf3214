import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { LIKES_RATING_BLOCK, LIKES_RATING_SUPERBLOCK } from './likes-rating-buckets.repo.ts';
import type { RatingBucket } from './rating-standings.ts';
import type { RatedStudent } from './ratings.repo.ts';

/** How many members of the subject hold each likes value, highest first: a few rows, kept with every change. */
export async function likesRatingBuckets(db: Kysely<DB>, subjectId: number): Promise<RatingBucket[]> {
  return db
    .selectFrom('likes_rating_buckets')
    .select(['value', 'students'])
    .where('subject_id', '=', subjectId)
    .orderBy('value', 'desc')
    .execute();
}

interface PartCount {
  part: number;
  students: number;
}

/** The part (in id order) holding the entry `before` others come ahead of, and how many the parts before it hold. */
function partHolding(parts: readonly PartCount[], before: number): { part: number; passed: number } | null {
  let passed = 0;
  for (const { part, students } of parts) {
    if (before < passed + students) return { part, passed };
    passed += students;
  }
  return null;
}

/**
 * Where to enter the holders of `value` to reach the one `before` of them come ahead of (they are ordered by
 * student id): the first id to read from and how many to skip there. Near the front of the value that is its
 * first holder; deeper, the value's superblocks give the superblock holding the entry and its 64 blocks the
 * block, so under one block of ties is skipped instead of all of them.
 */
async function seekWithinValue(
  db: Kysely<DB>,
  subjectId: number,
  start: { value: number; before: number },
): Promise<{ fromId: number; skip: number }> {
  if (start.before < LIKES_RATING_BLOCK) return { fromId: 0, skip: start.before };
  const superblocks = await db
    .selectFrom('likes_rating_superblocks')
    .select(['superblock as part', 'students'])
    .where('subject_id', '=', subjectId)
    .where('value', '=', start.value)
    .orderBy('superblock')
    .execute();
  const superblock = partHolding(superblocks, start.before);
  const blocksPer = LIKES_RATING_SUPERBLOCK / LIKES_RATING_BLOCK;
  const blocks = superblock
    ? await db
        .selectFrom('likes_rating_blocks')
        .select(['block as part', 'students'])
        .where('subject_id', '=', subjectId)
        .where('value', '=', start.value)
        .where('block', '>=', superblock.part * blocksPer)
        .where('block', '<', (superblock.part + 1) * blocksPer)
        .orderBy('block')
        .execute()
    : [];
  const block = superblock && partHolding(blocks, start.before - superblock.passed);
  if (!superblock || !block) {
    // Only while the counts disagree with the entries they count: walking every tie is slow but still right.
    return { fromId: 0, skip: start.before };
  }
  return { fromId: block.part * LIKES_RATING_BLOCK, skip: start.before - superblock.passed - block.passed };
}

/**
 * One page of the subject's likes rating in order (value desc, student id asc), starting at the entry `before`
 * holders of `value` come ahead of. Two seeks on the (subject, value desc, student) index, the rest of the
 * value from the sought id and the values below it, each no longer than the page; names are joined to the
 * page alone.
 */
export async function likesRatingPage(
  db: Kysely<DB>,
  subjectId: number,
  page: { value: number; before: number; limit: number },
): Promise<RatedStudent[]> {
  const { fromId, skip } = await seekWithinValue(db, subjectId, page);
  const { rows } = await sql<RatedStudent>`select p.student_id, p.value, u.first_name, u.last_name
    from (
      select student_id, value from (
        select student_id, value from likes_rating_entries
        where subject_id = ${subjectId} and value = ${page.value} and student_id >= ${fromId}
        order by student_id limit ${skip + page.limit}
      ) as same_value
      union all
      select student_id, value from (
        select student_id, value from likes_rating_entries
        where subject_id = ${subjectId} and value < ${page.value}
        order by value desc, student_id limit ${page.limit}
      ) as below
      order by value desc, student_id limit ${page.limit} offset ${skip}
    ) as p inner join users as u on u.id = p.student_id
    order by p.value desc, p.student_id`.execute(db);
  return rows;
}

/** A member's own entry in the subject's likes rating; null for a student outside it. */
export async function findLikesRated(
  db: Kysely<DB>,
  subjectId: number,
  studentId: number,
): Promise<RatedStudent | null> {
  const { rows } = await sql<RatedStudent>`select e.student_id, e.value, u.first_name, u.last_name
    from likes_rating_entries as e inner join users as u on u.id = e.student_id
    where e.student_id = ${studentId} and e.subject_id = ${subjectId}`.execute(db);
  return rows[0] ?? null;
}

export interface LikesRatingRow extends RatedStudent {
  rank: number;
  position: number;
}

/**
 * The likes rating of the students of one teacher's current classes of the subject (with `birthYear`, those of
 * them born that year: the rating by age): a class-sized set, found through the teacher's groups and ranked
 * directly. Competition ranks (1, 2, 2, 4) and positions come from window functions, which both dialects run;
 * those who earned nothing rank last with 0.
 */
export async function teacherLikesRating(
  db: Kysely<DB>,
  scope: { subjectId: number; teacherId: number; birthYear?: number },
): Promise<LikesRatingRow[]> {
  const bornIn =
    scope.birthYear === undefined
      ? sql``
      : sql`and gs.student_id in (select user_id from students
          where cast(substr(birth_date, 1, 4) as integer) = ${scope.birthYear})`;
  const { rows } = await sql<LikesRatingRow>`with members as (
      select distinct gs.student_id from groups as g
      inner join group_students as gs on gs.group_id = g.id
      where g.teacher_id = ${scope.teacherId} and g.subject_id = ${scope.subjectId} and g.deleted_at is null
        ${bornIn}
    ), ranked as (
      select m.student_id, coalesce(b.earned, 0) as value,
        rank() over (order by coalesce(b.earned, 0) desc) as rank,
        row_number() over (order by coalesce(b.earned, 0) desc, m.student_id asc) as position
      from members as m
      left join likes_balances as b on b.student_id = m.student_id and b.subject_id = ${scope.subjectId}
    )
    select r.student_id, r.value, r.rank, r.position, u.first_name, u.last_name
    from ranked as r inner join users as u on u.id = r.student_id
    order by r.position`.execute(db);
  return rows.map((row) => ({
    ...row,
    value: Number(row.value),
    rank: Number(row.rank),
    position: Number(row.position),
  }));
}
