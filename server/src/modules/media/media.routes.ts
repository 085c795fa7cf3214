import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES, mediaApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { MediaService } from './media.service.ts';

/** POST /api/admin/media: multipart is parsed in this plugin only, the rest of the API stays JSON. */
export const mediaAdminRoutes: FastifyPluginAsync<{ media: MediaService }> = async (app, { media }) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } });
  serve(app, mediaApi.upload, async ({ request }) =>
    media.upload((await readSingleFile(request, 'IMAGE_TOO_LARGE')).bytes),
  );
};

/**
 * GET /media/{name}: uploaded pictures, outside /api like the SPA's own art. Names are never reused. Not an endpoint
 * of @umka/contracts: those live below /api and answer the web's calls, this one answers <img> tags.
 */
export const mediaFilesRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/media/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const file = await media.read(request.params.name);
      if (!file) throw new AppError('NOT_FOUND');
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(file.bytes);
    },
  );
};
