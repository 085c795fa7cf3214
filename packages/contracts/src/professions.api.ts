import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { chooseFieldActivityBodySchema, fieldActivitySchema, studentFieldActivitySchema } from './professions.ts';
import { ANY_ROLE, ROLE } from './roles.ts';

/** The professions to choose from, and the student's own (spec §3). */
export const professionsApi = defineEndpoints('professions', {
  list: { method: 'GET', path: '/field-activities', access: ANY_ROLE, response: z.array(fieldActivitySchema) },
  get: {
    method: 'GET',
    path: '/field-activities/:id',
    access: ANY_ROLE,
    params: idParamSchema,
    response: fieldActivitySchema,
  },
  current: {
    method: 'GET',
    path: '/students/:id/field-activity',
    access: [ROLE.student],
    params: idParamSchema,
    response: studentFieldActivitySchema.nullable(),
  },
  choose: {
    method: 'POST',
    path: '/students/:id/field-activity',
    access: [ROLE.student],
    params: idParamSchema,
    body: chooseFieldActivityBodySchema,
    response: studentFieldActivitySchema,
  },
});
