import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * A child's own voice, sent to their teacher (issue [10], articulation exercises). The recorder keeps a recording in
 * the browser only; it reaches the server when the child presses "send to my teacher", and then goes to the teacher of
 * the child's current class in the subject (the class joined last, when there are several). The teacher listens to it,
 * which marks it heard, and deletes it; the child sees what they sent and may delete it too. A recording is kept until
 * one of them deletes it: there is no silent expiry.
 *
 * The file is told by its bytes: WebM or MP4 (M4A), the containers every browser's MediaRecorder writes, at most
 * VOICE_RECORDING_MAX_BYTES and VOICE_RECORDING_MAX_DURATION_MS long; a child sends at most VOICE_RECORDINGS_PER_DAY
 * a (UTC) day. An `<audio>` element cannot send the Bearer header, so the sound is played through a short-lived signed
 * address, as lesson videos are.
 *
 * Endpoints (all under /api, project envelope):
 * - POST /voice-recordings (multipart/form-data: `subject_id`, `topic`, `topic_title`, `duration_ms`, then `audio`) →
 *   201 VoiceRecording (a student). No class in the subject → 422 NO_TEACHER_FOR_SUBJECT; not WebM or MP4 → 422 with
 *   `audio` VOICE_TYPE_NOT_ALLOWED; too large → 413 VOICE_TOO_LARGE; too many today → 429 VOICE_DAILY_LIMIT.
 *   A refused recording leaves nothing on disk.
 * - GET /voice-recordings?page=&per_page= → page of VoiceRecording, newest first, with `unheard` (the teacher).
 * - GET /voice-recordings/unheard → {count} (the teacher: the menu's badge).
 * - GET /voice-recordings/sent?page=&per_page= → page of VoiceRecording (the student's own, newest first).
 * - GET /voice-recordings/{id}/audio-url → {url, expires_at} (its teacher or its student).
 * - GET /voice-recordings/{id}/audio?u=&exp=&sig= → the sound (no token: the signature is checked; 403
 *   VIDEO_LINK_EXPIRED when it is missing, forged or expired).
 * - POST /voice-recordings/{id}/heard → VoiceRecording (its teacher).
 * - DELETE /voice-recordings/{id} → {id}, and the file with it (its teacher or its student).
 * Admins have no access: a child's voice is for the child and their teacher.
 */

export const VOICE_RECORDING_MAX_BYTES = 3 * 1024 * 1024;
/** The recorder stops by itself after this long. */
export const VOICE_RECORDING_MAX_SECONDS = 60;
/** What the server takes: the recorder's limit and some slack for a slow stop. */
export const VOICE_RECORDING_MAX_DURATION_MS = 70_000;
export const VOICE_RECORDINGS_PER_DAY = 20;
export const VOICE_TOPIC_MAX = 80;
export const VOICE_TOPIC_TITLE_MAX = 120;
/** An `<audio>` is listened to at once: a short life keeps a copied address from being passed around. */
export const VOICE_RECORDING_URL_TTL_SECONDS = 15 * 60;

/** What a stored recording may be, by the extension it is stored under, and the type it is played as. */
export const VOICE_RECORDING_TYPES = { webm: 'audio/webm', mp4: 'audio/mp4' } as const;
export type VoiceRecordingExtension = keyof typeof VOICE_RECORDING_TYPES;
/** What the recorder asks MediaRecorder for, best first; the server stores any of them. */
export const VOICE_RECORDER_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/** A short key the page that records names its exercise by (`articulation:clock`). */
export const VOICE_TOPIC_PATTERN = /^[a-z0-9][a-z0-9:._-]*$/;

const requiredText = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'FIELD_TOO_LONG' });

/** A whole number sent as multipart text; `tooLarge` names a value past `max`. */
const wholeField = (min: number, max: number, tooLarge: 'FIELD_INVALID' | 'VOICE_TOO_LONG' = 'FIELD_INVALID') =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .regex(/^[0-9]{1,10}$/, { error: 'FIELD_INVALID' })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: 'FIELD_INVALID' }).max(max, { error: tooLarge }));

/** The fields sent before the `audio` part of POST /voice-recordings (multipart: all text). */
export const voiceRecordingFieldsSchema = z.object({
  subject_id: wholeField(1, INT_MAX),
  topic: requiredText(VOICE_TOPIC_MAX).regex(VOICE_TOPIC_PATTERN, { error: 'FIELD_INVALID' }),
  topic_title: requiredText(VOICE_TOPIC_TITLE_MAX),
  duration_ms: wholeField(1, VOICE_RECORDING_MAX_DURATION_MS, 'VOICE_TOO_LONG'),
});
export type VoiceRecordingFields = z.input<typeof voiceRecordingFieldsSchema>;

export const voiceRecordingSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  /** "First Last" of the student, as the teacher's list shows it. */
  student_name: z.string(),
  teacher_id: z.number().int(),
  subject_id: z.number().int(),
  topic: z.string(),
  topic_title: z.string(),
  content_type: z.enum([VOICE_RECORDING_TYPES.webm, VOICE_RECORDING_TYPES.mp4]),
  size: z.number().int(),
  duration_ms: z.number().int(),
  created_at: z.string(),
  /** When the teacher first played it; null while unheard. */
  heard_at: z.string().nullable(),
});
export type VoiceRecording = z.infer<typeof voiceRecordingSchema>;

export const voiceRecordingsQuerySchema = pageQuerySchema;

export const voiceRecordingsPageSchema = z.object({
  items: z.array(voiceRecordingSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  /** How many of all of them (not only this page's) the teacher has not heard yet. */
  unheard: z.number().int(),
});
export type VoiceRecordingsPage = z.infer<typeof voiceRecordingsPageSchema>;

export const voiceUnheardSchema = z.object({ count: z.number().int() });
export type VoiceUnheard = z.infer<typeof voiceUnheardSchema>;

export const voiceAudioUrlSchema = z.object({
  /** Same-origin path with its signature, for `<audio src>`. */
  url: z.string(),
  expires_at: z.string(),
});
export type VoiceAudioUrl = z.infer<typeof voiceAudioUrlSchema>;

/** The signed address's query; the server checks the signature, so a missing part is a 403, not a 422. */
export const voiceAudioQuerySchema = z.object({
  u: z.string().optional(),
  exp: z.string().optional(),
  sig: z.string().optional(),
});
