import { z } from 'zod';
import { defineEndpoints, FILE, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  gymnasticsAdminListQuerySchema,
  gymnasticsCreateBodySchema,
  gymnasticsDoneBodySchema,
  gymnasticsDoneSchema,
  gymnasticsOrderBodySchema,
  gymnasticsPageQuerySchema,
  gymnasticsPageSchema,
  gymnasticsUpdateBodySchema,
  gymnasticsVideoSchema,
} from './gymnastics.ts';
import { recordingVideoQuerySchema } from './materials.ts';
import { ANY_ROLE, ROLE } from './roles.ts';

/** Eye and finger gymnastics by subject (issue [10]): the student's page and sessions, the admin's list. */
export const gymnasticsApi = defineEndpoints('gymnastics', {
  page: {
    method: 'GET',
    path: '/trainers/gymnastics',
    access: ANY_ROLE,
    query: gymnasticsPageQuerySchema,
    response: gymnasticsPageSchema,
  },
  done: {
    method: 'POST',
    path: '/trainers/gymnastics/done',
    access: [ROLE.student],
    body: gymnasticsDoneBodySchema,
    response: gymnasticsDoneSchema,
  },
  /** What a `<video>` element plays, by the signed address a listed video carries (the element sends no token). */
  video: {
    method: 'GET',
    path: '/trainers/gymnastics/:id/video',
    access: 'public',
    params: idParamSchema,
    query: recordingVideoQuerySchema,
    response: FILE,
  },
  adminList: {
    method: 'GET',
    path: '/admin/gymnastics',
    access: [ROLE.admin],
    query: gymnasticsAdminListQuerySchema,
    response: z.array(gymnasticsVideoSchema),
  },
  create: {
    method: 'POST',
    path: '/admin/gymnastics',
    access: [ROLE.admin],
    body: gymnasticsCreateBodySchema,
    response: gymnasticsVideoSchema,
    status: 201,
  },
  /** Multipart: `subject_id`, `kind`, `title`, then one `file` part (the fields first, so they are read before it). */
  upload: {
    method: 'POST',
    path: '/admin/gymnastics/upload',
    access: [ROLE.admin],
    body: FORM_DATA,
    response: gymnasticsVideoSchema,
    status: 201,
  },
  order: {
    method: 'PUT',
    path: '/admin/gymnastics/order',
    access: [ROLE.admin],
    body: gymnasticsOrderBodySchema,
    response: z.array(gymnasticsVideoSchema),
  },
  update: {
    method: 'PUT',
    path: '/admin/gymnastics/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: gymnasticsUpdateBodySchema,
    response: gymnasticsVideoSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/gymnastics/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
