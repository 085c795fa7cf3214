import { defineEndpoints, FILE, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ROLE } from './roles.ts';
import {
  voiceAudioQuerySchema,
  voiceAudioUrlSchema,
  voiceRecordingSchema,
  voiceRecordingsPageSchema,
  voiceRecordingsQuerySchema,
  voiceUnheardSchema,
} from './voice-recordings.ts';

/** The child who recorded and the teacher who received: nobody else hears a recording. */
const PAIR = [ROLE.teacher, ROLE.student];

/** A child's voice recordings sent to their teacher (issue [10], articulation exercises; see voice-recordings.ts). */
export const voiceRecordingsApi = defineEndpoints('voice-recordings', {
  /** Multipart: `subject_id`, `topic`, `topic_title`, `duration_ms`, then one `audio` part. */
  send: {
    method: 'POST',
    path: '/voice-recordings',
    access: [ROLE.student],
    body: FORM_DATA,
    response: voiceRecordingSchema,
    status: 201,
  },
  received: {
    method: 'GET',
    path: '/voice-recordings',
    access: [ROLE.teacher],
    query: voiceRecordingsQuerySchema,
    response: voiceRecordingsPageSchema,
  },
  unheard: {
    method: 'GET',
    path: '/voice-recordings/unheard',
    access: [ROLE.teacher],
    response: voiceUnheardSchema,
  },
  sent: {
    method: 'GET',
    path: '/voice-recordings/sent',
    access: [ROLE.student],
    query: voiceRecordingsQuerySchema,
    response: voiceRecordingsPageSchema,
  },
  audioUrl: {
    method: 'GET',
    path: '/voice-recordings/:id/audio-url',
    access: PAIR,
    params: idParamSchema,
    response: voiceAudioUrlSchema,
  },
  /** What an `<audio>` element plays, by the signed address audioUrl gives (the element sends no token). */
  audio: {
    method: 'GET',
    path: '/voice-recordings/:id/audio',
    access: 'public',
    params: idParamSchema,
    query: voiceAudioQuerySchema,
    response: FILE,
  },
  heard: {
    method: 'POST',
    path: '/voice-recordings/:id/heard',
    access: [ROLE.teacher],
    params: idParamSchema,
    response: voiceRecordingSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/voice-recordings/:id',
    access: PAIR,
    params: idParamSchema,
    response: idResultSchema,
  },
});
