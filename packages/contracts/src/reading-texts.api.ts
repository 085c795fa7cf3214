import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema, paginated } from './envelope.ts';
import {
  readingTextBodySchema,
  readingTextListQuerySchema,
  readingTextSchema,
  speedReadingChoiceSchema,
  speedReadingSettingsShape,
} from './reading-texts.ts';
import { ROLE, STAFF_ROLES } from './roles.ts';

/** The texts of the speed-reading trainer, with their questions: edited by admins, dealt by the server. */
export const readingTextsApi = defineEndpoints('reading-texts', {
  list: {
    method: 'GET',
    path: '/admin/reading-texts',
    access: [ROLE.admin],
    query: readingTextListQuerySchema,
    response: paginated(readingTextSchema),
  },
  get: {
    method: 'GET',
    path: '/admin/reading-texts/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: readingTextSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/reading-texts',
    access: [ROLE.admin],
    body: readingTextBodySchema,
    response: readingTextSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/admin/reading-texts/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: readingTextBodySchema,
    response: readingTextSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/reading-texts/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  /** Staff try speed reading out without a session; the answer has a session's settings' shape. */
  tryOut: {
    method: 'POST',
    path: '/trainers/reading/try-out',
    access: STAFF_ROLES,
    body: speedReadingChoiceSchema,
    response: speedReadingSettingsShape,
  },
});
