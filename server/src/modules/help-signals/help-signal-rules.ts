import type { HelpSignalRule } from '@umka/contracts';

/**
 * The "needs help" rules as data: each rule's thresholds and what it reads, one place for the service, the tests and
 * docs/HELP-SIGNALS.md (which says why each number is what it is). The functions below are pure: they take the rows
 * already read and the moment, and say whether the rule fires and on what evidence.
 */
export const HELP_SIGNAL_RULE_DEFINITIONS = {
  failed_streak: {
    reads: 'trainer_stats_rounds.recent: the 10 newest rounds per student, trainer and subject',
    /** Failed validated rounds in a row, newest first, on one trainer of the class's subject. */
    minStreak: 3,
    /** The newest failed round is at most this old: an old streak the student has left behind is not news. */
    withinDays: 35,
  },
  homework_overdue: {
    reads: 'homework (group_id, due_on index), its items and the students’ progress, due in the last 35 days',
    /** The due day itself is the student's: a homework is overdue from the day after it. */
    graceDays: 0,
    /** Homework due longer ago is the class's history rather than a signal. */
    windowDays: 35,
  },
  score_drop: {
    reads: 'trainer_stats_rounds.trend: the 30 newest validated scores per student, trainer and subject',
    recentDays: 7,
    /** The student's own trend: the four weeks before the recent days. */
    previousDays: 28,
    minRecentRounds: 2,
    minPreviousRounds: 3,
    /** How far the recent mean lies below the previous one, in percent of it. */
    minDropPercent: 30,
  },
  inactive: {
    reads: 'the newest kept round of any trainer and subject, the newest homework answer, the day of joining the class',
    days: 7,
  },
} as const satisfies Record<HelpSignalRule, { reads: string } & Record<string, string | number>>;

const DAY_MS = 86_400_000;

/** One kept round as the rules read it. */
export interface RuleRound {
  id: number;
  score: number;
  correct: number;
  total: number;
  validate_status: 'ok' | 'rejected';
  created_at: string;
}

/** One kept validated score. */
export interface RulePoint {
  id: number;
  score: number;
  created_at: string;
}

/**
 * A validated round that would not count toward a homework without a minimum score (homework.repo.ts `roundsDone`):
 * nothing right, or fewer than half of the tasks. A round without tasks (a trainer that counts none) never fails.
 */
export function isFailedRound(round: RuleRound): boolean {
  return round.validate_status === 'ok' && round.total > 0 && (round.correct < 1 || round.correct * 2 < round.total);
}

export interface FailedStreak {
  count: number;
  /** The oldest round of the streak that is kept: the occurrence, which stays the same while the streak grows. */
  first_id: number;
}

/**
 * The failed rounds in a row from the newest, rejected rounds passed over (a round the server refused says nothing of
 * the child's skill); null when fewer than minStreak or the newest is older than withinDays.
 */
export function failedStreak(recent: readonly RuleRound[], now: Date): FailedStreak | null {
  const rule = HELP_SIGNAL_RULE_DEFINITIONS.failed_streak;
  const judged = [...recent]
    .filter((round) => round.validate_status === 'ok')
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  const streak: RuleRound[] = [];
  for (const round of judged) {
    if (!isFailedRound(round)) break;
    streak.push(round);
  }
  const newest = streak[0];
  const oldest = streak.at(-1);
  if (!newest || !oldest || streak.length < rule.minStreak) return null;
  if (now.getTime() - Date.parse(newest.created_at) > rule.withinDays * DAY_MS) return null;
  return { count: streak.length, first_id: oldest.id };
}

export interface ScoreDrop {
  recent_mean: number;
  previous_mean: number;
  drop_percent: number;
  /** The newest round of the previous weeks: the baseline the drop is measured against, the occurrence. */
  baseline_id: number;
}

const mean = (points: readonly RulePoint[]) => points.reduce((sum, point) => sum + point.score, 0) / points.length;
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * The recent days' mean validated score against the previous weeks' of the same trainer; a drop of at least
 * minDropPercent with enough rounds on both sides. A previous mean of 0 has nowhere to drop to.
 */
export function scoreDrop(trend: readonly RulePoint[], now: Date): ScoreDrop | null {
  const rule = HELP_SIGNAL_RULE_DEFINITIONS.score_drop;
  const recentFrom = now.getTime() - rule.recentDays * DAY_MS;
  const previousFrom = recentFrom - rule.previousDays * DAY_MS;
  const at = (point: RulePoint) => Date.parse(point.created_at);
  const recent = trend.filter((point) => at(point) > recentFrom && at(point) <= now.getTime());
  const previous = trend
    .filter((point) => at(point) > previousFrom && at(point) <= recentFrom)
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  const baseline = previous[0];
  if (!baseline || recent.length < rule.minRecentRounds || previous.length < rule.minPreviousRounds) return null;
  const recentMean = mean(recent);
  const previousMean = mean(previous);
  if (previousMean <= 0) return null;
  const dropPercent = Math.round(((previousMean - recentMean) / previousMean) * 100);
  if (dropPercent < rule.minDropPercent) return null;
  return {
    recent_mean: tenths(recentMean),
    previous_mean: tenths(previousMean),
    drop_percent: dropPercent,
    baseline_id: baseline.id,
  };
}

/** The UTC day (YYYY-MM-DD) of a moment. */
export const dayOf = (moment: Date | string) => new Date(moment).toISOString().slice(0, 10);

/** Whole days from day `from` to day `to` (YYYY-MM-DD both). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** How many days late a homework due on `dueOn` is today; null while it is not late. */
export function overdueDays(dueOn: string, now: Date): number | null {
  const days = daysBetween(dueOn, dayOf(now)) - HELP_SIGNAL_RULE_DEFINITIONS.homework_overdue.graceDays;
  return days > 0 ? days : null;
}

/** The first due day the overdue rule looks at. */
export const overdueWindowStart = (now: Date) =>
  dayOf(new Date(now.getTime() - HELP_SIGNAL_RULE_DEFINITIONS.homework_overdue.windowDays * DAY_MS));

export interface Inactivity {
  days: number;
  /** The day of the last activity; null when nothing was done since joining the class. */
  last_active_on: string | null;
}

/**
 * Days without a round or an answer, counted from the last activity, or from joining the class for a student who has
 * done nothing since (a newcomer is not idle on their first day); null below the threshold.
 */
export function inactivity(lastActiveAt: string | null, joinedOn: string, now: Date): Inactivity | null {
  const lastActiveOn = lastActiveAt === null ? null : dayOf(lastActiveAt);
  const since = lastActiveOn !== null && lastActiveOn > joinedOn ? lastActiveOn : joinedOn;
  const days = daysBetween(since, dayOf(now));
  if (days < HELP_SIGNAL_RULE_DEFINITIONS.inactive.days) return null;
  return { days, last_active_on: lastActiveOn };
}
