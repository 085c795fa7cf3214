import {
  adminLocationDetailSchema,
  adminLocationSchema,
  adminThingSchema,
  idParamSchema,
  idResultSchema,
  locationPatchSchema,
  ROLE,
  thingBodySchema,
  thingPatchSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { LocationsAdminService } from './locations-admin.service.ts';

const ADMIN = [ROLE.admin];
const tags = ['admin', 'locations'];

/** The admin renames and redraws locations and stocks the things sold in each (spec §7). */
export const locationsAdminRoutes: FastifyPluginAsyncZod<{ locationsAdmin: LocationsAdminService }> = async (
  app,
  { locationsAdmin },
) => {
  app.get(
    '/admin/locations',
    { config: { access: ADMIN }, schema: { tags, response: responses(z.array(adminLocationSchema)) } },
    async () => ok(await locationsAdmin.list()),
  );

  app.get(
    '/admin/locations/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, response: responses(adminLocationDetailSchema) },
    },
    async (request) => ok(await locationsAdmin.get(request.params.id)),
  );

  app.patch(
    '/admin/locations/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParamSchema,
        body: locationPatchSchema,
        response: responses(adminLocationDetailSchema),
      },
    },
    async (request) => ok(await locationsAdmin.update(request.params.id, request.body)),
  );

  app.post(
    '/locations/:id/things',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, body: thingBodySchema, response: responses(adminThingSchema, 201) },
    },
    async (request, reply) => reply.code(201).send(ok(await locationsAdmin.addThing(request.params.id, request.body))),
  );

  app.patch(
    '/admin/location-things/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, body: thingPatchSchema, response: responses(adminThingSchema) },
    },
    async (request) => ok(await locationsAdmin.updateThing(request.params.id, request.body)),
  );

  app.delete(
    '/admin/location-things/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => ok(await locationsAdmin.removeThing(request.params.id)),
  );
};
