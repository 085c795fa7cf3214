import { z } from 'zod';
import { queryIdField, requiredIdField } from './envelope.ts';
import { homeworkDateSchema, privateFileSchema } from './homework.ts';

/**
 * Teaching materials, the class schedule and lesson recordings (spec §2 /teacher/materials,
 * /teacher/classes/{id}/materials, /student/class).
 *
 * A teacher keeps a library of materials: a file (uploaded first with POST /files) or an https link.
 * A material is shared with any of the teacher's classes; the class's students then read it, and may
 * download its file through GET /files/{id}. A class has a weekly schedule (weekday 1 = Monday … 7 = Sunday,
 * a start time and a duration) and lesson recordings. A recording is an https link (`kind: 'link'`; YouTube
 * and Vimeo play embedded on the class page, any other link opens as is) or an uploaded video
 * (`kind: 'video'`, MP4 or WebM told by its bytes, `url` null and `video` its size and type).
 *
 * A `<video>` element cannot send the Bearer header, so an uploaded video is played through a signed URL:
 * GET /recordings/{id}/video-url answers an address valid for two hours, and that address serves the file
 * with HTTP Range support to whoever holds it (it is the signature, not a token, that grants access).
 *
 * Endpoints (all under /api, project envelope):
 * - GET /teachers/{id}/materials → Material[] (the teacher themself, admins);
 *   POST /teachers/{id}/materials → 201 Material (the teacher themself).
 * - PATCH /materials/{id} (the whole material, as on POST) → Material; DELETE /materials/{id} → {id};
 *   PUT /materials/{id}/groups {group_ids} → Material (the owner; the whole list of classes it is shared with).
 * - GET /groups/{id}/materials → ClassMaterial[]; GET /groups/{id}/schedule → ScheduleSlot[];
 *   GET /groups/{id}/recordings → Recording[] (the class's teacher, its students, admins).
 * - PUT /groups/{id}/schedule {slots} → ScheduleSlot[]; POST /groups/{id}/recordings {title, recorded_on, url}
 *   → 201 Recording (a link); DELETE /recordings/{id} → {id}, and the video file with it (the class's teacher,
 *   admins).
 * - POST /groups/{id}/recordings/video (multipart/form-data: `title`, `recorded_on`, then `file`) → 201 Recording
 *   (the class's teacher, admins). Not MP4 or WebM → 422 with `file` VIDEO_TYPE_NOT_ALLOWED; over the server's
 *   limit (RECORDING_MAX_BYTES, 500 MB unless configured; client-config tells it) → 413 VIDEO_TOO_LARGE. A refused upload leaves nothing.
 * - GET /recordings/{id}/video-url → RecordingVideoUrl {url, expires_at} (the class's teacher, its students,
 *   admins; 404 for a link recording).
 * - GET /recordings/{id}/video?exp=&sig= → the video bytes (no token: the signature is checked). Honours one
 *   `Range: bytes=…` (206 with Content-Range; 416 RANGE_NOT_SATISFIABLE when it lies outside the file); a
 *   missing, forged or expired signature → 403 VIDEO_LINK_EXPIRED.
 * - GET /students/{id}/classes?subject_id= → StudentClass[] (the student themself, admins).
 */

