import { randomInt } from 'node:crypto';
import {
  isOnlineGame,
  ROLE,
  type Trainer,
  type TrainerListQuery,
  type TrainerResult,
  type TrainerResultBody,
  type TrainerSession,
  type TrainerSessionBody,
  trainerLikesRuleSchema,
} from '@umka/contracts';
import { type RoundVerdict, rejectMessage, validateAnyRound } from '@umka/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AlbumsPort } from '../albums/albums.port.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { LikesService } from '../likes/likes.service.ts';
import { type StoredRound, storeJudgedRound } from './round-store.ts';
import { toTrainer } from './trainer-mapper.ts';
import type { AnyTrainerRules, RulesLookup } from './trainer-rules.ts';
import {
  assertMayUseSubject,
  assertOnlineOpen,
  assertOwnSession,
  assertTrainerInSubject,
  assertTrainerVisible,
} from './trainers.policy.ts';
import {
  activeSubjectIds,
  claimSession,
  expireSession,
  findSession,
  findSessionToJudge,
  findTrainer,
  insertSession,
  listTrainers,
} from './trainers.repo.ts';

/** How long an untimed round may stay open, and the grace a timed one gets for the last answer to arrive. */
export const UNTIMED_SESSION_MS = 30 * 60_000;
export const SESSION_GRACE_MS = 2 * 60_000;
/** Seeds fit a signed 32-bit integer column on both dialects. */
const SEED_LIMIT = 2 ** 31 - 1;

export interface TrainersService {
  list(actor: AuthUser, query: TrainerListQuery): Promise<Trainer[]>;
  get(actor: AuthUser, trainerId: number): Promise<Trainer>;
  startSession(actor: AuthUser, trainerId: number, body: TrainerSessionBody): Promise<TrainerSession>;
  submitResult(actor: AuthUser, sessionId: number, body: TrainerResultBody): Promise<TrainerResult>;
  /**
   * Checks settings a teacher gives ahead of play (a homework item) as a session would; 422 under `field`.
   * Without a subject (a template belongs to no class) the trainer's first subject fills in server data.
   */
  checkSettings(trainerId: number, subjectId: number | null, settings: unknown, field: string): Promise<void>;
  /** A session with the teacher's settings whose validated result counts toward a homework item's target. */
  startHomeworkSession(actor: AuthUser, plan: HomeworkSessionPlan): Promise<TrainerSession>;
}

export interface HomeworkSessionPlan {
  trainerId: number;
  subjectId: number;
  settings: unknown;
  homeworkItemId: number;
}

/**
 * Fills a trainer's session settings from what the student asked for, with data the server keeps
 * (the word-problem trainer's admin tasks). Undefined: the catalogue's or the rules' defaults.
 */
export type SessionSettingsSource = (requested: unknown, context: SessionContext) => Promise<unknown>;

/** What a session is started in, for sources whose data belongs to a subject (mental tests). */
export interface SessionContext {
  subjectId: number;
}

