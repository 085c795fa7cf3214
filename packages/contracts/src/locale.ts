import { z } from 'zod';

export const LOCALES = ['ru-RU', 'en-US', 'uk-UA'] as const;
export const DEFAULT_LOCALE = 'ru-RU' satisfies Locale;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** A text in every interface language; the wire form of every server message (spec §7). */
export const localizedTextSchema = z.object({
  'ru-RU': z.string(),
  'en-US': z.string(),
  'uk-UA': z.string(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
