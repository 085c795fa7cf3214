const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;

/** The hour (UTC) of a Monday from which the digest of the week just ended is sent: a morning across our time zones. */
export const DIGEST_HOUR_UTC = 7;

/** Monday 00:00 UTC of the ISO week `at` falls in. */
export function isoWeekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; ISO weeks begin on Monday.
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/**
 * The ISO 8601 week key of `at`, like "2026-W49": a week belongs to the year of its Thursday, so the first days of
 * January can be in the last week of the year before and the last days of December in week 1 of the next.
 */
export function isoWeekKey(at: Date): string {
  const thursday = new Date(isoWeekStart(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursdayWeek = isoWeekStart(new Date(Date.UTC(year, 0, 4)));
  const week = Math.round((isoWeekStart(at).getTime() - firstThursdayWeek.getTime()) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** When the digest of the week `at` falls in is due: its Monday at DIGEST_HOUR_UTC. */
export function digestDueAt(at: Date): Date {
  return new Date(isoWeekStart(at).getTime() + DIGEST_HOUR_UTC * 60 * 60_000);
}

/** One weekly digest: the week it is sent in names it; it covers the whole week before, Monday to Monday (UTC). */
export interface DigestPeriod {
  key: string;
  from: Date;
  to: Date;
}

/**
 * The digest that may be sent at `now`: the current ISO week's, once its Monday hour has come; null before that.
 * Only the current week's is ever offered, so an instance coming up after a whole week down sends that week's
 * digest, never a stale one for a week long gone.
 */
export function dueDigestPeriod(now: Date): DigestPeriod | null {
  if (now.getTime() < digestDueAt(now).getTime()) return null;
  const to = isoWeekStart(now);
  return { key: isoWeekKey(now), from: new Date(to.getTime() - WEEK_MS), to };
}
