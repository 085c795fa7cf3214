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
 * The stored list with `tuple` in front, when it is at least as new as the stored head, or null. The head is read
 * alone: a tuple is a flat array of numbers, booleans and strings without brackets (ids, scores, a status, an ISO
 * time), so the first `]` ends it, and the k-th `]` the k-th tuple. A played round is almost always the newest of
 * its student, and parsing, sorting and writing back the whole list cost a round more than the rest of its work
 * in JavaScript.
 */
function prependedText<T extends unknown[]>(
  stored: string,
  tuple: T,
  isNewer: (head: T) => boolean,
  limit: number,
): string | null {
  if (stored === '[]') return `[${JSON.stringify(tuple)}]`;
  const headEnd = stored.indexOf(']', 1);
  if (!stored.startsWith('[[') || headEnd < 0) return null;
  if (!isNewer(JSON.parse(stored.slice(1, headEnd + 1)) as T)) return null;
  const joined = `[${JSON.stringify(tuple)},${stored.slice(1)}`;
  let end = -1;
  for (let kept = 0; kept < limit; kept += 1) {
    end = joined.indexOf(']', end + 1);
    if (end < 0 || end === joined.length - 1) return joined;
  }
  return `${joined.slice(0, end + 1)}]`;
}

/**
 * What writeKeptRounds(keepRound(readKeptRounds(row), round)) stores, worked on the stored tuples: a played round
 * reads and rewrites its kept lists every time, and turning them into objects and back cost more than the rest.
 * A rejected round leaves the trend as it was stored. On SQLite the newest round goes in front of the stored text.
 */
export function keepRoundStored(
  dialect: DialectName,
  row: { recent: unknown; trend: unknown },
  round: KeptRoundJson,
): { recent: string; trend: string } {
  const tuple: KeptRoundTuple = [
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
  ];
  const point: KeptScoreTuple = [round.id, round.created_at, round.score];
  const validated = round.validate_status === 'ok';
  if (dialect === 'sqlite') {
    const recent = prependedText(
      String(row.recent),
      tuple,
      (head) => newestTupleFirst(round.id, round.created_at, head[0], head[9]) < 0,
      RECENT_ROUNDS,
    );
    const trend = validated
      ? prependedText(
          String(row.trend),
          point,
          (head) => newestTupleFirst(round.id, round.created_at, head[0], head[1]) < 0,
          TREND_ROUNDS,
        )
      : String(row.trend);
    if (recent !== null && trend !== null) return { recent, trend };
  }
  // Fresh from the query on either dialect, so sorted in place.
  const recent = readJson(dialect, row.recent) as KeptRoundTuple[];
  recent.push(tuple);
  recent.sort(byRoundTuple);
  if (recent.length > RECENT_ROUNDS) recent.length = RECENT_ROUNDS;
  if (!validated) {
    return {
      recent: JSON.stringify(recent),
      trend: dialect === 'sqlite' ? String(row.trend) : JSON.stringify(row.trend),
    };
  }
  const trend = readJson(dialect, row.trend) as KeptScoreTuple[];
  trend.push(point);
  trend.sort(byScoreTuple);
  if (trend.length > TREND_ROUNDS) trend.length = TREND_ROUNDS;
  return { recent: JSON.stringify(recent), trend: JSON.stringify(trend) };
}
