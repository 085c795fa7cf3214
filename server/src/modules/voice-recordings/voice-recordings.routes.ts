import multipart from '@fastify/multipart';
import { voiceRecordingsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { enableVideoSending, readVideoUpload, sendVideo } from '../../lib/video-http.ts';
import type { VoiceRecordingsService } from './voice-recordings.service.ts';

const FIELD_NAMES = new Set(['subject_id', 'topic', 'topic_title', 'duration_ms']);

/**
 * A child's voice recordings for their teacher (issue [10]): the upload, both lists, the signed address an
 * `<audio>` element plays from, marking heard and deleting. Multipart is parsed in this plugin only, with its limit.
 */
export const voiceRecordingsRoutes: FastifyPluginAsync<{ voiceRecordings: VoiceRecordingsService }> = async (
  app,
  { voiceRecordings: voice },
) => {
  await app.register(multipart, {
    limits: { fileSize: voice.maxBytes, files: 2, fields: FIELD_NAMES.size + 2, parts: FIELD_NAMES.size + 4 },
  });
  await enableVideoSending(app);

  serve(app, voiceRecordingsApi.send, async ({ user, request }) => {
    const { fields, file } = await readVideoUpload(request, voice, FIELD_NAMES, {
      fileField: 'audio',
      tooLarge: 'VOICE_TOO_LARGE',
    });
    return voice.send(user, fields, file);
  });
  serve(app, voiceRecordingsApi.received, ({ user, query }) => voice.received(user, query));
  serve(app, voiceRecordingsApi.unheard, ({ user }) => voice.unheard(user));
  serve(app, voiceRecordingsApi.sent, ({ user, query }) => voice.sent(user, query));
  serve(app, voiceRecordingsApi.audioUrl, ({ user, params }) => voice.audioUrl(user, params.id));
  serve(app, voiceRecordingsApi.audio, async ({ params, query, request, reply }) =>
    sendVideo(request, reply, await voice.audio(params.id, query)),
  );
  serve(app, voiceRecordingsApi.heard, ({ user, params }) => voice.heard(user, params.id));
  serve(app, voiceRecordingsApi.remove, ({ user, params }) => voice.remove(user, params.id));
};
