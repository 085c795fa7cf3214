import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ANY_ROLE, ROLE } from './roles.ts';
import {
  adminClothesQuerySchema,
  adminClothesSchema,
  characterSchema,
  clothesBodySchema,
  clothesPatchSchema,
} from './wardrobe.ts';

/** The characters for everyone signed in (the choice page, the admin's filters); the admin's clothes catalogue. */
export const clothesApi = defineEndpoints('clothes', {
  characters: { method: 'GET', path: '/characters', access: ANY_ROLE, response: z.array(characterSchema) },
  list: {
    method: 'GET',
    path: '/admin/clothes',
    access: [ROLE.admin],
    query: adminClothesQuerySchema,
    response: z.array(adminClothesSchema),
  },
  create: {
    method: 'POST',
    path: '/admin/clothes',
    access: [ROLE.admin],
    body: clothesBodySchema,
    response: adminClothesSchema,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/admin/clothes/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: adminClothesSchema,
  },
  update: {
    method: 'PATCH',
    path: '/admin/clothes/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: clothesPatchSchema,
    response: adminClothesSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/clothes/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
