import {
  adminClothesQuerySchema,
  adminClothesSchema,
  characterSchema,
  clothesBodySchema,
  clothesPatchSchema,
  idParamSchema,
  idResultSchema,
  ROLE,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { ClothesService } from './clothes.service.ts';

const ADMIN = [ROLE.admin];
const adminTags = ['admin', 'clothes'];

/** /characters for everyone signed in (the choice page, the admin's filters); /admin/clothes: the catalogue. */
export const clothesRoutes: FastifyPluginAsyncZod<{ clothes: ClothesService }> = async (app, { clothes }) => {
  app.get(
    '/characters',
    {
      config: { access: ANY_ROLE },
      schema: { tags: ['clothes'], response: responses(z.array(characterSchema)) },
    },
    async () => ok(await clothes.characters()),
  );

  app.get(
    '/admin/clothes',
    {
      config: { access: ADMIN },
      schema: {
        tags: adminTags,
        querystring: adminClothesQuerySchema,
        response: responses(z.array(adminClothesSchema)),
      },
    },
    async (request) => ok(await clothes.list(request.query)),
  );

  app.post(
    '/admin/clothes',
    {
      config: { access: ADMIN },
      schema: { tags: adminTags, body: clothesBodySchema, response: responses(adminClothesSchema, 201) },
    },
    async (request, reply) => reply.code(201).send(ok(await clothes.create(request.body))),
  );

  app.get(
    '/admin/clothes/:id',
    {
      config: { access: ADMIN },
      schema: { tags: adminTags, params: idParamSchema, response: responses(adminClothesSchema) },
    },
    async (request) => ok(await clothes.get(request.params.id)),
  );

  app.patch(
    '/admin/clothes/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: adminTags,
        params: idParamSchema,
        body: clothesPatchSchema,
        response: responses(adminClothesSchema),
      },
    },
    async (request) => ok(await clothes.update(request.params.id, request.body)),
  );

  app.delete(
    '/admin/clothes/:id',
    {
      config: { access: ADMIN },
      schema: { tags: adminTags, params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => ok(await clothes.remove(request.params.id)),
  );
};
