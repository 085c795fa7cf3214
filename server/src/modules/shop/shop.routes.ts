import { idParamSchema, purchaseSchema, ROLE, studentLocationSchema, subjectQuerySchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { ShopServices } from './shop.services.ts';
import { thingsRoutes } from './things.routes.ts';
import { wardrobeRoutes } from './wardrobe.routes.ts';

const STUDENT = [ROLE.student];
const tags = ['shop'];

/** The student world: character, clothes, places with their things, and what was bought. */
export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopServices }> = async (app, { shop }) => {
  await app.register(wardrobeRoutes, { shop });
  await app.register(thingsRoutes, { shop });

  app.get(
    '/students/:id/locations',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: idParamSchema,
        querystring: subjectQuerySchema,
        response: responses(z.array(studentLocationSchema)),
      },
    },
    async (request) =>
      ok(await shop.things.locations(currentUser(request), request.params.id, request.query.subject_id)),
  );

  app.get(
    '/students/:id/purchases',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: idParamSchema,
        querystring: subjectQuerySchema,
        response: responses(z.array(purchaseSchema)),
      },
    },
    async (request) => ok(await shop.purchases.list(currentUser(request), request.params.id, request.query.subject_id)),
  );
};
