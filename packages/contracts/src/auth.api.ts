import {
  loginBodySchema,
  loginResultSchema,
  logoutBodySchema,
  logoutResultSchema,
  registerBodySchema,
  resetBodySchema,
  resetConfirmBodySchema,
  resetConfirmResultSchema,
  resetResultSchema,
} from './auth.ts';
import { defineEndpoints } from './endpoint.ts';
import { OWN_ACCOUNT } from './roles.ts';
import { userResultSchema } from './users.ts';

/** Signing up, in and out, and resetting a forgotten password. The login's token comes in the TOKEN_HEADER header. */
export const authApi = defineEndpoints('auth', {
  register: {
    method: 'POST',
    path: '/register',
    access: 'public',
    body: registerBodySchema,
    response: userResultSchema,
    status: 201,
  },
  login: { method: 'POST', path: '/login', access: 'public', body: loginBodySchema, response: loginResultSchema },
  logout: {
    method: 'POST',
    path: '/logout',
    access: OWN_ACCOUNT,
    body: logoutBodySchema,
    response: logoutResultSchema,
  },
  reset: { method: 'POST', path: '/reset', access: 'public', body: resetBodySchema, response: resetResultSchema },
  confirmReset: {
    method: 'POST',
    path: '/reset/confirm',
    access: 'public',
    body: resetConfirmBodySchema,
    response: resetConfirmResultSchema,
  },
});
