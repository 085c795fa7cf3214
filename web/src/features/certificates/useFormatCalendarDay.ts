import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** A YYYY-MM-DD day as words of the interface language; read in UTC so no time zone moves it a day back. */
export function useFormatCalendarDay(): (day: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? day : format.format(date);
    };
  }, [locale]);
}
