import { studentImportApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve-endpoint.ts';
import type { StudentImportService } from './student-import.service.ts';

/** The admin's bulk import of students: a dry run that names each row's problems, and the all-or-nothing commit. */
export const studentImportRoutes: FastifyPluginAsync<{ studentImport: StudentImportService }> = async (
  app,
  { studentImport },
) => {
  serve(app, studentImportApi.check, ({ body }) => studentImport.check(body));
  serve(app, studentImportApi.commit, ({ user, body, request }) =>
    studentImport.commit(user, body, { ip: request.ip }),
  );
};
