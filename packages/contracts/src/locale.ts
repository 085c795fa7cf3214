export const LOCALES = ['ru-RU', 'en-US', 'uk-UA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'ru-RU' satisfies Locale;
/**
 * The visitor's chosen locale, kept by the web app beside its own storage so that the server can name that locale's
 * texts in the page (a preload) and they load side by side with the app's code.
 */
export const LOCALE_COOKIE = 'locale';

/** A text in every interface language; the wire form of every server message (spec §7). */
export type LocalizedText = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
