import { meSchema } from './auth.ts';
import { defineEndpoints } from './endpoint.ts';
import { OWN_ACCOUNT } from './roles.ts';

/** The signed-in person with what the app needs at start (a student's subjects and classes). */
export const meApi = defineEndpoints('me', {
  get: { method: 'GET', path: '/me', access: OWN_ACCOUNT, response: meSchema },
});
