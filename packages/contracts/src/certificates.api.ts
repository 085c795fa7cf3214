import { z } from 'zod';
import { certificateCreateSchema, certificateSchema } from './certificates.ts';
import { defineEndpoints, FILE } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { CHILD_READERS, STAFF_ROLES } from './roles.ts';

/** Certificates a teacher issues to a student (issue [4]): the list, issuing, the PDF and withdrawing. */
export const certificatesApi = defineEndpoints('certificates', {
  ofStudent: {
    method: 'GET',
    path: '/students/:id/certificates',
    access: CHILD_READERS,
    params: idParamSchema,
    response: z.array(certificateSchema),
  },
  issue: {
    method: 'POST',
    path: '/students/:id/certificates',
    access: STAFF_ROLES,
    params: idParamSchema,
    body: certificateCreateSchema,
    response: certificateSchema,
    status: 201,
  },
  pdf: {
    method: 'GET',
    path: '/certificates/:id/pdf',
    access: CHILD_READERS,
    params: idParamSchema,
    response: FILE,
    produces: 'application/pdf',
  },
  withdraw: {
    method: 'DELETE',
    path: '/certificates/:id',
    access: STAFF_ROLES,
    params: idParamSchema,
    response: certificateSchema,
  },
});