export function createTrainersService(deps: {
  database: Database;
  likes: Pick<LikesService, 'accrueWithin' | 'announce'>;
  /** A validated round charges the student's crystals of the subject, in the round's transaction. */
  crystals: Pick<AlbumsPort, 'chargeCrystals'>;
  rulesFor: RulesLookup;
  /** Likes earned in a subject: an online game's round (the picnic alone) opens at 10, as the games do (§6). */
  balances: Pick<LikesPort, 'findEarned'>;
  clock: Clock;
  /** Per catalogue component, for the trainers whose settings the server completes. */
  sessionSettings?: ReadonlyMap<string, SessionSettingsSource>;
}): TrainersService {
  const { database } = deps;
  const { db, dialect } = database;

  async function loadTrainer(trainerId: number): Promise<Trainer> {
    const row = await findTrainer(db, trainerId);
    if (!row) throw new AppError('NOT_FOUND');
    return toTrainer(dialect, row);
  }

  function rulesOf(trainer: Pick<Trainer, 'component'>): AnyTrainerRules {
    const rules = deps.rulesFor(trainer.component);
    if (!rules) throw new AppError('NOT_FOUND');
    return rules;
  }

  function parseSettings(rules: AnyTrainerRules, trainer: Trainer, requested: unknown, field = 'settings'): unknown {
    const candidate = requested !== undefined ? requested : (trainer.default_settings ?? rules.defaults);
    const parsed = rules.settings.safeParse(candidate);
    if (parsed.success) return parsed.data;
    throw invalidFields(field, parsed.error.issues);
  }

  /** The settings a round is played with: the server's own data filled in (when the trainer has some), then checked. */
  async function completeSettings(
    trainer: Trainer,
    subjectId: number,
    requested: unknown,
    field?: string,
  ): Promise<unknown> {
    const rules = rulesOf(trainer);
    const source = deps.sessionSettings?.get(trainer.component);
    const filled = source ? await source(requested, { subjectId }) : requested;
    return parseSettings(rules, trainer, filled, field);
  }

  async function openSession(
    actor: AuthUser,
    trainer: Trainer,
    subjectId: number,
    requested: unknown,
    homeworkItemId: number | null,
  ): Promise<TrainerSession> {
    assertMayUseSubject(actor, subjectId, await activeSubjectIds(db, actor.id));
    assertTrainerInSubject(trainer.subjects, subjectId);
    if (isOnlineGame(trainer.component)) {
      assertOnlineOpen(actor, await deps.balances.findEarned(db, actor.id, subjectId));
    }
    const settings = await completeSettings(trainer, subjectId, requested);
    const now = deps.clock();
    const roundMs = rulesOf(trainer).timeLimitMs(settings) ?? UNTIMED_SESSION_MS;
    const expiresAt = new Date(now.getTime() + roundMs + SESSION_GRACE_MS).toISOString();
    const seed = randomInt(0, SEED_LIMIT);
    const sessionId = await insertSession(db, {
      student_id: actor.id,
      trainer_id: trainer.id,
      subject_id: subjectId,
      seed,
      settings,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      homework_item_id: homeworkItemId,
    });
    return {
      session_id: sessionId,
      trainer_id: trainer.id,
      subject_id: subjectId,
      seed,
      settings,
      expires_at: expiresAt,
    };
  }

  /** Why a claim was lost: another copy of the result got there first, or the session ran out. */
  async function refusalAfterLostClaim(trx: Kysely<DB>, sessionId: number, now: string): Promise<AppError> {
    const current = await findSession(trx, sessionId);
    if (current?.status === 'started') await expireSession(trx, sessionId, now);
    return new AppError(
      current?.status === 'started' || current?.status === 'expired' ? 'SESSION_EXPIRED' : 'RESULT_ALREADY_SENT',
    );
  }

  /**
   * Reads the session, replays the round and, when the session is still open, claims it and stores the round,
   * all in the result's transaction: on SQLite a read outside it would take and drop the read lock once more per
   * round. A refusal that changes nothing throws (its savepoint rolls back, empty); one that closes the session
   * is returned, so that the closing commits.
   */
  async function judgeAndRecord(
    trx: Kysely<DB>,
    actor: AuthUser,
    sessionId: number,
    body: TrainerResultBody,
  ): Promise<{ refused: AppError } | { verdict: RoundVerdict; stored: StoredRound }> {
    const session = await findSessionToJudge(trx, sessionId);
    if (!session) throw new AppError('NOT_FOUND');
    assertOwnSession(actor, session);
    if (session.status === 'expired') throw new AppError('SESSION_EXPIRED');
    if (session.status !== 'started') throw new AppError('RESULT_ALREADY_SENT');
    const now = deps.clock();
    const nowIso = now.toISOString();
    if (Date.parse(session.expires_at) <= now.getTime()) {
      await expireSession(trx, session.id, nowIso);
      return { refused: new AppError('SESSION_EXPIRED') };
    }

    // The server's own clock measures the round: the one timing a client cannot forge.
    const serverElapsedMs = Math.max(0, now.getTime() - Date.parse(session.created_at));
    const verdict = validateAnyRound(rulesOf(session), {
      seed: session.seed,
      settings: readJson(dialect, session.settings),
      answers: body.answers.map((played) => ({ index: played.index, answer: played.answer, ms: played.ms })),
      elapsedMs: serverElapsedMs,
    });
    const likesRule = trainerLikesRuleSchema.parse(readJson(dialect, session.likes_rule));

    // Exactly one copy of the result wins the claim (on PostgreSQL another may have claimed since the read).
    const final = verdict.status === 'ok' ? 'finished' : 'rejected';
    if (!(await claimSession(trx, session.id, final, nowIso))) {
      return { refused: await refusalAfterLostClaim(trx, session.id, nowIso) };
    }
    const durationMs = Math.min(body.elapsed_ms, serverElapsedMs);
    const stored = await storeJudgedRound(
      trx,
      dialect,
      { session, likesRule, verdict, durationMs, now },
      deps.likes.accrueWithin,
    );
    if (verdict.status === 'ok') {
      await deps.crystals.chargeCrystals(trx, session.student_id, session.subject_id, 'trainer_round');
    }
    return { verdict, stored };
  }

  return {
    async list(actor, query) {
      const active = await activeSubjectIds(db, actor.id);
      if (query.subject_id !== undefined) assertMayUseSubject(actor, query.subject_id, active);
      const visible = (trainer: Trainer) =>
        query.subject_id !== undefined
          ? trainer.subjects.includes(query.subject_id)
          : actor.role_id !== ROLE.student || trainer.subjects.some((subjectId) => active.includes(subjectId));
      return (await listTrainers(db)).map((row) => toTrainer(dialect, row)).filter(visible);
    },

    async get(actor, trainerId) {
      const trainer = await loadTrainer(trainerId);
      assertTrainerVisible(actor, trainer.subjects, await activeSubjectIds(db, actor.id));
      return trainer;
    },

    async startSession(actor, trainerId, body) {
      return openSession(actor, await loadTrainer(trainerId), body.subject_id, body.settings, null);
    },

    async checkSettings(trainerId, subjectId, settings, field) {
      const trainer = await loadTrainer(trainerId);
      if (subjectId !== null) assertTrainerInSubject(trainer.subjects, subjectId);
      await completeSettings(trainer, subjectId ?? trainer.subjects[0] ?? 0, settings, field);
    },

    async startHomeworkSession(actor, plan) {
      const trainer = await loadTrainer(plan.trainerId);
      return openSession(actor, trainer, plan.subjectId, plan.settings, plan.homeworkItemId);
    },

    async submitResult(actor, sessionId, body) {
      const judged = await database.transaction((trx) => judgeAndRecord(trx, actor, sessionId, body));
      if ('refused' in judged) throw judged.refused;
      const { verdict, stored } = judged;
      if (stored.credited) await deps.likes.announce(stored.credited.entry, stored.credited.balance);
      return {
        session_id: sessionId,
        score: verdict.outcome.score,
        correct: verdict.outcome.correct,
        total: verdict.outcome.total,
        won: verdict.outcome.won,
        likes_earned: stored.likes,
        validate_status: verdict.status,
        validate_message: verdict.status === 'rejected' ? rejectMessage(verdict.reason) : null,
      };
    },
  };
}
