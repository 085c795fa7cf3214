import { z } from 'zod';
import { queryIdField, requiredIdField } from './envelope.ts';
import { LINK_MAX, recordingVideoSchema } from './materials.ts';

/**
 * Eye and finger gymnastics (spec §3 guide videos by subject, §7 /trainers gymnastics videos, §9 "twice a day for 5
 * to 10 minutes"; issue [10]).
 *
 * An exercise belongs to a subject (its main id) and is for the eyes or the fingers. It is one of three things
 * (`source`): an exercise built into the web app (`builtin_key` names the animation the web draws, made in the repo,
 * so it plays offline), a link (http or https; YouTube and Vimeo play embedded, any other link opens in a new tab) or
 * an uploaded video (MP4 or WebM told by its bytes, played from a signed address as lesson recordings are). A
 * built-in exercise may have no title: the web then names it in the reader's language.
 *
 * A student records a session done once they have watched or done an exercise. Sessions are counted per student and
 * (UTC) day on the server's clock. "Done" pressed again within GYMNASTICS_SESSION_GAP_MINUTES of the last counted
 * session belongs to the same sitting and is not counted again (a double click, a retry, a second tab, the next
 * exercise of the same five minutes); the answer says `counted: false` and when the next session will count.
 *
 * Endpoints (all under /api, project envelope):
 * - GET /trainers/gymnastics?subject_id= → GymnasticsPage: the subject's exercises (ordered by kind, then position),
 *   the advice and today's sessions (a student of the subject; teachers and admins). Not a student of the subject →
 *   403 SUBJECT_NOT_ALLOWED; a subject without gymnastics → 422.
 * - POST /trainers/gymnastics/done {subject_id} → GymnasticsDone (a student of the subject).
 * - GET /trainers/gymnastics/{id}/video?u=&exp=&sig= → the uploaded video's bytes (no token: the signature is
 *   checked, and the reader it names must still be active and, a student, still study the subject); Range honoured;
 *   missing, forged or expired → 403 VIDEO_LINK_EXPIRED.
 * - GET /admin/gymnastics?subject_id= → GymnasticsVideo[] (admins; every subject when left out).
 * - POST /admin/gymnastics {source: 'link' | 'builtin', …} → 201 GymnasticsVideo; a link that is not http(s) → 422
 *   LINK_NOT_WEB.
 * - POST /admin/gymnastics/upload (multipart/form-data: `subject_id`, `kind`, `title`, then `file`) → 201
 *   GymnasticsVideo; not MP4 or WebM → 422 `file` VIDEO_TYPE_NOT_ALLOWED; over RECORDING_MAX_BYTES → 413
 *   VIDEO_TOO_LARGE. A refused upload leaves nothing on disk.
 * - PUT /admin/gymnastics/{id} {subject_id, kind, title, link_url?} → GymnasticsVideo; a built-in exercise keeps its
 *   kind (another → 422 `kind` FIELD_INVALID); moving it to another subject or kind puts it last there.
 * - PUT /admin/gymnastics/order {subject_id, kind, ids} → GymnasticsVideo[] of that subject and kind in the new
 *   order; `ids` must be exactly that list (else 422 `ids` FIELD_INVALID).
 * - DELETE /admin/gymnastics/{id} → {id}, and an uploaded video's file with it.
 */

/** Spec §9: gymnastics twice a day, 5 to 10 minutes each time. */
export const GYMNASTICS_SESSIONS_PER_DAY = 2;
export const GYMNASTICS_MINUTES_MIN = 5;
export const GYMNASTICS_MINUTES_MAX = 10;
/** "Done" within this long of the last counted session is the same sitting (a session lasts 5 to 10 minutes). */
export const GYMNASTICS_SESSION_GAP_MINUTES = 30;
/** How long a built-in exercise plays. */
export const GYMNASTICS_BUILTIN_SECONDS = 60;
/** A long exercise video watched with pauses. */
export const GYMNASTICS_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;
export const GYMNASTICS_TITLE_MAX = 120;

/** The subjects (main ids) with gymnastics: math, reading, mental arithmetic, English and school readiness. */
export const GYMNASTICS_SUBJECTS = [1, 2, 3, 9, 10] as const;
export type GymnasticsSubject = (typeof GYMNASTICS_SUBJECTS)[number];
export const isGymnasticsSubject = (subjectId: number): subjectId is GymnasticsSubject =>
  (GYMNASTICS_SUBJECTS as readonly number[]).includes(subjectId);

export const GYMNASTICS_KINDS = ['eyes', 'fingers'] as const;
export type GymnasticsKind = (typeof GYMNASTICS_KINDS)[number];
export const GYMNASTICS_SOURCES = ['builtin', 'link', 'video'] as const;
export type GymnasticsSource = (typeof GYMNASTICS_SOURCES)[number];

/** The exercises the web app draws itself, each for the eyes or the fingers. */
export const GYMNASTICS_BUILTINS = {
  'ball-left-right': 'eyes',
  'ball-up-down': 'eyes',
  'ball-circle': 'eyes',
  'ball-figure-eight': 'eyes',
  'ball-near-far': 'eyes',
  'fingers-hello': 'fingers',
  'fingers-fist-palm': 'fingers',
  'fingers-counting': 'fingers',
  'fingers-bunny': 'fingers',
} as const satisfies Record<string, GymnasticsKind>;
export type GymnasticsBuiltinKey = keyof typeof GYMNASTICS_BUILTINS;
export const GYMNASTICS_BUILTIN_KEYS = Object.keys(GYMNASTICS_BUILTINS) as [
  GymnasticsBuiltinKey,
  ...GymnasticsBuiltinKey[],
];

