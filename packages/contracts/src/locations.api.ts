import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  adminLocationDetailSchema,
  adminLocationSchema,
  adminThingSchema,
  locationPatchSchema,
  thingBodySchema,
  thingPatchSchema,
} from './locations.ts';
import { ROLE } from './roles.ts';

/** The admin renames and redraws locations and stocks the things sold in each (spec §7). */
export const locationsApi = defineEndpoints('locations', {
  list: { method: 'GET', path: '/admin/locations', access: [ROLE.admin], response: z.array(adminLocationSchema) },
  get: {
    method: 'GET',
    path: '/admin/locations/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: adminLocationDetailSchema,
  },
  update: {
    method: 'PATCH',
    path: '/admin/locations/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: locationPatchSchema,
    response: adminLocationDetailSchema,
  },
  addThing: {
    method: 'POST',
    path: '/locations/:id/things',
    access: [ROLE.admin],
    params: idParamSchema,
    body: thingBodySchema,
    response: adminThingSchema,
    status: 201,
  },
  updateThing: {
    method: 'PATCH',
    path: '/admin/location-things/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: thingPatchSchema,
    response: adminThingSchema,
  },
  removeThing: {
    method: 'DELETE',
    path: '/admin/location-things/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
