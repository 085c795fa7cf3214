import { defineEndpoints, FILE, FORM_DATA } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { privateFileSchema } from './homework.ts';
import { ANY_ROLE, STAFF_ROLES } from './roles.ts';

/** Private files: a task's attachments, uploaded before the homework that lists them, and their download. */
export const filesApi = defineEndpoints('files', {
  upload: {
    method: 'POST',
    path: '/files',
    access: STAFF_ROLES,
    body: FORM_DATA,
    response: privateFileSchema,
    status: 201,
  },
  download: { method: 'GET', path: '/files/:id', access: ANY_ROLE, params: idParamSchema, response: FILE },
});
