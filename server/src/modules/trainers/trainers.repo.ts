import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, KeptRoundJson, TrainerResultsTable, TrainerSessionStatus, TrainersTable } from '../../db/schema.ts';
import { enterBucket, moveBucket } from '../ratings/ratings.repo.ts';
import { keepRound, readKeptRounds, writeKeptRounds } from './trainer-stats.rounds.ts';

export type TrainerRow = Selectable<TrainersTable>;

const listedTrainers = preparedQuery<Record<string, never>, TrainerRow>((db) =>
  db.selectFrom('trainers').selectAll().where('listed', '=', true).orderBy('position').orderBy('id'),
);

/** The catalogue's cards: rows played from a page of their own (mental tests) are left out. */
export async function listTrainers(db: Kysely<DB>): Promise<TrainerRow[]> {
  return listedTrainers(db, {});
}

const trainerById = preparedQuery<{ id: number }, TrainerRow>((db, arg) =>
  db.selectFrom('trainers').selectAll().where('id', '=', arg('id')),
);

export async function findTrainer(db: Kysely<DB>, id: number): Promise<TrainerRow | undefined> {
  const [row] = await trainerById(db, { id });
  return row;
}

const activeSubjects = preparedQuery<{ studentId: number }, { subject_id: number }>((db, arg) =>
  db
    .selectFrom('student_subjects')
    .select('subject_id')
    .where('student_id', '=', arg('studentId'))
    .where('status', '=', 'active'),
);

/** Asked on most requests of a student (which subjects they may use), so compiled once. */
export async function activeSubjectIds(db: Kysely<DB>, studentId: number): Promise<number[]> {
  const rows = await activeSubjects(db, { studentId });
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
  homework_item_id?: number | null;
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

type StandingKey = { trainerId: number; subjectId: number; studentId: number };

const whereStanding = (key: StandingKey) => (eb: ExpressionBuilder<DB, 'trainer_stats'>) =>
  eb.and([
    eb('trainer_id', '=', key.trainerId),
    eb('subject_id', '=', key.subjectId),
    eb('student_id', '=', key.studentId),
  ]);

/**
 * Folds a validated round into the student's standing (best score so far, wins, rounds played) and
 * moves the student between the rating buckets the round changes. Call it inside the result's
 * transaction: the first update locks the standing row and returns the values it held, so two rounds
 * of one student change the row and the buckets one after another, each from what the other left.
 */
export async function recordStanding(
  db: Kysely<DB>,
  key: StandingKey,
  round: { score: number; won: boolean },
  now: string,
): Promise<void> {
  const won = round.won ? 1 : 0;
  const fold = () =>
    db
      .updateTable('trainer_stats')
      .set((eb) => ({ wins: eb('wins', '+', won), rounds: eb('rounds', '+', 1), updated_at: now }))
      .where(whereStanding(key))
      .returning(['best_score', 'wins'])
      .executeTakeFirst();

  let standing = await fold();
  if (!standing) {
    const inserted = await db
      .insertInto('trainer_stats')
      .values({
        trainer_id: key.trainerId,
        subject_id: key.subjectId,
        student_id: key.studentId,
        best_score: round.score,
        wins: won,
        rounds: 1,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['trainer_id', 'subject_id', 'student_id']).doNothing())
      .returning('rounds')
      .executeTakeFirst();
    if (inserted) {
      await enterBucket(db, { ...key, metric: 'score' }, round.score);
      await enterBucket(db, { ...key, metric: 'wins' }, won);
      return;
    }
    // A concurrent first round inserted the row and has committed by now: fold this round into it.
    standing = await fold();
    if (!standing) throw new Error(`the standing ${JSON.stringify(key)} vanished while a round was recorded`);
  }
  if (round.score > standing.best_score) {
    await db.updateTable('trainer_stats').set({ best_score: round.score }).where(whereStanding(key)).execute();
    await moveBucket(db, { ...key, metric: 'score' }, standing.best_score, round.score);
  }
  if (won) await moveBucket(db, { ...key, metric: 'wins' }, standing.wins - won, standing.wins);
}

/**
 * Puts a round, of any status, among the student's latest rounds of the trainer and subject that the
 * statistics page shows (trainer_stats_rounds). Call it inside the result's transaction, after the
 * result is stored: the row is locked while it is read and rewritten, so concurrent rounds of one
 * student each fold into what the other left.
 */
export async function recordLatestRound(
  db: Kysely<DB>,
  dialect: DialectName,
  key: StandingKey,
  round: KeptRoundJson,
): Promise<void> {
  const where = (eb: ExpressionBuilder<DB, 'trainer_stats_rounds'>) =>
    eb.and([
      eb('student_id', '=', key.studentId),
      eb('trainer_id', '=', key.trainerId),
      eb('subject_id', '=', key.subjectId),
    ]);
  // SQLite needs no lock: its write transactions already run one at a time.
  const lockKept = () =>
    db
      .selectFrom('trainer_stats_rounds')
      .select(['recent', 'trend'])
      .where(where)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();

  let kept = await lockKept();
  if (!kept) {
    const first = keepRound({ recent: [], trend: [] }, round);
    const inserted = await db
      .insertInto('trainer_stats_rounds')
      .values({
        student_id: key.studentId,
        trainer_id: key.trainerId,
        subject_id: key.subjectId,
        ...writeKeptRounds(first),
      })
      .onConflict((oc) => oc.columns(['student_id', 'trainer_id', 'subject_id']).doNothing())
      .returning('student_id')
      .executeTakeFirst();
    if (inserted) return;
    // A concurrent first round inserted the row and has committed by now: fold this round into it.
    kept = await lockKept();
    if (!kept) throw new Error(`the latest rounds ${JSON.stringify(key)} vanished while a round was recorded`);
  }
  const next = keepRound(readKeptRounds(dialect, kept), round);
  await db.updateTable('trainer_stats_rounds').set(writeKeptRounds(next)).where(where).execute();
}
