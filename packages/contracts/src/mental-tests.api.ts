import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema, paginated } from './envelope.ts';
import {
  mentalTestBodySchema,
  mentalTestListQuerySchema,
  mentalTestPatchSchema,
  mentalTestSchema,
  studentMentalTestQuerySchema,
  studentMentalTestSchema,
} from './mental-tests.ts';
import { ROLE } from './roles.ts';

/** The admin writes the timed tests; a student reads them to play one through the `mentalTest` trainer (spec §2). */
export const mentalTestsApi = defineEndpoints('mental-tests', {
  list: {
    method: 'GET',
    path: '/admin/mental-tests',
    access: [ROLE.admin],
    query: mentalTestListQuerySchema,
    response: paginated(mentalTestSchema),
  },
  get: {
    method: 'GET',
    path: '/admin/mental-tests/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: mentalTestSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/mental-tests',
    access: [ROLE.admin],
    body: mentalTestBodySchema,
    response: mentalTestSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/admin/mental-tests/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    body: mentalTestPatchSchema,
    response: mentalTestSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/mental-tests/:id',
    access: [ROLE.admin],
    params: idParamSchema,
    response: idResultSchema,
  },
  forStudent: {
    method: 'GET',
    path: '/mental-tests',
    access: [ROLE.student],
    query: studentMentalTestQuerySchema,
    response: z.array(studentMentalTestSchema),
  },
  oneForStudent: {
    method: 'GET',
    path: '/mental-tests/:id',
    access: [ROLE.student],
    params: idParamSchema,
    query: studentMentalTestQuerySchema,
    response: studentMentalTestSchema,
  },
});
