import { defineEndpoints, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ANY_ROLE, ROLE } from './roles.ts';
import {
  speechImageListQuerySchema,
  speechImageListSchema,
  speechImagePatchSchema,
  speechImageSchema,
} from './speech-images.ts';

/** The picture cards of the speech games (spec §7 /speech-images): played by everyone, edited by admins. */
export const speechImagesApi = defineEndpoints('speech-images', {
  list: {
    method: 'GET',
    path: '/speech-images',
    access: ANY_ROLE,
    query: speechImageListQuerySchema,
    response: speechImageListSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/speech-images',
    access: [ROLE.admin],
    body: FORM_DATA,
    summary:
      'Multipart `data` (speechImageBodySchema as JSON) and, unless `data.art_key` names a repo picture, a `file` (PNG, JPEG, WebP or SVG)',
    response: speechImageSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/admin/speech-images/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: speechImagePatchSchema,
    response: speechImageSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/speech-images/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