/** Only web addresses: a `javascript:` or `data:` link would run in the child's page. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** The same check that keeps the number a number (a schema's output stays assignable from any id). */
const hasGymnastics = (subjectId: number): boolean => isGymnasticsSubject(subjectId);
const subjectField = requiredIdField.refine(hasGymnastics, { error: 'FIELD_INVALID' });
const kindField = z.enum(GYMNASTICS_KINDS, { error: 'FIELD_INVALID' });
const requiredTitle = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(GYMNASTICS_TITLE_MAX, { error: 'FIELD_TOO_LONG' });
/** A built-in exercise's title may be left empty (null): the web names it in the reader's language. */
const optionalTitle = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(GYMNASTICS_TITLE_MAX, { error: 'FIELD_TOO_LONG' })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));
export const gymnasticsLinkSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(LINK_MAX, { error: 'FIELD_TOO_LONG' })
  .refine(isWebLink, { error: 'LINK_NOT_WEB' });

export const gymnasticsPageQuerySchema = z.object({
  subject_id: queryIdField.refine(hasGymnastics, { error: 'FIELD_INVALID' }),
});
export type GymnasticsPageQuery = z.infer<typeof gymnasticsPageQuerySchema>;

export const gymnasticsAdminListQuerySchema = z.object({
  subject_id: queryIdField.refine(hasGymnastics, { error: 'FIELD_INVALID' }).optional(),
});
export type GymnasticsAdminListQuery = z.infer<typeof gymnasticsAdminListQuerySchema>;

export const gymnasticsDoneBodySchema = z.object({ subject_id: subjectField });
export type GymnasticsDoneBody = z.infer<typeof gymnasticsDoneBodySchema>;

/** A link or a built-in exercise, as an admin adds it (an uploaded video comes as multipart instead). */
export const gymnasticsCreateBodySchema = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.literal('link'),
      subject_id: subjectField,
      kind: kindField,
      title: requiredTitle,
      link_url: gymnasticsLinkSchema,
    }),
    z.object({
      source: z.literal('builtin'),
      subject_id: subjectField,
      builtin_key: z.enum(GYMNASTICS_BUILTIN_KEYS, { error: 'FIELD_INVALID' }),
      title: optionalTitle,
    }),
  ],
  { error: 'FIELD_INVALID' },
);
export type GymnasticsCreateBody = z.infer<typeof gymnasticsCreateBodySchema>;

/** The fields sent beside the `file` part of POST /admin/gymnastics/upload. */
export const gymnasticsUploadFieldsSchema = z.object({
  subject_id: z
    .string({ error: 'FIELD_REQUIRED' })
    .regex(/^[0-9]{1,10}$/, { error: 'FIELD_INVALID' })
    .transform(Number)
    .pipe(subjectField),
  kind: kindField,
  title: requiredTitle,
});
export type GymnasticsUploadFields = z.infer<typeof gymnasticsUploadFieldsSchema>;

/** What an admin edits of an exercise; `link_url` only of a link (left out: unchanged). */
export const gymnasticsUpdateBodySchema = z.object({
  subject_id: subjectField,
  kind: kindField,
  title: optionalTitle,
  link_url: gymnasticsLinkSchema.optional(),
});
export type GymnasticsUpdateBody = z.infer<typeof gymnasticsUpdateBodySchema>;

export const gymnasticsOrderBodySchema = z.object({
  subject_id: subjectField,
  kind: kindField,
  ids: z.array(requiredIdField, { error: 'FIELD_INVALID' }).max(500, { error: 'FIELD_INVALID' }),
});
export type GymnasticsOrderBody = z.infer<typeof gymnasticsOrderBodySchema>;

/** An uploaded video: its size and type, and the signed address the reader plays it from until `expires_at`. */
export const gymnasticsUploadedVideoSchema = recordingVideoSchema.extend({
  url: z.string(),
  expires_at: z.string(),
});
export type GymnasticsUploadedVideo = z.infer<typeof gymnasticsUploadedVideoSchema>;

export const gymnasticsVideoSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  kind: z.enum(GYMNASTICS_KINDS),
  source: z.enum(GYMNASTICS_SOURCES),
  /** Null only for a built-in exercise left unnamed. */
  title: z.string().nullable(),
  link_url: z.string().nullable(),
  builtin_key: z.enum(GYMNASTICS_BUILTIN_KEYS).nullable(),
  video: gymnasticsUploadedVideoSchema.nullable(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GymnasticsVideo = z.infer<typeof gymnasticsVideoSchema>;

export const gymnasticsAdviceSchema = z.object({
  sessions_per_day: z.number().int(),
  minutes_min: z.number().int(),
  minutes_max: z.number().int(),
});
export type GymnasticsAdvice = z.infer<typeof gymnasticsAdviceSchema>;

/** The caller's sessions today. */
export const gymnasticsTodaySchema = z.object({
  /** The (UTC) day on the server's clock, YYYY-MM-DD. */
  day: z.string(),
  count: z.number().int(),
  last_done_at: z.string().nullable(),
  /** From when "done" counts as a new session; null when none was done today. */
  next_counts_at: z.string().nullable(),
});
export type GymnasticsToday = z.infer<typeof gymnasticsTodaySchema>;

export const gymnasticsPageSchema = z.object({
  subject_id: z.number().int(),
  advice: gymnasticsAdviceSchema,
  today: gymnasticsTodaySchema,
  videos: z.array(gymnasticsVideoSchema),
});
export type GymnasticsPage = z.infer<typeof gymnasticsPageSchema>;

export const gymnasticsDoneSchema = z.object({
  /** False when this "done" belongs to the sitting already counted. */
  counted: z.boolean(),
  today: gymnasticsTodaySchema,
});
export type GymnasticsDone = z.infer<typeof gymnasticsDoneSchema>;
