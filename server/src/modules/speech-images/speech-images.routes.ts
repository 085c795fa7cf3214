import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES, speechImageBodySchema, speechImagesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { readDataAndFile } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { SpeechImagesService } from './speech-images.service.ts';

/** Multipart is parsed in this plugin only, for the one upload; the other calls stay JSON. */
export const speechImagesRoutes: FastifyPluginAsync<{ speechImages: SpeechImagesService }> = async (
  app,
  { speechImages },
) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1 } });
  serve(app, speechImagesApi.list, ({ query }) => speechImages.list(query));
  serve(app, speechImagesApi.create, async ({ user, request }) => {
    // A new card: its `data` and an optional `file`, the picture an admin uploaded instead of a repo one.
    const { body, file } = await readDataAndFile(request, speechImageBodySchema, 'IMAGE_TOO_LARGE');
    return speechImages.create(user, body, file);
  });
  serve(app, speechImagesApi.update, ({ user, params, body }) => speechImages.update(user, params.id, body));
  serve(app, speechImagesApi.remove, ({ user, params }) => speechImages.remove(user, params.id));
};
