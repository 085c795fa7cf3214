import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface RatingPlaceRow {
  trainer_id: number;
  metric: 'wins' | 'score';
  value: number;
  rank: number;
  total: number;
}

/**
 * The student's standing in every trainer they are rated in: the rank is one more than the students of
 * the buckets above their value, so each trainer costs a few bucket rows, never a walk over the rating.
 */
export async function ratingPlacesOf(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  winsType: number,
): Promise<RatingPlaceRow[]> {
  const { rows } = await sql<RatingPlaceRow>`with own as (
      select ts.trainer_id, ts.subject_id,
        case when t.type_id = ${winsType} then 'wins' else 'score' end as metric,
        case when t.type_id = ${winsType} then ts.wins else ts.best_score end as value
      from trainer_stats as ts inner join trainers as t on t.id = ts.trainer_id
      where ts.student_id = ${studentId} and ts.subject_id = ${subjectId}
    )
    select own.trainer_id, own.metric, own.value,
      1 + coalesce(sum(case when b.value > own.value then b.students else 0 end), 0) as rank,
      coalesce(sum(b.students), 0) as total
    from own left join trainer_rating_buckets as b
      on b.trainer_id = own.trainer_id and b.subject_id = own.subject_id and b.metric = own.metric
    group by own.trainer_id, own.metric, own.value
    order by own.trainer_id`.execute(db);
  return rows.map((row) => ({
    ...row,
    value: Number(row.value),
    rank: Number(row.rank),
    total: Number(row.total),
  }));
}
