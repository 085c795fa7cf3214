import type { Database } from '../../db/database.ts';
import { type KeptRounds, readKeptRounds } from './trainer-stats.rounds.ts';

/** One student's kept latest rounds of one trainer in one subject. */
export interface StudentKeptRounds extends KeptRounds {
  student_id: number;
  trainer_id: number;
  subject_id: number;
}

/**
 * The kept latest rounds (RECENT_ROUNDS of any status, TREND_ROUNDS validated scores) of every trainer and subject
 * these students played: one read on the primary key's leading student_id, never a scan of their results.
 */
export async function keptRoundsOfStudents(
  database: Database,
  studentIds: readonly number[],
): Promise<StudentKeptRounds[]> {
  if (studentIds.length === 0) return [];
  const rows = await database.db
    .selectFrom('trainer_stats_rounds')
    .select(['student_id', 'trainer_id', 'subject_id', 'recent', 'trend'])
    .where('student_id', 'in', studentIds)
    .execute();
  return rows.map((row) => ({
    student_id: row.student_id,
    trainer_id: row.trainer_id,
    subject_id: row.subject_id,
    ...readKeptRounds(database.dialect, row),
  }));
}
