import type { Locale } from './locale.ts';

/*
 * The public overrides answer's address and shape, apart from texts.ts: the web's first pages fetch it with plain
 * fetch, so they take this file (no zod) rather than the admin schemas.
 */

/** GET, under /api: `?locale=` → `{ locale, texts: { dotted key: text } }` of the interface texts overridden there. */
export const TEXT_OVERRIDES_PATH = '/texts/overrides';

/** The public answer's `data`. */
export interface TextOverrides {
  locale: Locale;
  /** Dotted key (`auth.login.submit`) → the admin's text, for the interface keys overridden in that locale. */
  texts: Record<string, string>;
}
