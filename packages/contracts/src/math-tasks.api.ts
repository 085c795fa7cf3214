import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema, paginated } from './envelope.ts';
import {
  mathTaskBodySchema,
  mathTaskListQuerySchema,
  mathTaskPatchSchema,
  mathTaskSchema,
  wordProblemSessionSettingsSchema,
  wordProblemSettingsShape,
} from './math-tasks.ts';
import { ROLE, STAFF_ROLES } from './roles.ts';

/** The admin's word-problem templates (spec §2 /admin/tasks), and the staff's try-out of the trainer they feed. */
export const mathTasksApi = defineEndpoints('math-tasks', {
  list: {
    method: 'GET',
    path: '/admin/tasks',
    access: [ROLE.admin],
    query: mathTaskListQuerySchema,
    response: paginated(mathTaskSchema),
  },
  get: {
    method: 'GET',
    path: '/admin/tasks/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: mathTaskSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/tasks',
    access: [ROLE.admin],
    body: mathTaskBodySchema,
    response: mathTaskSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/admin/tasks/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: mathTaskPatchSchema,
    response: mathTaskSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/tasks/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  /**
   * Staff try the word-problem trainer out without a session, so they ask for its settings here. The answer has a
   * session's settings' shape; the web then reads it with the trainer's own rules (@umka/games), as a session's.
   */
  tryOut: {
    method: 'POST',
    path: '/math-tasks/try-out',
    access: STAFF_ROLES,
    body: wordProblemSessionSettingsSchema,
    response: wordProblemSettingsShape,
  },
});
