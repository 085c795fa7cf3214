import type { Locale } from '@umka/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday", "3 days ago" in the interface language for the last week, null past it or in the
 * future (the caller then shows the date). Last seen moves only at login and renewal, so a coarse word fits.
 */
export function relativeTime(value: string, now: number, locale: Locale): string | null {
  const at = Date.parse(value);
  const ago = now - at;
  if (Number.isNaN(at) || ago < 0 || ago >= 7 * DAY) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
