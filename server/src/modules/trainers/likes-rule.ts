import type { TrainerLikesRule } from '@umka/contracts';

/**
 * Likes a validated round earns under its trainer's rule: per correct answer (plus a win bonus, a smaller one for an
 * online game won against a bot), nothing below the minimum, at most `max_per_round`, and never past the daily cap.
 */
export function likesForRound(
  rule: TrainerLikesRule,
  round: { correct: number; won: boolean; againstBot?: boolean },
  earnedToday: number,
): number {
  if (round.correct < rule.min_correct) return 0;
  const perWin = round.againstBot ? (rule.per_bot_win ?? rule.per_win) : rule.per_win;
  const earned = Math.floor(round.correct * rule.per_correct) + (round.won ? (perWin ?? 0) : 0);
  const leftToday = Math.max(0, rule.daily_cap - earnedToday);
  return Math.max(0, Math.min(earned, rule.max_per_round, leftToday));
}

/** The UTC day (YYYY-MM-DD) an ISO time falls on: the day the daily cap counts within. */
export function utcDay(isoTime: string): string {
  return new Date(isoTime).toISOString().slice(0, 10);
}
