import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { attachStudentSchema, groupMembershipSchema, groupStudentParamsSchema, moveStudentSchema } from './groups.ts';
import { STAFF_ROLES } from './roles.ts';

/** A class's students (spec §4, §6): attached from distribution, detached, moved to another class of the subject. */
export const groupStudentsApi = defineEndpoints('group-students', {
  attach: {
    method: 'POST',
    path: '/groups/:id/students',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: attachStudentSchema,
    response: groupMembershipSchema,
    status: 201,
  },
  detach: {
    method: 'DELETE',
    path: '/groups/:id/students/:studentId',
    access: STAFF_ROLES,
    params: groupStudentParamsSchema,
    response: groupMembershipSchema,
  },
  move: {
    method: 'POST',
    path: '/groups/:id/students/:studentId/move',
    access: STAFF_ROLES,
    params: groupStudentParamsSchema,
    body: moveStudentSchema,
    response: groupMembershipSchema,
  },
});
