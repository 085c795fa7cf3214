import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { pageQuerySchema, paginated, queryIdField } from './envelope.ts';
import { localeSchema, localizedTextSchema } from './shared-schemas.ts';
import { artPathSchema, subjectBodySchema } from './world-common.ts';

/*
 * News of a subject (spec §2 admin news, §3 News item, §5 "news text too long", §7; issue [8], docs/NEWS.md). The admin
 * writes a title and a text per interface language, ru-RU required; the text is the editor's HTML, which the server
 * sanitises before it stores it. A student reads the news of their subjects; a required item stays in front of them
 * until they mark it read.
 */

export const NEWS_TITLE_MAX = 200;
/** Characters of the editor's HTML per language (§5): the longest news a child would read is far shorter. */
export const NEWS_TEXT_MAX = 20_000;
/** How many of a subject's newest items a student's list carries: older ones are of no news to anyone. */
export const STUDENT_NEWS_LIMIT = 50;

const pathId = z.coerce.number().int().positive().max(INT_MAX);

const requiredTitle = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(NEWS_TITLE_MAX, { error: 'FIELD_TOO_LONG' });
const optionalTitle = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(NEWS_TITLE_MAX, { error: 'FIELD_TOO_LONG' })
  .default('');
const requiredText = z
  .string({ error: 'FIELD_REQUIRED' })
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(NEWS_TEXT_MAX, { error: 'NEWS_TEXT_TOO_LONG' });
const optionalText = z
  .string({ error: 'FIELD_INVALID' })
  .max(NEWS_TEXT_MAX, { error: 'NEWS_TEXT_TOO_LONG' })
  .default('');

/** ru-RU is required; a language left empty shows the ru-RU words to its readers. */
export const newsTitleSchema = z.object({ 'ru-RU': requiredTitle, 'en-US': optionalTitle, 'uk-UA': optionalTitle });
export const newsTextSchema = z.object({ 'ru-RU': requiredText, 'en-US': optionalText, 'uk-UA': optionalText });

export const newsFlagSchema = z.union([z.literal(0), z.literal(1)], { error: 'FIELD_INVALID' });

/** What the admin's form sends to create an item or to replace it whole. */
export const newsBodySchema = subjectBodySchema.extend({
  title: newsTitleSchema,
  text: newsTextSchema,
  /** An admin upload (POST /api/admin/media) or none. */
  picture: artPathSchema.nullable().default(null),
  is_required: newsFlagSchema,
});
export type NewsBody = z.input<typeof newsBodySchema>;
/** The same as the server reads it: every language present, the picture null when none. */
export type NewsContent = z.output<typeof newsBodySchema>;

/** A row of the admin's list: no text, which only the edit page and the modal read. */
export const adminNewsRowSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  title: localizedTextSchema,
  picture: z.string().nullable(),
  is_required: newsFlagSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNewsRow = z.infer<typeof adminNewsRowSchema>;

export const adminNewsPageSchema = paginated(adminNewsRowSchema);
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;

export const adminNewsQuerySchema = pageQuerySchema.extend({ subject_id: queryIdField.optional() });

/**
 * One item whole. The admin gets each language as written (empty where not written) and `is_read` null; a student
 * gets every language filled (ru-RU where not written) and whether they read it.
 */
export const newsItemSchema = adminNewsRowSchema.extend({
  text: localizedTextSchema,
  /** The languages the admin wrote it in; the others show ru-RU. */
  lang: z.array(localeSchema),
  is_read: z.boolean().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** An item of a student's list: the title only; the modal asks for the rest by id. */
export const studentNewsSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  title: localizedTextSchema,
  lang: z.array(localeSchema),
  picture: z.string().nullable(),
  is_required: newsFlagSchema,
  is_read: z.boolean(),
  created_at: z.string(),
});
export type StudentNews = z.infer<typeof studentNewsSchema>;

export const studentNewsListSchema = z.object({
  /** Newest first, at most STUDENT_NEWS_LIMIT. */
  news: z.array(studentNewsSchema),
  /** Every unread item of the subject, those past the limit included. */
  unread: z.number().int(),
});
export type StudentNewsList = z.infer<typeof studentNewsListSchema>;

/** `main_subject_id` is the spec's name (§7) for the subject the student has chosen (a subjects row id). */
export const studentNewsQuerySchema = z.object({ main_subject_id: queryIdField });

export const studentNewsParamsSchema = z.object({ id: pathId, newsId: pathId });

export const newsReadBodySchema = z.object({ is_read: z.boolean({ error: 'FIELD_REQUIRED' }) });
export type NewsReadBody = z.infer<typeof newsReadBodySchema>;

export const newsReadResultSchema = z.object({ id: z.number().int(), is_read: z.boolean(), unread: z.number().int() });
export type NewsReadResult = z.infer<typeof newsReadResultSchema>;