export const MATERIAL_TITLE_MAX = 200;
export const MATERIAL_DESCRIPTION_MAX = 2000;
export const LINK_MAX = 2000;
/** Two lessons a day all week long: more is a typing slip, not a timetable. */
export const SCHEDULE_SLOTS_MAX = 14;
export const LESSON_MINUTES_MIN = 5;
export const LESSON_MINUTES_MAX = 600;
export const MATERIAL_KINDS = ['file', 'link'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

const titleField = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(MATERIAL_TITLE_MAX, { error: 'FIELD_TOO_LONG' });

/**
 * Only https: a `javascript:` or `data:` link would run in the student's page, and a plain http one is
 * blocked as mixed content or sends the student's visit in clear.
 */
export function isSafeLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const linkSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(LINK_MAX, { error: 'FIELD_TOO_LONG' })
  .refine(isSafeLink, { error: 'LINK_NOT_HTTPS' });

export const materialBodySchema = z
  .object({
    title: titleField,
    kind: z.enum(MATERIAL_KINDS, { error: 'FIELD_INVALID' }),
    url: linkSchema.nullable().optional(),
    file_id: requiredIdField.nullable().optional(),
    description: z
      .string({ error: 'FIELD_INVALID' })
      .trim()
      .max(MATERIAL_DESCRIPTION_MAX, { error: 'FIELD_TOO_LONG' })
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((body, context) => {
    if (body.kind === 'link' && !body.url)
      context.addIssue({ code: 'custom', path: ['url'], message: 'FIELD_REQUIRED' });
    if (body.kind === 'file' && !body.file_id) {
      context.addIssue({ code: 'custom', path: ['file_id'], message: 'FIELD_REQUIRED' });
    }
  });
export type MaterialBody = z.infer<typeof materialBodySchema>;

export const materialSharesSchema = z.object({
  group_ids: z.array(requiredIdField, { error: 'FIELD_INVALID' }).max(100, { error: 'FIELD_INVALID' }),
});
export type MaterialShares = z.infer<typeof materialSharesSchema>;

/** A material as a class's students see it: what it is, not which other classes have it. */
export const classMaterialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  url: z.string().nullable(),
  file: privateFileSchema.nullable(),
  description: z.string().nullable(),
});
export type ClassMaterial = z.infer<typeof classMaterialSchema>;

/** A material in its teacher's library. */
export const materialSchema = classMaterialSchema.extend({
  teacher_id: z.number().int(),
  group_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const scheduleSlotSchema = z.object({
  weekday: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(7, { error: 'FIELD_INVALID' }),
  /** Local time of the class, `HH:MM` on a 24-hour clock. */
  starts_at: z.string({ error: 'FIELD_REQUIRED' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'FIELD_INVALID' }),
  duration_minutes: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(LESSON_MINUTES_MIN, { error: 'FIELD_INVALID' })
    .max(LESSON_MINUTES_MAX, { error: 'FIELD_INVALID' }),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

export const scheduleBodySchema = z.object({
  slots: z.array(scheduleSlotSchema, { error: 'FIELD_INVALID' }).max(SCHEDULE_SLOTS_MAX, { error: 'FIELD_INVALID' }),
});
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

export const recordingBodySchema = z.object({
  title: titleField,
  recorded_on: homeworkDateSchema,
  url: linkSchema,
});
export type RecordingBody = z.infer<typeof recordingBodySchema>;

/** The fields sent beside the `file` part of POST /groups/{id}/recordings/video. */
export const recordingVideoFieldsSchema = z.object({
  title: titleField,
  recorded_on: homeworkDateSchema,
});
export type RecordingVideoFields = z.infer<typeof recordingVideoFieldsSchema>;

export const RECORDING_KINDS = ['link', 'video'] as const;
export type RecordingKind = (typeof RECORDING_KINDS)[number];
/** What an uploaded recording may be, by the extension it is stored under. */
export const RECORDING_VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export type RecordingVideoExtension = keyof typeof RECORDING_VIDEO_TYPES;
/** How long a signed video address stays valid: a long lesson watched with pauses. */
export const RECORDING_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

export const recordingVideoSchema = z.object({
  size: z.number().int(),
  content_type: z.enum([RECORDING_VIDEO_TYPES.mp4, RECORDING_VIDEO_TYPES.webm]),
});
export type RecordingVideo = z.infer<typeof recordingVideoSchema>;

export const recordingSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  title: z.string(),
  recorded_on: z.string(),
  kind: z.enum(RECORDING_KINDS),
  /** The link of a `link` recording; null for an uploaded video. */
  url: z.string().nullable(),
  /** The uploaded file of a `video` recording; null for a link. */
  video: recordingVideoSchema.nullable(),
  created_at: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const recordingVideoUrlSchema = z.object({
  /** Same-origin path with its signature, for `<video src>`. */
  url: z.string(),
  expires_at: z.string(),
});
export type RecordingVideoUrl = z.infer<typeof recordingVideoUrlSchema>;

/** The signed video address's query; the server checks the signature, so a missing part is a 403, not a 422. */
export const recordingVideoQuerySchema = z.object({
  u: z.string().optional(),
  exp: z.string().optional(),
  sig: z.string().optional(),
});

export const studentClassesQuerySchema = z.object({ subject_id: queryIdField.optional() });
export type StudentClassesQuery = z.infer<typeof studentClassesQuerySchema>;

/** One of a student's classes with everything /student/class shows of it. */
export const studentClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  teacher_name: z.string(),
  message: z.string().nullable(),
  schedule: z.array(scheduleSlotSchema),
  materials: z.array(classMaterialSchema),
  recordings: z.array(recordingSchema),
});
export type StudentClass = z.infer<typeof studentClassSchema>;
