import { studentErasureSchema } from './data-rights.ts';
import { defineEndpoints, FILE } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ROLE } from './roles.ts';

/** A child's data rights are exercised by an admin, or by a parent for a child they follow. */
const DATA_KEEPERS = [ROLE.admin, ROLE.parent];

/** A student's data rights (issue [16], docs/DATA-RIGHTS.md): everything held about them as one ZIP, and erasure. */
export const dataRightsApi = defineEndpoints('data-rights', {
  exportStudent: {
    method: 'GET',
    path: '/students/:id/data-export',
    access: DATA_KEEPERS,
    params: idParamSchema,
    response: FILE,
    produces: 'application/zip',
  },
  eraseStudent: {
    method: 'POST',
    path: '/students/:id/erasure',
    access: DATA_KEEPERS,
    params: idParamSchema,
    response: studentErasureSchema,
  },
});
