import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ROLE } from './roles.ts';
import {
  zeroAdminLessonListSchema,
  zeroAdminLessonSchema,
  zeroAdminListQuerySchema,
  zeroCompleteBodySchema,
  zeroLessonBodySchema,
  zeroLessonCreateBodySchema,
  zeroLessonListQuerySchema,
  zeroLessonListSchema,
  zeroLessonPositionBodySchema,
  zeroLessonResultSchema,
  zeroLessonSchema,
} from './zero-homework.ts';

/** Zero-homework lessons (issue [13]): a waiting student's introductory lessons, their quiz and its likes. */
export const zeroHomeworkApi = defineEndpoints('zero-homework', {
  list: {
    method: 'GET',
    path: '/zero-lessons',
    access: [ROLE.student],
    query: zeroLessonListQuerySchema,
    response: zeroLessonListSchema,
  },
  lesson: {
    method: 'GET',
    path: '/zero-lessons/:id',
    access: [ROLE.student],
    params: idParamSchema,
    response: zeroLessonSchema,
  },
  complete: {
    method: 'POST',
    path: '/zero-lessons/:id/complete',
    access: [ROLE.student],
    params: idParamSchema,
    body: zeroCompleteBodySchema,
    response: zeroLessonResultSchema,
  },
});

/** The admin's editing of the zero-homework lessons (spec §2 /admin/zero-lessons). */
export const zeroHomeworkAdminApi = defineEndpoints('zero-homework-admin', {
  list: {
    method: 'GET',
    path: '/admin/zero-lessons',
    access: [ROLE.admin],
    query: zeroAdminListQuerySchema,
    response: zeroAdminLessonListSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/zero-lessons',
    access: [ROLE.admin],
    body: zeroLessonCreateBodySchema,
    response: zeroAdminLessonSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/admin/zero-lessons/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: zeroLessonBodySchema,
    response: zeroAdminLessonSchema,
  },
  move: {
    method: 'PUT',
    path: '/admin/zero-lessons/:id/position',
    access: [ROLE.admin],
    params: idParamSchema,
    body: zeroLessonPositionBodySchema,
    response: zeroAdminLessonListSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/zero-lessons/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
});
