import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { unreadCountsSchema, unreadQuerySchema } from './phone.ts';
import { ROLE } from './roles.ts';

/**
 * The phone widget of students and teachers (spec §1), and a parent's unread chat count beside their menu's chat entry
 * (issue [15]); admins have none.
 */
export const phoneApi = defineEndpoints('phone', {
  unread: {
    method: 'GET',
    path: '/users/:id/unread',
    access: [ROLE.teacher, ROLE.student, ROLE.parent],
    params: idParamSchema,
    query: unreadQuerySchema,
    response: unreadCountsSchema,
  },
});
