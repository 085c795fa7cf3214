import {
  adminStudentActivityBodySchema,
  adminStudentBulkResultSchema,
  adminStudentCreateBodySchema,
  adminStudentCreatedSchema,
  adminStudentDetailSchema,
  adminStudentFilterSchema,
  adminStudentListQuerySchema,
  adminStudentListSchema,
  adminStudentMoveBodySchema,
  adminStudentUpdateBodySchema,
} from './admin-students.ts';
import { defineEndpoints, FILE } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ROLE } from './roles.ts';

/** The admin's students (issue [14]): the filtered list and its CSV, the §3 form, and the bulk actions. */
export const adminStudentsApi = defineEndpoints('admin-students', {
  list: {
    method: 'GET',
    path: '/admin/students',
    access: [ROLE.admin],
    query: adminStudentListQuerySchema,
    response: adminStudentListSchema,
  },
  /** Every student the filters find, as a CSV file Excel opens (UTF-8 with a BOM, a header row in the admin's locale). */
  export: {
    method: 'GET',
    path: '/admin/students/export',
    access: [ROLE.admin],
    query: adminStudentFilterSchema,
    response: FILE,
    produces: 'text/csv',
  },
  get: {
    method: 'GET',
    path: '/admin/students/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: adminStudentDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/students',
    access: [ROLE.admin],
    body: adminStudentCreateBodySchema,
    response: adminStudentCreatedSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/admin/students/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: adminStudentUpdateBodySchema,
    response: adminStudentDetailSchema,
  },
  move: {
    method: 'POST',
    path: '/admin/students/move',
    access: [ROLE.admin],
    body: adminStudentMoveBodySchema,
    response: adminStudentBulkResultSchema,
  },
  setActivity: {
    method: 'POST',
    path: '/admin/students/activity',
    access: [ROLE.admin],
    body: adminStudentActivityBodySchema,
    response: adminStudentBulkResultSchema,
  },
});
