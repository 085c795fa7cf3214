import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, paginated } from './envelope.ts';
import {
  distributionEntrySchema,
  distributionPatchSchema,
  distributionQuerySchema,
  studentIdParamSchema,
} from './groups.ts';
import { STAFF_ROLES } from './roles.ts';

/** /teacher/distribution (spec §2, §4): students waiting for a class, active or frozen. */
export const distributionApi = defineEndpoints('distribution', {
  list: {
    method: 'GET',
    path: '/teachers/:id/distribution',
    access: STAFF_ROLES,
    params: idParamSchema,
    query: distributionQuerySchema,
    response: paginated(distributionEntrySchema),
  },
  setStatus: {
    method: 'PATCH',
    path: '/distribution/:studentId',
    access: STAFF_ROLES,
    params: studentIdParamSchema,
    body: distributionPatchSchema,
    response: distributionEntrySchema,
  },
});
