import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { ANY_ROLE, OWN_ACCOUNT, ROLE } from './roles.ts';
import {
  changePasswordBodySchema,
  createUserBodySchema,
  crmLinkSchema,
  guideCodeParamsSchema,
  updateUserBodySchema,
  userActivityBodySchema,
  userListQuerySchema,
  userListSchema,
  userResultSchema,
} from './users.ts';

/**
 * Accounts: an admin lists, creates, blocks and deletes them; anyone reads and changes whom the server lets them
 * (their own account, a teacher their students). A changed email or password answers with a fresh token.
 */
export const usersApi = defineEndpoints('users', {
  list: {
    method: 'GET',
    path: '/users',
    access: [ROLE.admin],
    query: userListQuerySchema,
    response: userListSchema,
  },
  create: {
    method: 'POST',
    path: '/users',
    access: [ROLE.admin],
    body: createUserBodySchema,
    response: userResultSchema,
    status: 201,
  },
  get: { method: 'GET', path: '/users/:id', access: OWN_ACCOUNT, params: idParamSchema, response: userResultSchema },
  update: {
    method: 'PATCH',
    path: '/users/:id',
    access: OWN_ACCOUNT,
    params: idParamSchema,
    body: updateUserBodySchema,
    response: userResultSchema,
  },
  setActivity: {
    method: 'PATCH',
    path: '/users/:id/activity',
    access: [ROLE.admin],
    params: idParamSchema,
    body: userActivityBodySchema,
    response: userResultSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/users/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  /** The user's profile in the school's CRM (CRM_PROFILE_URL_TEMPLATE); `url` is null when none is configured. */
  crmLink: {
    method: 'GET',
    path: '/users/:id/crm-link',
    access: [ROLE.admin],
    params: idParamSchema,
    response: crmLinkSchema,
  },
  markGuideWatched: {
    method: 'PUT',
    path: '/users/:id/guides/:code',
    access: ANY_ROLE,
    params: guideCodeParamsSchema,
    response: userResultSchema,
  },
  /** Replaced by the user alone, who proves it with the current password. */
  changePassword: {
    method: 'PUT',
    path: '/users/:id/password',
    access: OWN_ACCOUNT,
    params: idParamSchema,
    body: changePasswordBodySchema,
    response: userResultSchema,
  },
});
