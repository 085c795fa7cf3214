import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The export's own reads: aggregates over other modules' tables, never a write. Each reads one index range bounded by
 * the class and the period, so a class of 40 over a year costs the same few queries as a class of 4 over a week.
 */

export async function teacherLocale(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function trainerTitles(db: Kysely<DB>) {
  return db.selectFrom('trainers').select(['id', 'title_ru', 'title_en', 'title_uk']).orderBy('position').execute();
}

export interface TrainerTotalsWhere {
  studentIds: readonly number[];
  trainerIds: readonly number[];
  subjectId: number;
  /** ISO instants: the period's first moment, and the first moment after it. */
  since: string;
  until: string;
}

/**
 * Validated rounds per student and trainer in the class's subject. Both id lists are given so the range is read from
 * trainer_results_student_idx (student_id, trainer_id, created_at): one bounded seek per pair, never a scan of a
 * student's whole history.
 */
export async function trainerTotals(db: Kysely<DB>, where: TrainerTotalsWhere) {
  if (where.studentIds.length === 0 || where.trainerIds.length === 0) return [];
  return db
    .selectFrom('trainer_results')
    .select((eb) => [
      'student_id',
      'trainer_id',
      eb.fn.countAll<number | string>().as('rounds'),
      eb.fn.max<number>('score').as('best_score'),
      eb.fn.avg<number | string>('score').as('average_score'),
      eb.fn.sum<number | string>('duration_ms').as('duration_ms'),
    ])
    .where('student_id', 'in', where.studentIds)
    .where('trainer_id', 'in', where.trainerIds)
    .where('created_at', '>=', where.since)
    .where('created_at', '<', where.until)
    .where('subject_id', '=', where.subjectId)
    .where('validate_status', '=', 'ok')
    .groupBy(['student_id', 'trainer_id'])
    .execute();
}

/** The class's lessons of the period with these students' rows, from the (group_id, date) index. */
export async function diaryRows(
  db: Kysely<DB>,
  where: { groupId: number; studentIds: readonly number[]; from: string; to: string },
) {
  if (where.studentIds.length === 0) return [];
  return db
    .selectFrom('diary_entries as e')
    .innerJoin('diary_rows as r', 'r.entry_id', 'e.id')
    .select(['e.id as entry_id', 'e.date', 'e.topic', 'r.student_id', 'r.attendance', 'r.mark', 'r.comment'])
    .where('e.group_id', '=', where.groupId)
    .where('e.date', '>=', where.from)
    .where('e.date', '<=', where.to)
    .where('r.student_id', 'in', where.studentIds)
    .orderBy('e.date')
    .orderBy('e.id')
    .execute();
}
