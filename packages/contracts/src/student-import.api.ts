import { defineEndpoints } from './endpoint.ts';
import { ROLE } from './roles.ts';
import { importBodySchema, importCheckSchema, importResultSchema } from './student-import.ts';

/**
 * The admin's bulk import of students (issue [14]): the web parses the CSV/XLSX file and sends its rows as JSON.
 * `check` answers each row's problems without writing; `commit` writes every row or none (any problem → 422 naming
 * `rows.N.<field>`).
 */
export const studentImportApi = defineEndpoints('student-import', {
  check: {
    method: 'POST',
    path: '/admin/students/import/check',
    access: [ROLE.admin],
    body: importBodySchema,
    response: importCheckSchema,
  },
  commit: {
    method: 'POST',
    path: '/admin/students/import',
    access: [ROLE.admin],
    body: importBodySchema,
    response: importResultSchema,
    status: 201,
  },
});
