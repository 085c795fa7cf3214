import {
  adminTeacherCreatedSchema,
  adminTeacherDetailSchema,
  adminTeacherListQuerySchema,
  adminTeacherListSchema,
  createTeacherBodySchema,
  deleteTeacherQuerySchema,
  deleteTeacherResultSchema,
  teacherActivityBodySchema,
  updateTeacherBodySchema,
} from './admin-teachers.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ROLE } from './roles.ts';

/** The admin's teachers (issue [14]): list, create, edit, block and delete, moving the classes on. */
export const adminTeachersApi = defineEndpoints('adminTeachers', {
  list: {
    method: 'GET',
    path: '/admin/teachers',
    access: [ROLE.admin],
    query: adminTeacherListQuerySchema,
    response: adminTeacherListSchema,
  },
  get: {
    method: 'GET',
    path: '/admin/teachers/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: adminTeacherDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/teachers',
    access: [ROLE.admin],
    body: createTeacherBodySchema,
    response: adminTeacherCreatedSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/admin/teachers/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: updateTeacherBodySchema,
    response: adminTeacherDetailSchema,
  },
  /** Blocking ends the teacher's sessions at once: unblocking later does not bring them back. */
  setActivity: {
    method: 'PATCH',
    path: '/admin/teachers/:id/activity',
    access: [ROLE.admin],
    params: idParamSchema,
    body: teacherActivityBodySchema,
    response: adminTeacherDetailSchema,
  },
  /** 409 TEACHER_HAS_GROUPS while the teacher has classes and no target teacher is named. */
  remove: {
    method: 'DELETE',
    path: '/admin/teachers/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    query: deleteTeacherQuerySchema,
    response: deleteTeacherResultSchema,
  },
});
