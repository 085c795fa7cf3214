/** 1 January 2024 was a Monday, so day N of that month is weekday N (1 = Monday … 7 = Sunday). */
export function weekdayName(weekday: number, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
