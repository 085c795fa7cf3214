import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { DB, TrainerResultsTable, TrainerSessionStatus, TrainersTable } from '../../db/schema.ts';

export type TrainerRow = Selectable<TrainersTable>;

export async function listTrainers(db: Kysely<DB>): Promise<TrainerRow[]> {
  return db.selectFrom('trainers').selectAll().orderBy('position').orderBy('id').execute();
}

export async function findTrainer(db: Kysely<DB>, id: number): Promise<TrainerRow | undefined> {
  return db.selectFrom('trainers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function activeSubjectIds(db: Kysely<DB>, studentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('student_subjects')
    .select('subject_id')
    .where('student_id', '=', studentId)
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.subject_id);
}

export interface NewSession {
  student_id: number;
  trainer_id: number;
  subject_id: number;
  seed: number;
  settings: unknown;
  created_at: string;
  expires_at: string;
}

export async function insertSession(db: Kysely<DB>, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('trainer_sessions')
    .values({ ...session, settings: JSON.stringify(session.settings), status: 'started' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findSession(db: Kysely<DB>, id: number) {
  return db.selectFrom('trainer_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a started, unexpired session to its final status. Exactly one caller can win this update,
 * which is what makes a result count once however many copies arrive at the same moment.
 */
export async function claimSession(
  db: Kysely<DB>,
  id: number,
  status: Exclude<TrainerSessionStatus, 'started' | 'expired'>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('trainer_sessions')
    .set({ status, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'started')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function expireSession(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable('trainer_sessions')
    .set({ status: 'expired', finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'started')
    .execute();
}

/**
 * Holds the student's likes row for this subject until commit, so concurrent rounds read the
 * day's earnings one after another and the daily cap holds. SQLite needs nothing: its write
 * transactions already run one at a time.
 */
export async function lockLikesBalance(
  db: Kysely<DB>,
  dialect: DialectName,
  studentId: number,
  subjectId: number,
  now: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await db
    .insertInto('likes_balances')
    .values({ student_id: studentId, subject_id: subjectId, balance: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
    .execute();
  await db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .forUpdate()
    .execute();
}

export async function likesEarnedBetween(
  db: Kysely<DB>,
  key: { studentId: number; trainerId: number; subjectId: number },
  range: { from: string; to: string },
): Promise<number> {
  const row = await db
    .selectFrom('trainer_results')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('likes_earned'), eb.lit(0)).as('earned'))
    .where('student_id', '=', key.studentId)
    .where('trainer_id', '=', key.trainerId)
    .where('subject_id', '=', key.subjectId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.earned);
}

export type NewResult = Insertable<TrainerResultsTable>;

export async function insertResult(db: Kysely<DB>, result: NewResult): Promise<number> {
  const row = await db.insertInto('trainer_results').values(result).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Folds a validated round into the student's standing: best score so far, wins and rounds played. */
export async function recordStanding(
  db: Kysely<DB>,
  key: { trainerId: number; subjectId: number; studentId: number },
  round: { score: number; won: boolean },
  now: string,
): Promise<void> {
  const wins = round.won ? 1 : 0;
  await db
    .insertInto('trainer_stats')
    .values({
      trainer_id: key.trainerId,
      subject_id: key.subjectId,
      student_id: key.studentId,
      best_score: round.score,
      wins,
      rounds: 1,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['trainer_id', 'subject_id', 'student_id']).doUpdateSet((eb) => ({
        best_score: eb
          .case()
          .when(eb.ref('excluded.best_score'), '>', eb.ref('trainer_stats.best_score'))
          .then(eb.ref('excluded.best_score'))
          .else(eb.ref('trainer_stats.best_score'))
          .end(),
        wins: eb('trainer_stats.wins', '+', wins),
        rounds: eb('trainer_stats.rounds', '+', 1),
        updated_at: now,
      })),
    )
    .execute();
}
