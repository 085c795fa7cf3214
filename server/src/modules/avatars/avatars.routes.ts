import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, avatarsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AvatarsService } from './avatars.service.ts';

/** POST and DELETE /api/users/{id}/avatar (spec §7); multipart is parsed in this plugin only. */
export const avatarsRoutes: FastifyPluginAsync<{ avatars: AvatarsService }> = async (app, { avatars }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });

  serve(app, avatarsApi.upload, async ({ user, params, request }) => ({
    user: await avatars.upload(user, params.id, async () => (await readSingleFile(request, 'AVATAR_TOO_LARGE')).bytes, {
      ip: request.ip,
    }),
  }));
  serve(app, avatarsApi.remove, async ({ user, params, request }) => ({
    user: await avatars.remove(user, params.id, { ip: request.ip }),
  }));
};

/**
 * GET /media/avatars/{name}: public like the rest of /media. Avatars are shown wherever a person appears
 * (ratings, chats, class lists) in <img> tags that carry no token, and their names are random UUIDs.
 */
export const avatarFilesRoutes: FastifyPluginAsyncZod<{ avatars: AvatarsService }> = async (app, { avatars }) => {
  app.get(
    '/media/avatars/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const bytes = await avatars.read(request.params.name);
      if (!bytes) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
