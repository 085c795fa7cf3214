import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type {
  DB,
  KeptRoundJson,
  TrainerResultsTable,
  TrainerSessionStatus,
  TrainerSessionsTable,
  TrainersTable,
} from '../../db/schema.ts';
import { ratingsPort } from '../ratings/ratings.port.ts';
import { utcDay } from './likes-rule.ts';
import { keepRound, keepRoundStored, writeKeptRounds } from './trainer-stats.rounds.ts';

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

export type SessionRow = Selectable<TrainerSessionsTable>;

const sessionById = preparedQuery<{ id: number }, SessionRow>((db, arg) =>
  db.selectFrom('trainer_sessions').selectAll().where('id', '=', arg('id')),
);

export async function findSession(db: Kysely<DB>, id: number): Promise<SessionRow | undefined> {
  const [row] = await sessionById(db, { id });
  return row;
}

/** A session with what judging its result needs of its trainer (a session is deleted with its trainer). */
export type SessionToJudge = SessionRow & Pick<TrainerRow, 'component' | 'likes_rule'>;

const sessionToJudge = preparedQuery<{ id: number }, SessionToJudge>((db, arg) =>
  db
    .selectFrom('trainer_sessions as s')
    .innerJoin('trainers as t', 't.id', 's.trainer_id')
    .selectAll('s')
    .select(['t.component', 't.likes_rule'])
    .where('s.id', '=', arg('id')),
);

/** A posted result reads its session and trainer in one statement, inside the transaction that stores it. */
export async function findSessionToJudge(db: Kysely<DB>, id: number): Promise<SessionToJudge | undefined> {
  const [row] = await sessionToJudge(db, { id });
  return row;
}

type ClaimArgs = { id: number; status: Exclude<TrainerSessionStatus, 'started' | 'expired'>; now: string };

const sessionClaimed = preparedQuery<ClaimArgs, { id: number }>((db, arg) =>
  db
    .updateTable('trainer_sessions')
    .set({ status: arg('status'), finished_at: arg('now') })
    .where('id', '=', arg('id'))
    .where('status', '=', 'started')
    .where('expires_at', '>', arg('now'))
    .returning('id'),
);

/**
 * Moves a started, unexpired session to its final status. Exactly one caller can win this update,
 * which is what makes a result count once however many copies arrive at the same moment.
 */
export async function claimSession(
  db: Kysely<DB>,
  id: number,
  status: ClaimArgs['status'],
  now: string,
): Promise<boolean> {
  return (await sessionClaimed(db, { id, status, now })).length > 0;
}

