import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB } from '../../db/schema.ts';
import type { RatingBucket } from './rating-standings.ts';

export type RatingMetric = 'wins' | 'score';

export interface RatingScope {
  trainerId: number;
  subjectId: number;
  metric: RatingMetric;
}

const columnOf = (metric: RatingMetric) => (metric === 'wins' ? 'wins' : 'best_score');

/** Every rating value of the scope with how many students hold it, highest first: a few rows. */
export async function ratingBuckets(db: Kysely<DB>, scope: RatingScope): Promise<RatingBucket[]> {
  return db
    .selectFrom('trainer_rating_buckets')
    .select(['value', 'students'])
    .where('trainer_id', '=', scope.trainerId)
    .where('subject_id', '=', scope.subjectId)
    .where('metric', '=', scope.metric)
    .orderBy('value', 'desc')
    .execute();
}

export interface RatedStudent {
  student_id: number;
  value: number;
  first_name: string;
  last_name: string;
}

/**
 * One page in rating order, entered at the first value it holds (`skip` of that value's students lie
 * on earlier pages), so the (trainer, subject, value desc, student) index walks at most one value's
 * students before the page instead of every entry above it. Names are joined to the page alone: joined
 * before the offset, every skipped entry would cost a user lookup.
 */
export async function ratingPage(
  db: Kysely<DB>,
  scope: RatingScope,
  page: { fromValue: number; skip: number; limit: number },
): Promise<RatedStudent[]> {
  const column = columnOf(scope.metric);
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('trainer_stats')
        .select(['student_id', `${column} as value`])
        .where('trainer_id', '=', scope.trainerId)
        .where('subject_id', '=', scope.subjectId)
        .where(column, '<=', page.fromValue)
        .orderBy(column, 'desc')
        .orderBy('student_id', 'asc')
        .limit(page.limit)
        .offset(page.skip)
        .as('ts'),
    )
    .innerJoin('users as u', 'u.id', 'ts.student_id')
    .select(['ts.student_id', 'ts.value', 'u.first_name', 'u.last_name'])
    .orderBy('ts.value', 'desc')
    .orderBy('ts.student_id', 'asc')
    .execute();
}

/**
 * A student's own entry, read on every rating page a student opens. SQL text: the builder took twice as
 * long to build this join as SQLite took to run it.
 */
export async function findRated(db: Kysely<DB>, scope: RatingScope, studentId: number): Promise<RatedStudent | null> {
  const { rows } = await sql<RatedStudent>`select ts.student_id, ${sql.ref(`ts.${columnOf(scope.metric)}`)} as value,
      u.first_name, u.last_name
    from trainer_stats as ts inner join users as u on u.id = ts.student_id
    where ts.trainer_id = ${scope.trainerId} and ts.subject_id = ${scope.subjectId} and ts.student_id = ${studentId}`.execute(
    db,
  );
  return rows[0] ?? null;
}

type BucketArgs = { trainerId: number; subjectId: number; metric: RatingMetric; value: number };

const bucketEntered = preparedQuery<BucketArgs, never>((db, arg) =>
  db
    .insertInto('trainer_rating_buckets')
    .values({
      trainer_id: arg('trainerId'),
      subject_id: arg('subjectId'),
      metric: arg('metric'),
      value: arg('value'),
      students: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['trainer_id', 'subject_id', 'metric', 'value'])
        .doUpdateSet((eb) => ({ students: eb('trainer_rating_buckets.students', '+', 1) })),
    ),
);

const whereBucket =
  (arg: <K extends keyof BucketArgs & string>(name: K) => BucketArgs[K]) =>
  (eb: ExpressionBuilder<DB, 'trainer_rating_buckets'>) =>
    eb.and([
      eb('trainer_id', '=', arg('trainerId')),
      eb('subject_id', '=', arg('subjectId')),
      eb('metric', '=', arg('metric')),
      eb('value', '=', arg('value')),
    ]);

/**
 * Moves one student between two values of a scope in one statement, the lower row locked first: the row of
 * `from` is offered with 0 students and counted one fewer when it exists (a missing one is made empty, never
 * negative), the row of `to` is made with one or counted one more. Returns both rows as they are now.
 */
const bucketMoved = preparedQuery<
  Omit<BucketArgs, 'value'> & { from: number; to: number },
  { value: number; students: number }
>((db, arg) =>
  db
    .insertInto('trainer_rating_buckets')
    .values([
      {
        trainer_id: arg('trainerId'),
        subject_id: arg('subjectId'),
        metric: arg('metric'),
        value: arg('from'),
        students: 0,
      },
      {
        trainer_id: arg('trainerId'),
        subject_id: arg('subjectId'),
        metric: arg('metric'),
        value: arg('to'),
        students: 1,
      },
    ])
    .onConflict((oc) =>
      oc.columns(['trainer_id', 'subject_id', 'metric', 'value']).doUpdateSet((eb) => ({
        students: eb(
          'trainer_rating_buckets.students',
          '+',
          eb.case().when('excluded.students', '=', 1).then(1).else(-1).end(),
        ),
      })),
    )
    .returning(['value', 'students']),
);

const emptyBucketDropped = preparedQuery<BucketArgs, never>((db, arg) =>
  db.deleteFrom('trainer_rating_buckets').where(whereBucket(arg)).where('students', '=', 0),
);

/** Counts one more student at `value`. Part of the transaction that writes the student's trainer_stats row. */
export async function enterBucket(db: Kysely<DB>, key: RatingScope, value: number): Promise<void> {
  await bucketEntered(db, { ...key, value });
}

/**
 * Moves one student from `from` to the higher `to` (standings only grow), dropping a bucket that
 * empties. Buckets are always taken lowest value first, so concurrent rounds lock them in one order
 * and cannot deadlock each other.
 */
export async function moveBucket(db: Kysely<DB>, key: RatingScope, from: number, to: number): Promise<void> {
  const moved = await bucketMoved(db, { ...key, from, to });
  if (moved.some((row) => row.value === from && row.students === 0)) {
    await emptyBucketDropped(db, { ...key, value: from });
  }
}

/**
 * Takes a student out of every trainer rating, their standings with them (an erased or deleted account): each
 * standing leaves the buckets of its two values first, so the counts kept beside the ratings stay true.
 */
export async function leaveTrainerRatings(db: Kysely<DB>, studentId: number): Promise<void> {
  const standings = await db
    .deleteFrom('trainer_stats')
    .where('student_id', '=', studentId)
    .returning(['trainer_id', 'subject_id', 'best_score', 'wins'])
    .execute();
  for (const standing of standings) {
    const scope = { trainerId: standing.trainer_id, subjectId: standing.subject_id };
    const held: Array<[RatingMetric, number]> = [
      ['score', standing.best_score],
      ['wins', standing.wins],
    ];
    for (const [metric, value] of held) {
      await db
        .updateTable('trainer_rating_buckets')
        .set((eb) => ({ students: eb('students', '-', 1) }))
        .where('trainer_id', '=', scope.trainerId)
        .where('subject_id', '=', scope.subjectId)
        .where('metric', '=', metric)
        .where('value', '=', value)
        .where('students', '>', 0)
        .execute();
      await emptyBucketDropped(db, { ...scope, metric, value });
    }
  }
}
