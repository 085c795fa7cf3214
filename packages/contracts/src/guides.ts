import { z } from 'zod';
import { queryIdField, requiredIdField } from './envelope.ts';
import { gymnasticsLinkSchema, gymnasticsUploadedVideoSchema } from './gymnastics.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/**
 * Guides (spec §3, §4, §7 PUT /users/{id}/guides/{code}; issue [13] "Help and guide videos"; docs/GUIDES.md).
 *
 * A guide belongs to a subject that has them (1 math, 2 reading, 3 mental arithmetic) and has a number 1..7; its code
 * is the subject's prefix and the number (`math1`, `reader4`, `mental7`), which is what a user's `property.guides`
 * lists once they have seen it. It explains one part of the app in a short text (three languages) and, once an admin
 * has added one, a video: a web link (YouTube and Vimeo play embedded, any other link opens in a new tab) or an
 * uploaded file. `feature` names the part of the app it explains, so the web can open it once, on that part's first
 * visit.
 *
 * Endpoints (all under /api, project envelope):
 * - GET /guides?subject_id= → GuideList: the subject's guides by number, each with `seen` for the caller (a student
 *   of the subject, not of IT alone; teachers and admins). A student's subject they do not study, or IT →
 *   403 SUBJECT_NOT_ALLOWED.
 * - PUT /users/{id}/guides/{code} (users.api.ts) → the user with the code in `property.guides`, once; an unknown
 *   code → 404 NOT_FOUND; another user → 403.
 * - GET /admin/guides?subject_id= → Guide[] (admins; every subject when left out).
 * - POST /admin/guides {subject_id, number, title, text, link_url (null: no video yet), feature} → 201 Guide; a
 *   number already taken in the subject → 409 CONFLICT.
 * - PUT /admin/guides/{id} {title, text, feature, link_url?} → Guide (the code stays: users' property names it);
 *   `link_url` left out keeps the video, a link replaces it, null removes it (an uploaded file goes with it).
 * - POST /admin/guides/{id}/video (multipart/form-data, one `file` part) → Guide playing the uploaded video; not MP4 or
 *   WebM → 422 `file` VIDEO_TYPE_NOT_ALLOWED; over RECORDING_MAX_BYTES → 413 VIDEO_TOO_LARGE. A refused upload
 *   leaves nothing on disk; a replaced upload's file is removed.
 * - GET /guides/{id}/video?u=&exp=&sig= → the uploaded video's bytes (no token: the signature is checked, and the
 *   reader it names must still be active and, a student, still study the subject); Range honoured.
 * - DELETE /admin/guides/{id} → {id}.
 */

/** Subject main id → the prefix of its guide codes. */
export const GUIDE_PREFIXES = { 1: 'math', 2: 'reader', 3: 'mental' } as const;
export type GuideSubject = keyof typeof GUIDE_PREFIXES;
export const GUIDE_SUBJECTS = [1, 2, 3] as const satisfies readonly GuideSubject[];
export const GUIDE_NUMBER_MAX = 7;
export const GUIDE_TITLE_MAX = 120;
export const GUIDE_TEXT_MAX = 2000;
/** `none`: the written guide alone, until an admin adds a video. */
export const GUIDE_SOURCES = ['none', 'link', 'video'] as const;
/** A guide video watched with pauses. */
export const GUIDE_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

export const isGuideSubject = (subjectId: number): subjectId is GuideSubject =>
  (GUIDE_SUBJECTS as readonly number[]).includes(subjectId);

export const guideCode = (subjectId: GuideSubject, number: number): string => `${GUIDE_PREFIXES[subjectId]}${number}`;

/** The parts of the app a guide may explain, opened once on that part's first visit. */
export const GUIDE_FEATURES = ['home', 'trainers', 'shop', 'albums', 'market', 'online', 'world', 'ratings'] as const;
export type GuideFeature = (typeof GUIDE_FEATURES)[number];

/** The same check that keeps the number a number (a schema's output stays assignable from any id). */
const hasGuides = (subjectId: number): boolean => isGuideSubject(subjectId);
const guideSubjectField = requiredIdField.refine(hasGuides, { error: 'FIELD_INVALID' });
const titleText = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(GUIDE_TITLE_MAX, { error: 'FIELD_TOO_LONG' });
const guideTitleSchema = z.object(
  { 'ru-RU': titleText, 'en-US': titleText, 'uk-UA': titleText },
  { error: 'FIELD_REQUIRED' },
);
const bodyText = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(GUIDE_TEXT_MAX, { error: 'FIELD_TOO_LONG' });
const guideTextSchema = z.object(
  { 'ru-RU': bodyText, 'en-US': bodyText, 'uk-UA': bodyText },
  { error: 'FIELD_REQUIRED' },
);
const featureField = z.enum(GUIDE_FEATURES, { error: 'FIELD_INVALID' }).nullable();

export const guideListQuerySchema = z.object({ subject_id: queryIdField });
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;

export const guideAdminListQuerySchema = z.object({
  subject_id: queryIdField.refine(hasGuides, { error: 'FIELD_INVALID' }).optional(),
});
export type GuideAdminListQuery = z.infer<typeof guideAdminListQuerySchema>;

/** A guide's titles, text, link and feature; a new guide has a link or no video yet, and an upload may come later. */
export const guideCreateBodySchema = z.object({
  title: guideTitleSchema,
  text: guideTextSchema,
  link_url: gymnasticsLinkSchema.nullable(),
  feature: featureField,
  subject_id: guideSubjectField,
  number: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(GUIDE_NUMBER_MAX, { error: 'FIELD_INVALID' }),
});
export type GuideCreateBody = z.infer<typeof guideCreateBodySchema>;

/** What an admin edits of a guide; `link_url` left out keeps the video as it is (a link or an upload), null removes it. */
export const guideUpdateBodySchema = z.object({
  title: guideTitleSchema,
  text: guideTextSchema,
  link_url: gymnasticsLinkSchema.nullable().optional(),
  feature: featureField,
});
export type GuideUpdateBody = z.infer<typeof guideUpdateBodySchema>;

export const guideSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  subject_id: z.number().int(),
  number: z.number().int(),
  title: localizedTextSchema,
  /** The written guide, shown with the video or alone; paragraphs are separated by blank lines. */
  text: localizedTextSchema,
  source: z.enum(GUIDE_SOURCES),
  /** Null unless the video is a link. */
  link_url: z.string().nullable(),
  /** An uploaded video's size, type and the address signed for the reader; null otherwise. */
  video: gymnasticsUploadedVideoSchema.nullable(),
  feature: z.enum(GUIDE_FEATURES).nullable(),
  updated_at: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;

export const guideListItemSchema = guideSchema.extend({ seen: z.boolean() });
export type GuideListItem = z.infer<typeof guideListItemSchema>;

export const guideListSchema = z.object({
  subject_id: z.number().int(),
  guides: z.array(guideListItemSchema),
});
export type GuideList = z.infer<typeof guideListSchema>;
