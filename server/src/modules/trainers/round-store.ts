import type { TrainerLikesRule } from '@umka/contracts';
import type { RoundVerdict } from '@umka/games';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import { likesForRound } from './likes-rule.ts';
import { insertResult, recordLatestRound, recordStanding } from './trainers.repo.ts';

export interface JudgedRound {
  session: { id: number; student_id: number; trainer_id: number; subject_id: number };
  likesRule: TrainerLikesRule;
  verdict: RoundVerdict;
  durationMs: number;
  now: Date;
}

/** Adds earned likes to the balance inside the round's transaction and returns the new balance. */
export type AccrueLikes = (trx: Kysely<DB>, entry: LedgerEntry) => Promise<number>;

export interface StoredRound {
  likes: number;
  credited: { entry: LedgerEntry; balance: number } | null;
}

/**
 * Stores a judged round of a claimed session: the standing and rating buckets (validated rounds only),
 * the result, the latest rounds the statistics page reads, and the likes it earned under the trainer's
 * rule and daily cap. Call it inside the transaction that claimed the session, so a round counts
 * completely or not at all. The demo seed stores its rounds through here too, so they add up as played ones.
 */
export async function storeJudgedRound(
  trx: Kysely<DB>,
  dialect: DialectName,
  judged: JudgedRound,
  accrue: AccrueLikes,
): Promise<StoredRound> {
  const { session, verdict } = judged;
  const nowIso = judged.now.toISOString();
  let likes = 0;
  const key = { studentId: session.student_id, trainerId: session.trainer_id, subjectId: session.subject_id };
  if (verdict.status === 'ok') {
    likes = await recordStanding(trx, key, verdict.outcome, nowIso, (earnedToday) =>
      likesForRound(judged.likesRule, verdict.outcome, earnedToday),
    );
  }
  const round = {
    subject_id: session.subject_id,
    score: verdict.outcome.score,
    correct: verdict.outcome.correct,
    total: verdict.outcome.total,
    won: verdict.outcome.won ? 1 : 0,
    likes_earned: likes,
    duration_ms: judged.durationMs,
    validate_status: verdict.status,
    created_at: nowIso,
  };
  const resultId = await insertResult(trx, {
    ...round,
    session_id: session.id,
    student_id: session.student_id,
    trainer_id: session.trainer_id,
    validate_reason: verdict.status === 'rejected' ? verdict.reason : null,
  });
  await recordLatestRound(trx, dialect, key, { ...round, id: resultId });
  if (likes === 0) return { likes, credited: null };
  const entry: LedgerEntry = {
    studentId: session.student_id,
    subjectId: session.subject_id,
    delta: likes,
    reason: 'trainer',
    refType: 'trainer_result',
    refId: resultId,
  };
  return { likes, credited: { entry, balance: await accrue(trx, entry) } };
}
