import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** A day is all a teacher needs of "waiting since" and "deleted on"; the time of day would only add noise. */
export function useFormatDate(): (value: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
  }, [locale]);
}
