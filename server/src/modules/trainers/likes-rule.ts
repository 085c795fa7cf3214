import type { TrainerLikesRule } from '@umka/contracts';

/**
 * Likes a validated round earns under its trainer's rule: per correct answer (plus a win bonus),
 * nothing below the minimum, at most `max_per_round`, and never past the daily cap.
 */
export function likesForRound(
  rule: TrainerLikesRule,
  round: { correct: number; won: boolean },
  earnedToday: number,
): number {
  if (round.correct < rule.min_correct) return 0;
  const earned = Math.floor(round.correct * rule.per_correct) + (round.won ? (rule.per_win ?? 0) : 0);
  const leftToday = Math.max(0, rule.daily_cap - earnedToday);
  return Math.max(0, Math.min(earned, rule.max_per_round, leftToday));
}

/** The UTC day a moment falls on, as the [start, end) ISO range the daily cap counts within. */
export function utcDayRange(now: Date): { from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from: start.toISOString(), to: new Date(start.getTime() + 86_400_000).toISOString() };
}