export async function expireSession(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable('trainer_sessions')
    .set({ status: 'expired', finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'started')
    .execute();
}

export type NewResult = Insertable<TrainerResultsTable>;

type ResultArgs = Omit<{ [K in keyof NewResult]-?: Exclude<NewResult[K], undefined> }, 'id'>;

const resultInserted = preparedQuery<ResultArgs, { id: number }>((db, arg) =>
  db
    .insertInto('trainer_results')
    .values({
      session_id: arg('session_id'),
      student_id: arg('student_id'),
      trainer_id: arg('trainer_id'),
      subject_id: arg('subject_id'),
      score: arg('score'),
      correct: arg('correct'),
      total: arg('total'),
      won: arg('won'),
      likes_earned: arg('likes_earned'),
      duration_ms: arg('duration_ms'),
      validate_status: arg('validate_status'),
      validate_reason: arg('validate_reason'),
      created_at: arg('created_at'),
    })
    .returning('id'),
);

export async function insertResult(db: Kysely<DB>, result: ResultArgs): Promise<number> {
  const [row] = await resultInserted(db, result);
  if (!row) throw new Error('the result was not stored');
  return row.id;
}

type StandingKey = { trainerId: number; subjectId: number; studentId: number };

const whereStanding =
  (arg: <K extends keyof StandingKey & string>(name: K) => StandingKey[K]) =>
  (eb: ExpressionBuilder<DB, 'trainer_stats'>) =>
    eb.and([
      eb('trainer_id', '=', arg('trainerId')),
      eb('subject_id', '=', arg('subjectId')),
      eb('student_id', '=', arg('studentId')),
    ]);

/**
 * Counts a round on the standing and starts the day's likes afresh on a new day; it returns the values the
 * row held before the round's best score and likes, and locks the row until commit, so two rounds of one
 * student fold one after another, each from what the other left, and read the day's likes in turn.
 */
const standingFolded = preparedQuery<
  StandingKey & { won: number; day: string; now: string },
  { best_score: number; wins: number; likes_today: number }
>((db, arg) =>
  db
    .updateTable('trainer_stats')
    .set((eb) => ({
      wins: eb('wins', '+', arg('won')),
      rounds: eb('rounds', '+', 1),
      likes_today: sql<number>`case when likes_day = ${arg('day')} then likes_today else 0 end`,
      likes_day: arg('day'),
      updated_at: arg('now'),
    }))
    .where(whereStanding(arg))
    .returning(['best_score', 'wins', 'likes_today']),
);

const standingRaised = preparedQuery<StandingKey & { best: number; likes: number }, never>((db, arg) =>
  db
    .updateTable('trainer_stats')
    .set((eb) => ({ best_score: arg('best'), likes_today: eb('likes_today', '+', arg('likes')) }))
    .where(whereStanding(arg)),
);

const standingStarted = preparedQuery<
  StandingKey & { score: number; won: number; day: string; likes: number; now: string },
  { rounds: number }
>((db, arg) =>
  db
    .insertInto('trainer_stats')
    .values({
      trainer_id: arg('trainerId'),
      subject_id: arg('subjectId'),
      student_id: arg('studentId'),
      best_score: arg('score'),
      wins: arg('won'),
      rounds: 1,
      likes_day: arg('day'),
      likes_today: arg('likes'),
      updated_at: arg('now'),
    })
    .onConflict((oc) => oc.columns(['trainer_id', 'subject_id', 'student_id']).doNothing())
    .returning('rounds'),
);

/**
 * Folds a validated round into the student's standing (best score so far, wins, rounds played, likes earned
 * today) and moves the student between the rating buckets the round changes. `likesFor` turns the likes the
 * student already earned today in this trainer and subject into the round's; what it grants is added to them
 * and returned. Call it inside the result's transaction: the standing row stays locked until commit.
 */
export async function recordStanding(
  db: Kysely<DB>,
  key: StandingKey,
  round: { score: number; won: boolean },
  now: string,
  likesFor: (earnedToday: number) => number = () => 0,
): Promise<number> {
  const won = round.won ? 1 : 0;
  const day = utcDay(now);
  const fold = () => standingFolded(db, { ...key, won, day, now });

  let [standing] = await fold();
  if (!standing) {
    const likes = likesFor(0);
    const [inserted] = await standingStarted(db, { ...key, score: round.score, won, day, likes, now });
    if (inserted) {
      await ratingsPort.enterBucket(db, { ...key, metric: 'score' }, round.score);
      await ratingsPort.enterBucket(db, { ...key, metric: 'wins' }, won);
      return likes;
    }
    // A concurrent first round inserted the row and has committed by now: fold this round into it.
    [standing] = await fold();
    if (!standing) throw new Error(`the standing ${JSON.stringify(key)} vanished while a round was recorded`);
  }
  const likes = likesFor(standing.likes_today);
  const best = Math.max(standing.best_score, round.score);
  if (likes > 0 || best > standing.best_score) await standingRaised(db, { ...key, best, likes });
  if (best > standing.best_score)
    await ratingsPort.moveBucket(db, { ...key, metric: 'score' }, standing.best_score, best);
  if (won) await ratingsPort.moveBucket(db, { ...key, metric: 'wins' }, standing.wins - won, standing.wins);
  return likes;
}

type LatestArgs = StandingKey & { recent: string; trend: string };

const latestRoundsLocked = {
  sqlite: preparedQuery<StandingKey, { recent: unknown; trend: unknown }>((db, arg) =>
    db
      .selectFrom('trainer_stats_rounds')
      .select(['recent', 'trend'])
      .where('student_id', '=', arg('studentId'))
      .where('trainer_id', '=', arg('trainerId'))
      .where('subject_id', '=', arg('subjectId')),
  ),
  // SQLite needs no lock: its write transactions already run one at a time.
  postgres: preparedQuery<StandingKey, { recent: unknown; trend: unknown }>((db, arg) =>
    db
      .selectFrom('trainer_stats_rounds')
      .select(['recent', 'trend'])
      .where('student_id', '=', arg('studentId'))
      .where('trainer_id', '=', arg('trainerId'))
      .where('subject_id', '=', arg('subjectId'))
      .forUpdate(),
  ),
} as const;

const latestRoundsStarted = preparedQuery<LatestArgs, { student_id: number }>((db, arg) =>
  db
    .insertInto('trainer_stats_rounds')
    .values({
      student_id: arg('studentId'),
      trainer_id: arg('trainerId'),
      subject_id: arg('subjectId'),
      recent: arg('recent'),
      trend: arg('trend'),
    })
    .onConflict((oc) => oc.columns(['student_id', 'trainer_id', 'subject_id']).doNothing())
    .returning('student_id'),
);

const latestRoundsWritten = preparedQuery<LatestArgs, never>((db, arg) =>
  db
    .updateTable('trainer_stats_rounds')
    .set({ recent: arg('recent'), trend: arg('trend') })
    .where('student_id', '=', arg('studentId'))
    .where('trainer_id', '=', arg('trainerId'))
    .where('subject_id', '=', arg('subjectId')),
);

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
  const lockKept = () => latestRoundsLocked[dialect](db, key);

  let [kept] = await lockKept();
  if (!kept) {
    const first = writeKeptRounds(keepRound({ recent: [], trend: [] }, round));
    const [inserted] = await latestRoundsStarted(db, { ...key, ...first });
    if (inserted) return;
    // A concurrent first round inserted the row and has committed by now: fold this round into it.
    [kept] = await lockKept();
    if (!kept) throw new Error(`the latest rounds ${JSON.stringify(key)} vanished while a round was recorded`);
  }
  const next = keepRoundStored(dialect, kept, round);
  await latestRoundsWritten(db, { ...key, ...next });
}
