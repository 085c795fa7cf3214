import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type RatingMetric = 'wins' | 'score';

export interface RatingScope {
  trainerId: number;
  subjectId: number;
  metric: RatingMetric;
}

const columnOf = (metric: RatingMetric) => (metric === 'wins' ? 'wins' : 'best_score');

export async function countRated(db: Kysely<DB>, scope: RatingScope): Promise<number> {
  const row = await db
    .selectFrom('trainer_stats')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('trainer_id', '=', scope.trainerId)
    .where('subject_id', '=', scope.subjectId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many students stand strictly above `value`: one less than the rank of whoever has it. */
export async function countAbove(db: Kysely<DB>, scope: RatingScope, value: number): Promise<number> {
  const row = await db
    .selectFrom('trainer_stats')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('trainer_id', '=', scope.trainerId)
    .where('subject_id', '=', scope.subjectId)
    .where(columnOf(scope.metric), '>', value)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface RatedStudent {
  student_id: number;
  value: number;
  first_name: string;
  last_name: string;
}

/** One page in rating order; the (trainer, subject, value desc, student) index serves it without a sort. */
export async function ratingPage(
  db: Kysely<DB>,
  scope: RatingScope,
  page: { offset: number; limit: number },
): Promise<RatedStudent[]> {
  const column = columnOf(scope.metric);
  return db
    .selectFrom('trainer_stats as ts')
    .innerJoin('users as u', 'u.id', 'ts.student_id')
    .select(['ts.student_id', `ts.${column} as value`, 'u.first_name', 'u.last_name'])
    .where('ts.trainer_id', '=', scope.trainerId)
    .where('ts.subject_id', '=', scope.subjectId)
    .orderBy(`ts.${column}`, 'desc')
    .orderBy('ts.student_id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findRated(db: Kysely<DB>, scope: RatingScope, studentId: number): Promise<RatedStudent | null> {
  const column = columnOf(scope.metric);
  const row = await db
    .selectFrom('trainer_stats as ts')
    .innerJoin('users as u', 'u.id', 'ts.student_id')
    .select(['ts.student_id', `ts.${column} as value`, 'u.first_name', 'u.last_name'])
    .where('ts.trainer_id', '=', scope.trainerId)
    .where('ts.subject_id', '=', scope.subjectId)
    .where('ts.student_id', '=', studentId)
    .executeTakeFirst();
  return row ?? null;
}
