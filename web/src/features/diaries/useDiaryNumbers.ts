import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** An average mark to one decimal and an attendance share as a whole percent, in the reader's locale. */
export function useDiaryNumbers(): { mark(value: number): string; percent(share: number): string } {
  const { locale } = useLocale();
  return useMemo(() => {
    const mark = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return { mark: (value) => mark.format(value), percent: (share) => percent.format(share) };
  }, [locale]);
}
