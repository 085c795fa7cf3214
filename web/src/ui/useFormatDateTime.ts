import { useMemo } from 'react';
import { useLocale } from '../lib/i18n.ts';

/** Formats server timestamps in the interface language; text that is not a date is shown as it came. */
export function useFormatDateTime(): (value: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    return (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
  }, [locale]);
}
