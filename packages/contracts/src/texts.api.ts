import { defineEndpoints } from './endpoint.ts';
import { ROLE } from './roles.ts';
import {
  textEntrySchema,
  textKeyParamSchema,
  textListQuerySchema,
  textOverridesQuerySchema,
  textOverridesSchema,
  textPageSchema,
  textUpdateBodySchema,
} from './texts.ts';
import { TEXT_OVERRIDES_PATH } from './texts-overrides.ts';

/** Texts (issue [14]): the admin's overrides of shipped texts, and the public answer that merges them in. */
export const textsApi = defineEndpoints('texts', {
  /** Every visitor's page merges these in, the signed-out /login included. */
  overrides: {
    method: 'GET',
    path: TEXT_OVERRIDES_PATH,
    access: 'public',
    query: textOverridesQuerySchema,
    response: textOverridesSchema,
  },
  list: {
    method: 'GET',
    path: '/admin/texts',
    access: [ROLE.admin],
    query: textListQuerySchema,
    response: textPageSchema,
  },
  get: {
    method: 'GET',
    path: '/admin/texts/:key',
    access: [ROLE.admin],
    params: textKeyParamSchema,
    response: textEntrySchema,
  },
  update: {
    method: 'PUT',
    path: '/admin/texts/:key',
    access: [ROLE.admin],
    params: textKeyParamSchema,
    body: textUpdateBodySchema,
    response: textEntrySchema,
  },
  reset: {
    method: 'DELETE',
    path: '/admin/texts/:key',
    access: [ROLE.admin],
    params: textKeyParamSchema,
    response: textEntrySchema,
  },
});
