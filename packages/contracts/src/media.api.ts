import { defineEndpoints, FORM_DATA } from './endpoint.ts';
import { ROLE } from './roles.ts';
import { mediaUploadSchema } from './world-common.ts';

/** The admin's picture uploads; the pictures themselves are served outside /api, at /media/{name}. */
export const mediaApi = defineEndpoints('media', {
  upload: {
    method: 'POST',
    path: '/admin/media',
    access: [ROLE.admin],
    body: FORM_DATA,
    response: mediaUploadSchema,
  },
});
