import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Whose likes a rating ranks: every active student of the subject, or the students of one teacher's classes of it. */
export interface LikesRatingScope {
  subjectId: number;
  teacherId: number | null;
}

export interface LikesRatingRow {
  student_id: number;
  value: number;
  rank: number;
  position: number;
  first_name: string;
  last_name: string;
}

function membersOf(scope: LikesRatingScope): RawBuilder<unknown> {
  if (scope.teacherId === null) {
    return sql`select ss.student_id from student_subjects as ss
      where ss.subject_id = ${scope.subjectId} and ss.status = 'active'`;
  }
  return sql`select distinct gs.student_id from group_students as gs
      inner join groups as g on g.id = gs.group_id
      where g.teacher_id = ${scope.teacherId} and g.subject_id = ${scope.subjectId} and g.deleted_at is null`;
}

export async function countLikesRated(db: Kysely<DB>, scope: LikesRatingScope): Promise<number> {
  const { rows } = await sql<{
    total: number | string;
  }>`select count(*) as total from (${membersOf(scope)}) as m`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * The entries at positions (from, to] in rating order, and the followed student's entry wherever it is.
 * Likes earned are kept beside each balance (likes_balances.earned); a student who earned none ranks last with 0.
 * Competition ranks (1, 2, 2, 4) and positions come from window functions, which both dialects run.
 */
export async function likesRatingRows(
  db: Kysely<DB>,
  scope: LikesRatingScope,
  window: { from: number; to: number; followId: number | null },
): Promise<LikesRatingRow[]> {
  const { rows } = await sql<LikesRatingRow>`with earned as (
      select m.student_id, coalesce(b.earned, 0) as value
      from (${membersOf(scope)}) as m
      left join likes_balances as b on b.student_id = m.student_id and b.subject_id = ${scope.subjectId}
    ), ranked as (
      select student_id, value,
        rank() over (order by value desc) as rank,
        row_number() over (order by value desc, student_id asc) as position
      from earned
    )
    select r.student_id, r.value, r.rank, r.position, u.first_name, u.last_name
    from ranked as r inner join users as u on u.id = r.student_id
    where (r.position > ${window.from} and r.position <= ${window.to}) or r.student_id = ${window.followId ?? 0}
    order by r.position`.execute(db);
  return rows.map((row) => ({
    ...row,
    value: Number(row.value),
    rank: Number(row.rank),
    position: Number(row.position),
  }));
}
