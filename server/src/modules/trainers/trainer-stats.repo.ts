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
 * the kept rounds, not by scanning all their results.
 */
export async function catalogueTrainers(db: Kysely<DB>) {
  return db
    .selectFrom('trainers')
    .select(['id', 'component', 'title_ru', 'title_en', 'title_uk', 'type_id', 'subjects'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface KeptTrainer {
  trainer_id: number;
  /** JSON of KeptRoundTuple[] and KeptScoreTuple[], read with readKeptRounds. */
  recent: unknown;
  trend: unknown;
  /** The standing; 0 for a trainer and subject played only in rejected rounds (it has none). */
  best_score: number;
  wins: number;
  rounds: number;
}

/**
 * Per trainer and subject the student played (rejected rounds too): the kept latest rounds and the
 * standing. SQL text: the builder cost more to build this join than SQLite took to run it.
 */
export async function keptTrainersOf(db: Kysely<DB>, scope: StudentScope): Promise<KeptTrainer[]> {
  const subject = scope.subjectId === undefined ? sql`` : sql` and k.subject_id = ${scope.subjectId}`;
  const { rows } =
    await sql<KeptTrainer>`select k.trainer_id, k.recent, k.trend, coalesce(s.best_score, 0) as best_score,
      coalesce(s.wins, 0) as wins, coalesce(s.rounds, 0) as rounds
    from trainer_stats_rounds as k
    left join trainer_stats as s
      on s.trainer_id = k.trainer_id and s.subject_id = k.subject_id and s.student_id = k.student_id
    where k.student_id = ${scope.studentId}${subject}`.execute(db);
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
