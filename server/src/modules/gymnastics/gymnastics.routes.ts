import multipart from '@fastify/multipart';
import { gymnasticsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { enableVideoSending, readVideoUpload, sendVideo } from '../../lib/video-http.ts';
import type { GymnasticsService } from './gymnastics.service.ts';

const UPLOAD_FIELDS = new Set(['subject_id', 'kind', 'title']);

/** The student's gymnastics page and sessions, and the admin's list of exercises. */
export const gymnasticsRoutes: FastifyPluginAsync<{ gymnastics: GymnasticsService }> = async (app, { gymnastics }) => {
  serve(app, gymnasticsApi.page, ({ user, query }) => gymnastics.page(user, query));
  serve(app, gymnasticsApi.done, ({ user, body }) => gymnastics.done(user, body));
  serve(app, gymnasticsApi.adminList, ({ user, query }) => gymnastics.adminList(user, query));
  serve(app, gymnasticsApi.create, ({ user, body }) => gymnastics.create(user, body));
  serve(app, gymnasticsApi.order, ({ user, body }) => gymnastics.order(user, body));
  serve(app, gymnasticsApi.update, ({ user, params, body }) => gymnastics.update(user, params.id, body));
  serve(app, gymnasticsApi.remove, ({ params }) => gymnastics.remove(params.id));
};

/**
 * Uploaded gymnastics videos: the admin's multipart upload (parsed in this plugin only, with the video size limit)
 * and the signed address a `<video>` element plays them from.
 */
export const gymnasticsVideoRoutes: FastifyPluginAsync<{ gymnastics: GymnasticsService }> = async (
  app,
  { gymnastics },
) => {
  await app.register(multipart, {
    limits: { fileSize: gymnastics.maxBytes, files: 2, fields: 5, parts: 7 },
  });
  await enableVideoSending(app);

  serve(app, gymnasticsApi.upload, async ({ user, request }) => {
    const { fields, file } = await readVideoUpload(request, gymnastics, UPLOAD_FIELDS);
    return gymnastics.upload(user, fields, file);
  });
  serve(app, gymnasticsApi.video, async ({ params, query, request, reply }) =>
    sendVideo(request, reply, await gymnastics.video(params.id, query)),
  );
};
