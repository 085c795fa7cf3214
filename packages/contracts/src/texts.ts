import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { paginated } from './envelope.ts';
import { LOCALES } from './locale.ts';

/**
 * Texts (spec §2 /admin/texts, texts/{id}; issue [14]; docs/TEXTS.md): an admin overrides a shipped text in one
 * locale without a deploy. The shipped texts are the web's locale files (flattened to dotted keys) and the server's
 * mail templates (keys under `mail.`, which the web's own `mail.*` interface keys never share: see MAIL_TEXT_KEYS).
 *
 * Endpoints (all under /api, project envelope):
 * - GET /admin/texts?q=&overridden=&prefix=&kind=&page=&per_page= → page of TextEntry, by key. `q` matches the key or
 *   any shipped or overridden text; `prefix` a key's start (`auth.` or `auth.login`); `kind` interface or mail.
 * - GET /admin/texts/{key} → TextEntry; a key that ships no text → 404 NOT_FOUND.
 * - PUT /admin/texts/{key} {ru-RU?, en-US?, uk-UA?} → TextEntry. A string overrides that locale, null removes its
 *   override, a locale left out stays as it is. A blank text → 422 FIELD_REQUIRED, over TEXT_VALUE_MAX → 422
 *   FIELD_TOO_LONG, a text without one of the shipped ru-RU text's {{placeholders}} → 422 TEXT_PLACEHOLDER_MISSING
 *   (its message names it), with one the shipped text has not → 422 TEXT_PLACEHOLDER_UNKNOWN; nothing is saved then.
 *   Audited `text.update` with the changed locales' before and after.
 * - DELETE /admin/texts/{key} → TextEntry back to the shipped texts in every locale; audited `text.reset`.
 * - GET /texts/overrides?locale= (anyone, signed in or not; texts-overrides.ts) → the interface overrides of the
 *   locale, with an ETag; browsers revalidate (Cache-Control: no-cache).
 */

export const TEXT_VALUE_MAX = 5000;
export const TEXT_KEY_MAX = 200;
export const TEXT_SEARCH_MAX = 100;
export const TEXT_KINDS = ['interface', 'mail'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
/** The key space of the server's mail templates. */
export const MAIL_TEXT_PREFIX = 'mail.';

/** A dotted key of letters, digits, `_` and `-`: what an address may carry as it is. */
export const textKeySchema = z
  .string()
  .min(1)
  .max(TEXT_KEY_MAX)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/);

export const textKeyParamSchema = z.object({ key: textKeySchema });

export const textOverridesQuerySchema = z.object({ locale: z.enum(LOCALES, { error: 'FIELD_INVALID' }) });
export const textOverridesSchema = z.object({ locale: z.enum(LOCALES), texts: z.record(z.string(), z.string()) });

export const textListQuerySchema = z.object({
  q: z.string().trim().max(TEXT_SEARCH_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  overridden: z
    .enum(['true', 'false'], { error: 'FIELD_INVALID' })
    .transform((value) => value === 'true')
    .optional(),
  prefix: z.string().trim().max(TEXT_KEY_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  kind: z.enum(TEXT_KINDS, { error: 'FIELD_INVALID' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type TextListQuery = z.infer<typeof textListQuerySchema>;

const perLocale = <T extends z.ZodType>(value: T) => z.object({ 'ru-RU': value, 'en-US': value, 'uk-UA': value });

/** One override as the admin sees it: the text and who changed it when. */
export const textOverrideSchema = z.object({
  value: z.string(),
  updated_by: z.number().int().nullable(),
  updated_at: z.string(),
});
export type TextOverride = z.infer<typeof textOverrideSchema>;

/**
 * A key with its shipped text per locale (null where a locale file lacks it: ru-RU shows then), its override per
 * locale, and the {{placeholders}} of the shipped ru-RU text that every override keeps.
 */
export const textEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(TEXT_KINDS),
  shipped: perLocale(z.string().nullable()),
  overrides: perLocale(textOverrideSchema.nullable()),
  placeholders: z.array(z.string()),
});
export type TextEntry = z.infer<typeof textEntrySchema>;

export const textPageSchema = paginated(textEntrySchema);
export type TextPage = z.infer<typeof textPageSchema>;

const overrideValue = z
  .string({ error: 'FIELD_INVALID' })
  .refine((value) => value.trim().length > 0, { error: 'FIELD_REQUIRED' })
  .refine((value) => value.length <= TEXT_VALUE_MAX, { error: 'FIELD_TOO_LONG' })
  .nullable()
  .optional();

export const textUpdateBodySchema = z.object({
  'ru-RU': overrideValue,
  'en-US': overrideValue,
  'uk-UA': overrideValue,
});
export type TextUpdateBody = z.infer<typeof textUpdateBodySchema>;

/** The names of the {{placeholders}} of a text, in order of first use (`{{count, number}}` names `count`). */
export function textPlaceholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)) if (match[1]) names.add(match[1]);
  return [...names];
}

/** A text with its {{placeholders}} filled in, those without a value left as they are. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([^\s,}]+)[^}]*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
