import multipart from '@fastify/multipart';
import { materialsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { enableVideoSending, readVideoUpload, sendVideo } from '../../lib/video-http.ts';
import type { RecordingVideosService } from './recording-videos.service.ts';

const FIELD_NAMES = new Set(['title', 'recorded_on']);

/**
 * Uploaded lesson videos (issue [4]): POST /groups/{id}/recordings/video, and the signed address a
 * `<video>` element plays them from. Multipart is parsed in this plugin only, with the video size limit.
 */
export const recordingVideosRoutes: FastifyPluginAsync<{ recordingVideos: RecordingVideosService }> = async (
  app,
  { recordingVideos: videos },
) => {
  await app.register(multipart, {
    limits: { fileSize: videos.maxBytes, files: 2, fields: 4, parts: 6 },
  });
  await enableVideoSending(app);

  serve(app, materialsApi.uploadVideo, async ({ user, params, request }) => {
    await videos.assertMayUpload(user, params.id);
    const { fields, file } = await readVideoUpload(request, videos, FIELD_NAMES);
    return videos.add(user, params.id, fields, file);
  });
  serve(app, materialsApi.videoUrl, ({ user, params }) => videos.videoUrl(user, params.id));
  serve(app, materialsApi.video, async ({ params, query, request, reply }) =>
    sendVideo(request, reply, await videos.video(params.id, query)),
  );
};
