import multipart from '@fastify/multipart';
import { guidesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { enableVideoSending, readVideoUpload, sendVideo } from '../../lib/video-http.ts';
import type { GuidesService } from './guides.service.ts';

/** A subject's guide videos with what the caller has seen, and the admin's editing of them. */
export const guidesRoutes: FastifyPluginAsync<{ guides: GuidesService }> = async (app, { guides }) => {
  serve(app, guidesApi.list, ({ user, query }) => guides.list(user, query));
  serve(app, guidesApi.adminList, ({ user, query }) => guides.adminList(user, query));
  serve(app, guidesApi.create, ({ user, body }) => guides.create(user, body));
  serve(app, guidesApi.update, ({ user, params, body }) => guides.update(user, params.id, body));
  serve(app, guidesApi.remove, ({ params }) => guides.remove(params.id));
};

/**
 * Uploaded guide videos: the admin's multipart upload (parsed in this plugin only, with the video size limit) and the
 * signed address a `<video>` element plays them from.
 */
export const guideVideoRoutes: FastifyPluginAsync<{ guides: GuidesService }> = async (app, { guides }) => {
  await app.register(multipart, { limits: { fileSize: guides.maxBytes, files: 2, fields: 2, parts: 4 } });
  await enableVideoSending(app);

  serve(app, guidesApi.upload, async ({ user, params, request }) => {
    const { fields, file } = await readVideoUpload(request, guides, new Set());
    return guides.upload(user, params.id, fields, file);
  });
  serve(app, guidesApi.video, async ({ params, query, request, reply }) =>
    sendVideo(request, reply, await guides.video(params.id, query)),
  );
};
