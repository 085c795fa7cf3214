import { defineEndpoints, FORM_DATA } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ANY_ROLE } from './roles.ts';
import { userResultSchema } from './users.ts';

/** A user's photo: uploaded as one image part, stored as a small square picture; both answer with the user. */
export const avatarsApi = defineEndpoints('avatars', {
  upload: {
    method: 'POST',
    path: '/users/:id/avatar',
    access: ANY_ROLE,
    params: idParamSchema,
    body: FORM_DATA,
    response: userResultSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/users/:id/avatar',
    access: ANY_ROLE,
    params: idParamSchema,
    response: userResultSchema,
  },
});
