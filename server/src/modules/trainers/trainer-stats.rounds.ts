import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { KeptRoundJson, KeptRoundTuple, KeptScoreJson, KeptScoreTuple } from '../../db/schema.ts';

/** How many latest rounds (any status) and validated scores of a trainer the statistics page shows. */
export const RECENT_ROUNDS = 10;
export const TREND_ROUNDS = 30;

/**
 * What trainer_stats_rounds keeps per student, trainer and subject, newest first: the RECENT_ROUNDS
 * newest rounds of any status and the TREND_ROUNDS newest validated scores.
 */
export interface KeptRounds {
  recent: KeptRoundJson[];
  trend: KeptScoreJson[];
}

type Dated = { id: number; created_at: string };

/** Newest first; rounds of the same instant by id, as trainer_results orders them (created_at desc, id desc). */
export function newestFirst(a: Dated, b: Dated): number {
  if (a.created_at === b.created_at) return b.id - a.id;
  return a.created_at < b.created_at ? 1 : -1;
}

/** The `limit` newest of `rounds` (sorted in place): one list, or the kept lists of several subjects joined. */
export function newest<T extends Dated>(rounds: T[], limit: number): T[] {
  return rounds.sort(newestFirst).slice(0, limit);
}

/**
 * The kept rounds once `round` is played. It is put in its place rather than in front: concurrent results
 * of one student may commit in another order than their times.
 */
export function keepRound(kept: KeptRounds, round: KeptRoundJson): KeptRounds {
  return {
    recent: newest([...kept.recent, round], RECENT_ROUNDS),
    trend:
      round.validate_status === 'ok'
        ? newest([...kept.trend, { id: round.id, created_at: round.created_at, score: round.score }], TREND_ROUNDS)
        : kept.trend,
  };
}

/**
 * The kept lists as stored. Not parsed with zod: only writeKeptRounds and the migration that filled the
 * table write them, and the statistics page reads them on every request.
 */
export function readKeptRounds(dialect: DialectName, row: { recent: unknown; trend: unknown }): KeptRounds {
  const recent = readJson(dialect, row.recent) as KeptRoundTuple[];
  const trend = readJson(dialect, row.trend) as KeptScoreTuple[];
  return {
    recent: recent.map((r) => ({
      id: r[0],
      subject_id: r[1],
      score: r[2],
      correct: r[3],
      total: r[4],
      won: r[5],
      likes_earned: r[6],
      duration_ms: r[7],
      validate_status: r[8],
      created_at: r[9],
    })),
    trend: trend.map((p) => ({ id: p[0], created_at: p[1], score: p[2] })),
  };
}

/** The kept lists as trainer_stats_rounds stores them (KeptRoundTuple, KeptScoreTuple). */
export function writeKeptRounds(kept: KeptRounds): { recent: string; trend: string } {
  const recent: KeptRoundTuple[] = kept.recent.map((r) => [
    r.id,
    r.subject_id,
    r.score,
    r.correct,
    r.total,
    r.won,
    r.likes_earned,
    r.duration_ms,
    r.validate_status,
    r.created_at,
  ]);
  const trend: KeptScoreTuple[] = kept.trend.map((p) => [p.id, p.created_at, p.score]);
  return { recent: JSON.stringify(recent), trend: JSON.stringify(trend) };
}

const newestTupleFirst = (aId: number, aAt: string, bId: number, bAt: string): number =>
  aAt === bAt ? bId - aId : aAt < bAt ? 1 : -1;
const byRoundTuple = (a: KeptRoundTuple, b: KeptRoundTuple) => newestTupleFirst(a[0], a[9], b[0], b[9]);
const byScoreTuple = (a: KeptScoreTuple, b: KeptScoreTuple) => newestTupleFirst(a[0], a[1], b[0], b[1]);

/**
 * What writeKeptRounds(keepRound(readKeptRounds(row), round)) stores, worked on the stored tuples: a played round
 * reads and rewrites its kept lists every time, and turning them into objects and back cost more than the rest.
 * A rejected round leaves the trend as it was stored.
 */
export function keepRoundStored(
  dialect: DialectName,
  row: { recent: unknown; trend: unknown },
  round: KeptRoundJson,
): { recent: string; trend: string } {
  // Fresh from the query on either dialect, so sorted in place.
  const recent = readJson(dialect, row.recent) as KeptRoundTuple[];
  recent.push([
    round.id,
    round.subject_id,
    round.score,
    round.correct,
    round.total,
    round.won,
    round.likes_earned,
    round.duration_ms,
    round.validate_status,
    round.created_at,
  ]);
  recent.sort(byRoundTuple);
  if (recent.length > RECENT_ROUNDS) recent.length = RECENT_ROUNDS;
  if (round.validate_status !== 'ok') {
    return {
      recent: JSON.stringify(recent),
      trend: dialect === 'sqlite' ? String(row.trend) : JSON.stringify(row.trend),
    };
  }
  const trend = readJson(dialect, row.trend) as KeptScoreTuple[];
  trend.push([round.id, round.created_at, round.score]);
  trend.sort(byScoreTuple);
  if (trend.length > TREND_ROUNDS) trend.length = TREND_ROUNDS;
  return { recent: JSON.stringify(recent), trend: JSON.stringify(trend) };
}
