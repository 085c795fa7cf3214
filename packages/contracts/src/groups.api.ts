import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, paginated } from './envelope.ts';
import {
  changeTeacherSchema,
  groupCreateSchema,
  groupListQuerySchema,
  groupMessageBodySchema,
  groupMessageSchema,
  groupPatchSchema,
  groupSchema,
} from './groups.ts';
import { ANY_ROLE, ROLE, STAFF_ROLES } from './roles.ts';

/** Classes (spec §7 Groups): a teacher's own, any for an admin; only an admin hands one to another teacher. */
export const groupsApi = defineEndpoints('groups', {
  list: {
    method: 'GET',
    path: '/groups',
    access: STAFF_ROLES,
    query: groupListQuerySchema,
    response: paginated(groupSchema),
  },
  create: {
    method: 'POST',
    path: '/groups',
    access: STAFF_ROLES,
    body: groupCreateSchema,
    response: groupSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/groups/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: groupPatchSchema,
    response: groupSchema,
  },
  remove: { method: 'DELETE', path: '/groups/:id', access: STAFF_ROLES, params: idParamSchema, response: groupSchema },
  restore: {
    method: 'POST',
    path: '/groups/:id/restore',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: groupSchema,
  },
  message: {
    method: 'GET',
    path: '/groups/:id/message',
    access: ANY_ROLE,
    params: idParamSchema,
    response: groupMessageSchema,
  },
  writeMessage: {
    method: 'POST',
    path: '/groups/:id/message',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: groupMessageBodySchema,
    response: groupMessageSchema,
  },
  changeTeacher: {
    method: 'PATCH',
    path: '/admin/groups/:id/change-teacher',
    access: [ROLE.admin],
    params: idParamSchema,
    body: changeTeacherSchema,
    response: groupSchema,
  },
});
