import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface StudentScope {
  studentId: number;
  /** Undefined: every subject. */
  subjectId: number | undefined;
}

/** The trainers a student has posted any round of, with their catalogue data. */
export async function playedTrainers(db: Kysely<DB>, scope: StudentScope) {
  return (
    db
      .selectFrom('trainers as t')
      .select(['t.id', 't.component', 't.title_ru', 't.title_en', 't.title_uk', 't.type_id'])
      // An IN list built from the student's own results reads the (student, trainer, created_at) index once;
      // a correlated EXISTS let the planner walk each trainer's whole rating index instead.
      .where('t.id', 'in', (eb) =>
        eb
          .selectFrom('trainer_results as r')
          .select('r.trainer_id')
          .where('r.student_id', '=', scope.studentId)
          .$if(scope.subjectId !== undefined, (q) => q.where('r.subject_id', '=', scope.subjectId ?? 0)),
      )
      .orderBy('t.position')
      .orderBy('t.id')
      .execute()
  );
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

/**
 * The newest rounds of each trainer: its `recent` newest rounds of any status and its `validated` newest
 * validated ones, in one statement (no lateral joins on SQLite): two index-bounded branches per trainer
 * pick the ids, and each picked round is read once. Unordered; the caller orders them.
 */
export async function latestRounds(
  db: Kysely<DB>,
  scope: StudentScope & { trainerIds: readonly number[] },
  limits: { recent: number; validated: number },
) {
  const newestIds = (trainerId: number, limit: number, validatedOnly: boolean, alias: string) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('trainer_results')
          .select('id')
          .where('student_id', '=', scope.studentId)
          .where('trainer_id', '=', trainerId)
          .$if(scope.subjectId !== undefined, (q) => q.where('subject_id', '=', scope.subjectId ?? 0))
          .$if(validatedOnly, (q) => q.where('validate_status', '=', 'ok'))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .as(alias),
      )
      .selectAll();
  const [first, ...rest] = scope.trainerIds.flatMap((trainerId, i) => [
    newestIds(trainerId, limits.recent, false, `r${i}`),
    newestIds(trainerId, limits.validated, true, `v${i}`),
  ]);
  if (!first) return [];
  return (
    db
      .selectFrom('trainer_results')
      .select([
        'id',
        'trainer_id',
        'subject_id',
        'score',
        'correct',
        'total',
        'won',
        'likes_earned',
        'duration_ms',
        'validate_status',
        'created_at',
      ])
      // UNION ALL: a distinct union made SQLite sort every branch to merge them; IN drops the repeats.
      .where(
        'id',
        'in',
        rest.reduce((query, next) => query.unionAll(next), first),
      )
      .execute()
  );
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
