export const LOCALES = ['ru-RU', 'en-US', 'uk-UA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'ru-RU' satisfies Locale;

/** A text in every interface language; the wire form of every server message (spec §7). */
export type LocalizedText = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
