import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface StudentScope {
  studentId: number;
  /** Undefined: every subject. */
  subjectId: number | undefined;
}

/**
 * Every trainer of the catalogue, listed or not (a mental test is played from its own page), in catalogue
 * order with the subjects it is played in. A small table: which of them a student has played is told by
 * the rounds, not by scanning all their results.
 */
export async function catalogueTrainers(db: Kysely<DB>) {
  return db
    .selectFrom('trainers')
    .select(['id', 'component', 'title_ru', 'title_en', 'title_uk', 'type_id', 'subjects'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The kept standings (one per trainer and subject) of a student. */
export async function standingsOf(db: Kysely<DB>, scope: StudentScope) {
  return db
    .selectFrom('trainer_stats')
    .select(['trainer_id', 'best_score', 'wins', 'rounds'])
    .where('student_id', '=', scope.studentId)
    .$if(scope.subjectId !== undefined, (q) => q.where('subject_id', '=', scope.subjectId ?? 0))
    .execute();
}

export interface LatestRound {
  id: number;
  trainer_id: number;
  subject_id: number;
  score: number;
  correct: number;
  total: number;
  won: number;
  likes_earned: number;
  duration_ms: number;
  validate_status: 'ok' | 'rejected';
  created_at: string;
}

/**
 * The newest rounds of each trainer: its `recent` newest rounds of any status and its `validated` newest
 * validated ones, in one statement (no lateral joins on SQLite): two index-bounded branches per trainer
 * pick the ids, and each picked round is read once. Unordered; the caller orders them.
 *
 * Written as SQL text rather than with the query builder: building and compiling two nested selects per
 * trainer cost Kysely about twice what SQLite spends running them. The limits are literals because SQLite
 * ran the branches about twice as slowly with a bound LIMIT.
 */
export async function latestRounds(
  db: Kysely<DB>,
  scope: StudentScope & { trainerIds: readonly number[] },
  limits: { recent: number; validated: number },
): Promise<LatestRound[]> {
  if (scope.trainerIds.length === 0) return [];
  const subject = scope.subjectId === undefined ? sql`` : sql` and subject_id = ${scope.subjectId}`;
  const newestIds = (trainerId: number, limit: number, validatedOnly: boolean, alias: string) =>
    sql`select id from (select id from trainer_results where student_id = ${scope.studentId} and trainer_id = ${trainerId}${subject}${validatedOnly ? sql` and validate_status = 'ok'` : sql``} order by created_at desc, id desc limit ${sql.lit(Math.trunc(limit))}) as ${sql.id(alias)}`;
  const branches = scope.trainerIds.flatMap((trainerId, i) => [
    newestIds(trainerId, limits.recent, false, `r${i}`),
    newestIds(trainerId, limits.validated, true, `v${i}`),
  ]);
  // UNION ALL: a distinct union made SQLite sort every branch to merge them; IN drops the repeats.
  const { rows } = await sql<LatestRound>`select id, trainer_id, subject_id, score, correct, total, won, likes_earned,
      duration_ms, validate_status, created_at
    from trainer_results where id in (${sql.join(branches, sql` union all `)})`.execute(db);
  return rows;
}

/** Whether the student sits in one of the teacher's classes (soft-deleted classes do not count). */
export async function teachesStudent(db: Kysely<DB>, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_students as gs')
    .innerJoin('groups as g', 'g.id', 'gs.group_id')
    .select('gs.student_id')
    .where('g.teacher_id', '=', teacherId)
    .where('g.deleted_at', 'is', null)
    .where('gs.student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}
