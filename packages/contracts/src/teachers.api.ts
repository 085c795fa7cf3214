import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { groupDetailSchema, groupSchema, teacherGroupParamsSchema, teacherGroupsQuerySchema } from './groups.ts';
import { ROLE, STAFF_ROLES } from './roles.ts';
import { teacherSubjectsBodySchema, teacherSubjectsSchema } from './teachers.ts';

/** A teacher's classes and subjects: read by the teacher and by admins; only an admin sets the subjects. */
export const teachersApi = defineEndpoints('teachers', {
  groups: {
    method: 'GET',
    path: '/teachers/:id/groups',
    access: STAFF_ROLES,
    params: idParamSchema,
    query: teacherGroupsQuerySchema,
    response: z.array(groupSchema),
  },
  group: {
    method: 'GET',
    path: '/teachers/:id/groups/:groupId',
    access: STAFF_ROLES,
    params: teacherGroupParamsSchema,
    response: groupDetailSchema,
  },
  subjects: {
    method: 'GET',
    path: '/teachers/:id/subjects',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: teacherSubjectsSchema,
  },
  setSubjects: {
    method: 'PUT',
    path: '/teachers/:id/subjects',
    access: [ROLE.admin],
    params: idParamSchema,
    body: teacherSubjectsBodySchema,
    response: teacherSubjectsSchema,
  },
});
