import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ROLE } from './roles.ts';
import { subjectOpenSchema, subjectSchema } from './subjects.ts';

/** The subject list is public: the registration form shows it before anyone has an account. */
export const subjectsApi = defineEndpoints('subjects', {
  list: { method: 'GET', path: '/subjects', access: 'public', response: z.array(subjectSchema) },
  setOpen: {
    method: 'PATCH',
    path: '/subjects/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: subjectOpenSchema,
    response: subjectSchema,
  },
});
