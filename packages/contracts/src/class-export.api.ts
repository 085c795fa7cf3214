import { classExportQuerySchema } from './class-export.ts';
import { defineEndpoints, FILE } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { STAFF_ROLES } from './roles.ts';

/** A class's results as a file (issue [15]): trainers per student, homework, the diary, over a period. */
export const classExportApi = defineEndpoints('class-export', {
  /** An XLSX with a sheet per section, or a CSV of one section (UTF-8 with a BOM, the separator of the locale's Excel). */
  download: {
    method: 'GET',
    path: '/groups/:id/export',
    access: STAFF_ROLES,
    params: idParamSchema,
    query: classExportQuerySchema,
    response: FILE,
  },
});
