import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, FieldActivitiesTable } from '../../db/schema.ts';

export type FieldActivityRow = Selectable<FieldActivitiesTable> & { location_id: number | null };

function selectFieldActivities(db: Kysely<DB>) {
  return db
    .selectFrom('field_activities as fa')
    .selectAll('fa')
    .select((eb) =>
      eb
        .selectFrom('locations as l')
        .select('l.id')
        .where('l.kind', '=', 'job')
        .whereRef('l.field_activity_id', '=', 'fa.id')
        .orderBy('l.position')
        .orderBy('l.id')
        .limit(1)
        .as('location_id'),
    );
}

export async function listFieldActivities(db: Kysely<DB>): Promise<FieldActivityRow[]> {
  return selectFieldActivities(db).orderBy('fa.position').orderBy('fa.id').execute();
}

export async function findFieldActivity(db: Kysely<DB>, id: number): Promise<FieldActivityRow | undefined> {
  return selectFieldActivities(db).where('fa.id', '=', id).executeTakeFirst();
}

const studentFieldActivity = preparedQuery<
  { studentId: number },
  Pick<Selectable<DB['student_field_activities']>, 'field_activity_id' | 'level' | 'ledger_mark' | 'created_at'>
>((db, arg) =>
  db
    .selectFrom('student_field_activities')
    .select(['field_activity_id', 'level', 'ledger_mark', 'created_at'])
    .where('student_id', '=', arg('studentId')),
);

/** Compiled once: the likes listener reads it after every accrual in main subject 1. */
export async function findStudentFieldActivity(db: Kysely<DB>, studentId: number) {
  const [row] = await studentFieldActivity(db, { studentId });
  return row;
}

/** Whether the student has an active subject of the main subject 1, the only one with professions. */
export async function hasActiveProfessionSubject(db: Kysely<DB>, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_subjects as ss')
    .innerJoin('subjects as s', 's.id', 'ss.subject_id')
    .select('ss.subject_id')
    .where('ss.student_id', '=', studentId)
    .where('ss.status', '=', 'active')
    .where('s.main_id', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

const choiceInProfessionSubject = preparedQuery<
  { studentId: number; subjectId: number },
  Pick<Selectable<DB['student_field_activities']>, 'field_activity_id' | 'level' | 'ledger_mark' | 'created_at'>
>((db, arg) =>
  db
    .selectFrom('student_field_activities')
    .select(['field_activity_id', 'level', 'ledger_mark', 'created_at'])
    .where('student_id', '=', arg('studentId'))
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('subjects').select('id').where('id', '=', arg('subjectId')).where('main_id', '=', 1)),
    ),
);

/**
 * The student's chosen profession, when `subjectId` is one of main subject 1, the only one with professions.
 * One statement, compiled once: the likes listener asks it after every accrual, and each read outside a
 * transaction takes and drops SQLite's read lock.
 */
export async function findChoiceInProfessionSubject(db: Kysely<DB>, studentId: number, subjectId: number) {
  const [row] = await choiceInProfessionSubject(db, { studentId, subjectId });
  return row;
}

export async function newestLedgerId(db: Kysely<DB>, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('likes_ledger')
    .select((eb) => eb.fn.max('id').as('newest'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** Likes earned in main subject 1 after the ledger mark (spending does not undo progress). */
export async function earnedSince(db: Kysely<DB>, studentId: number, ledgerMark: number): Promise<number> {
  const row = await db
    .selectFrom('likes_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), eb.lit(0)).as('earned'))
    .where('student_id', '=', studentId)
    .where('id', '>', ledgerMark)
    .where('delta', '>', 0)
    .where('subject_id', 'in', (eb) => eb.selectFrom('subjects').select('id').where('main_id', '=', 1))
    .executeTakeFirst();
  return Number(row?.earned ?? 0);
}

/**
 * Chooses (or changes) the profession: a change starts over at level 1 from a new mark. The row is the
 * current choice, so its created_at is when this profession was chosen.
 */
export async function saveChoice(
  db: Kysely<DB>,
  choice: { studentId: number; fieldActivityId: number; ledgerMark: number },
  now: string,
): Promise<void> {
  const values = { field_activity_id: choice.fieldActivityId, level: 1, ledger_mark: choice.ledgerMark };
  await db
    .insertInto('student_field_activities')
    .values({ student_id: choice.studentId, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ ...values, created_at: now, updated_at: now }))
    .execute();
}

/**
 * Raises the level only when it is still lower and the choice is still the one the level was computed for:
 * of several accruals racing past one threshold exactly one changes the row, and a profession changed
 * meanwhile keeps its fresh start.
 */
export async function raiseLevel(
  db: Kysely<DB>,
  change: { studentId: number; fieldActivityId: number; ledgerMark: number; level: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('student_field_activities')
    .set({ level: change.level, updated_at: now })
    .where('student_id', '=', change.studentId)
    .where('field_activity_id', '=', change.fieldActivityId)
    .where('ledger_mark', '=', change.ledgerMark)
    .where('level', '<', change.level)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
