import {
  buyThingBodySchema,
  locationParamsSchema,
  locationQuerySchema,
  locationSceneSchema,
  moveThingBodySchema,
  ROLE,
  shopThingSchema,
  studentThingParamsSchema,
  thingPreviewQuerySchema,
  thingPurchaseSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { ShopServices } from './shop.services.ts';

const STUDENT = [ROLE.student];
const tags = ['shop'];

/** A student's places and their things (spec §7 Activities and locations). */
export const thingsRoutes: FastifyPluginAsyncZod<{ shop: ShopServices }> = async (app, { shop }) => {
  app.get(
    '/students/:id/locations/:locationId/things',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: locationParamsSchema,
        querystring: locationQuerySchema,
        response: responses(locationSceneSchema),
      },
    },
    async (request) =>
      ok(await shop.things.scene(currentUser(request), request.params.id, request.params.locationId, request.query)),
  );

  app.get(
    '/students/:id/locations/:locationId/things/shop',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: locationParamsSchema,
        querystring: locationQuerySchema,
        response: responses(z.array(shopThingSchema)),
      },
    },
    async (request) =>
      ok(await shop.thingsShop.list(currentUser(request), request.params.id, request.params.locationId, request.query)),
  );

  app.get(
    '/students/:id/locations/:locationId/things/preview',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: locationParamsSchema,
        querystring: thingPreviewQuerySchema,
        response: responses(locationSceneSchema),
      },
    },
    async (request) =>
      ok(
        await shop.thingsShop.preview(
          currentUser(request),
          request.params.id,
          request.params.locationId,
          request.query,
        ),
      ),
  );

  app.post(
    '/students/:id/locations/:locationId/things',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: locationParamsSchema,
        body: buyThingBodySchema,
        response: responses(thingPurchaseSchema),
      },
    },
    async (request) =>
      ok(await shop.thingsShop.buy(currentUser(request), request.params.id, request.params.locationId, request.body)),
  );

  app.patch(
    '/students/:id/locations/:locationId/things/:thingId',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: studentThingParamsSchema,
        body: moveThingBodySchema,
        response: responses(locationSceneSchema),
      },
    },
    async (request) =>
      ok(
        await shop.things.move(
          currentUser(request),
          request.params.id,
          request.params.locationId,
          request.params.thingId,
          request.body,
        ),
      ),
  );
};
