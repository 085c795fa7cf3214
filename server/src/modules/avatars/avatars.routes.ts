import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, idParamSchema, userResultSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { AppError, ok } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { responses } from '../../lib/responses.ts';
import type { AvatarsService } from './avatars.service.ts';

const tags = ['users'];

/** POST and DELETE /api/users/{id}/avatar (spec §7); multipart is parsed in this plugin only. */
export const avatarsRoutes: FastifyPluginAsyncZod<{ avatars: AvatarsService }> = async (app, { avatars }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });

  app.post(
    '/users/:id/avatar',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, consumes: ['multipart/form-data'], response: responses(userResultSchema) },
    },
    async (request) => {
      const user = await avatars.upload(
        currentUser(request),
        request.params.id,
        async () => (await readSingleFile(request, 'AVATAR_TOO_LARGE')).bytes,
        {
          ip: request.ip,
        },
      );
      return ok({ user });
    },
  );

  app.delete(
    '/users/:id/avatar',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(userResultSchema) },
    },
    async (request) => ok({ user: await avatars.remove(currentUser(request), request.params.id, { ip: request.ip }) }),
  );
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
