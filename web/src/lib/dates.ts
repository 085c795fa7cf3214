import type { Locale } from '@umka/contracts';
import { useMemo } from 'react';
import { useLocale } from './i18n.ts';

/**
 * How a date reads on screen, by what it is. A calendar day (`YYYY-MM-DD`: a lesson, a deadline, a certificate) has no
 * time zone, so it is read and shown as UTC midnight and never slips to the day before; a moment the server stamped
 * (`created_at`) is shown on the reader's clock.
 */
const FORMATS = {
  /** A calendar day in words: 28 November 2026. */
  day: { dateStyle: 'long', timeZone: 'UTC' },
  /** A calendar day, compact: 28 Nov 2026. */
  dayShort: { dateStyle: 'medium', timeZone: 'UTC' },
  /** The day of a moment, when the time of day would only add noise ("waiting since"). */
  date: { dateStyle: 'medium' },
  /** A moment to the minute (an answer sent). */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A moment to the second, for logs and ledgers where entries follow each other closely. */
  logTime: { dateStyle: 'short', timeStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMATS;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Text that is not a date is shown as it came rather than as "Invalid Date". */
function dateFormatter(format: DateFormat, locale: Locale): (value: string) => string {
  const intl = new Intl.DateTimeFormat(locale, FORMATS[format]);
  return (value) => {
    const date = new Date(CALENDAR_DAY.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : intl.format(date);
  };
}

/** The formatter of the interface language, made once per language. */
export function useFormatDate(format: DateFormat): (value: string) => string {
  const { locale } = useLocale();
  return useMemo(() => dateFormatter(format, locale), [format, locale]);
}
