import { z } from 'zod';
import { defineEndpoints, FILE, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  guideAdminListQuerySchema,
  guideCreateBodySchema,
  guideListQuerySchema,
  guideListSchema,
  guideSchema,
  guideUpdateBodySchema,
} from './guides.ts';
import { recordingVideoQuerySchema } from './materials.ts';
import { ANY_ROLE, ROLE } from './roles.ts';

/** Guide videos (issue [13]): a subject's list with what the caller has seen, and the admin's editing of them. */
export const guidesApi = defineEndpoints('guides', {
  list: {
    method: 'GET',
    path: '/guides',
    access: ANY_ROLE,
    query: guideListQuerySchema,
    response: guideListSchema,
  },
  /** What a `<video>` element plays, by the signed address an uploaded guide carries (the element sends no token). */
  video: {
    method: 'GET',
    path: '/guides/:id/video',
    access: 'public',
    params: idParamSchema,
    query: recordingVideoQuerySchema,
    response: FILE,
  },
  adminList: {
    method: 'GET',
    path: '/admin/guides',
    access: [ROLE.admin],
    query: guideAdminListQuerySchema,
    response: z.array(guideSchema),
  },
  create: {
    method: 'POST',
    path: '/admin/guides',
    access: [ROLE.admin],
    body: guideCreateBodySchema,
    response: guideSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/admin/guides/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: guideUpdateBodySchema,
    response: guideSchema,
  },
  /** Multipart: one `file` part, the video that replaces the guide's link or earlier upload. */
  upload: {
    method: 'POST',
    path: '/admin/guides/:id/video',
    access: [ROLE.admin],
    params: idParamSchema,
    body: FORM_DATA,
    response: guideSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/guides/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
