import { z } from 'zod';
import { defineEndpoints, FORM_DATA } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import {
  itCategoryBodySchema,
  itCategoryPatchSchema,
  itCategorySchema,
  itProjectDetailSchema,
  itProjectLikeBodySchema,
  itProjectLikeSchema,
  itProjectListQuerySchema,
  itProjectListSchema,
  itProjectReviewSchema,
  itProjectTopSchema,
  teacherItProjectListSchema,
  teacherItProjectsQuerySchema,
} from './it-projects.ts';
import { ANY_ROLE, ROLE } from './roles.ts';

const PROJECT_FORM =
  'Multipart `data` (itProjectBodySchema as JSON) and up to IT_PROJECT_MAX_SCREENSHOTS `file` parts (PNG, JPEG, WebP or SVG)';

/** The projects exhibition of the IT direction (spec §7 IT projects); its categories are kept by admins. */
export const itProjectsApi = defineEndpoints('it-projects', {
  categories: { method: 'GET', path: '/it-categories', access: ANY_ROLE, response: z.array(itCategorySchema) },
  adminCategories: {
    method: 'GET',
    path: '/admin/it-categories',
    access: [ROLE.admin],
    response: z.array(itCategorySchema),
  },
  createCategory: {
    method: 'POST',
    path: '/admin/it-categories',
    access: [ROLE.admin],
    body: itCategoryBodySchema,
    response: itCategorySchema,
    status: 201,
  },
  updateCategory: {
    method: 'PATCH',
    path: '/admin/it-categories/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: itCategoryPatchSchema,
    response: itCategorySchema,
  },
  removeCategory: {
    method: 'DELETE',
    path: '/admin/it-categories/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  list: {
    method: 'GET',
    path: '/it-projects',
    access: [ROLE.student],
    query: itProjectListQuerySchema,
    response: itProjectListSchema,
  },
  top: { method: 'GET', path: '/it-projects/top', access: [ROLE.student], response: itProjectTopSchema },
  get: {
    method: 'GET',
    path: '/it-projects/:id',
    access: ANY_ROLE,
    params: idParamSchema,
    response: itProjectDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/it-projects',
    access: [ROLE.student],
    body: FORM_DATA,
    summary: PROJECT_FORM,
    response: itProjectDetailSchema,
    status: 201,
  },
  update: {
    method: 'POST',
    path: '/it-projects/:id',
    access: [ROLE.student],
    params: idParamSchema,
    body: FORM_DATA,
    summary: `${PROJECT_FORM}, \`data\` as itProjectEditSchema, and \`_method\` = PATCH (the spec's method override)`,
    response: itProjectDetailSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/it-projects/:id',
    access: [ROLE.student, ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    summary: "The author deletes their project; a teacher's or an admin's delete rejects it (spec §4)",
    response: idResultSchema,
  },
  approve: {
    method: 'POST',
    path: '/it-projects/:id/approve',
    access: [ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    body: itProjectReviewSchema,
    response: itProjectDetailSchema,
  },
  reject: {
    method: 'POST',
    path: '/it-projects/:id/reject',
    access: [ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    body: itProjectReviewSchema,
    response: itProjectDetailSchema,
  },
  teacherList: {
    method: 'GET',
    path: '/teachers/:id/it-projects',
    access: [ROLE.teacher, ROLE.admin],
    params: idParamSchema,
    query: teacherItProjectsQuerySchema,
    response: teacherItProjectListSchema,
  },
  like: {
    method: 'POST',
    path: '/it-project-likes',
    access: [ROLE.student],
    body: itProjectLikeBodySchema,
    response: itProjectLikeSchema,
  },
  unlike: {
    method: 'DELETE',
    path: '/it-project-likes',
    access: [ROLE.student],
    body: itProjectLikeBodySchema,
    response: itProjectLikeSchema,
  },
});
