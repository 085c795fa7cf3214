import {
  chooseCharacterBodySchema,
  clothesParamsSchema,
  clothesPurchaseSchema,
  idParamSchema,
  ROLE,
  shopClothesSchema,
  studentCharacterSchema,
  subjectBodySchema,
  subjectQuerySchema,
  wearBodySchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { ShopServices } from './shop.services.ts';

const STUDENT = [ROLE.student];
const tags = ['shop'];

/** The character and its clothes (spec §2 /student/characters, /shop/character). */
export const wardrobeRoutes: FastifyPluginAsyncZod<{ shop: ShopServices }> = async (app, { shop }) => {
  app.get(
    '/students/:id/character',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: idParamSchema,
        querystring: subjectQuerySchema,
        response: responses(studentCharacterSchema.nullable()),
      },
    },
    async (request) => ok(await shop.characters.get(currentUser(request), request.params.id, request.query.subject_id)),
  );

  app.post(
    '/students/:id/character',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: idParamSchema,
        body: chooseCharacterBodySchema,
        response: responses(studentCharacterSchema),
      },
    },
    async (request) => ok(await shop.characters.choose(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/students/:id/shop/clothes',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: idParamSchema,
        querystring: subjectQuerySchema,
        response: responses(z.array(shopClothesSchema)),
      },
    },
    async (request) =>
      ok(await shop.clothesShop.list(currentUser(request), request.params.id, request.query.subject_id)),
  );

  app.post(
    '/students/:id/shop/clothes/:clothesId',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: clothesParamsSchema,
        body: subjectBodySchema,
        response: responses(clothesPurchaseSchema),
      },
    },
    async (request) =>
      ok(
        await shop.clothesShop.buy(
          currentUser(request),
          request.params.id,
          request.params.clothesId,
          request.body.subject_id,
        ),
      ),
  );

  app.patch(
    '/students/:id/clothes/:clothesId',
    {
      config: { access: STUDENT },
      schema: { tags, params: clothesParamsSchema, body: wearBodySchema, response: responses(studentCharacterSchema) },
    },
    async (request) =>
      ok(await shop.characters.wear(currentUser(request), request.params.id, request.params.clothesId, request.body)),
  );
};
