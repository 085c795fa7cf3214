import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** Today on the teacher's own calendar, as the YYYY-MM-DD a lesson date is written in. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A lesson day has no time zone: it is read and shown as a UTC midnight, so it never slips to the day before. */
export function useFormatLessonDate(): (date: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return (date: string) => {
      const day = new Date(`${date}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? date : format.format(day);
    };
  }, [locale]);
}
