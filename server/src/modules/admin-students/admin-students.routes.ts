import { adminStudentsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AdminStudentsService } from './admin-students.service.ts';
import type { AdminStudentsBulkService } from './admin-students-bulk.service.ts';
import type { AdminStudentsExport } from './admin-students-export.ts';

export interface AdminStudentsServices {
  adminStudents: AdminStudentsService;
  adminStudentsBulk: AdminStudentsBulkService;
  adminStudentsExport: AdminStudentsExport;
}

/** The admin's students (issue [14]): list, CSV, the form, and the bulk actions. */
export const adminStudentsRoutes: FastifyPluginAsync<AdminStudentsServices> = async (
  app,
  { adminStudents, adminStudentsBulk, adminStudentsExport },
) => {
  serve(app, adminStudentsApi.list, ({ query }) => adminStudents.list(query));
  serve(app, adminStudentsApi.export, async ({ user, query, reply }) => {
    const file = await adminStudentsExport.csv(user, query);
    return reply
      .header('content-type', `${adminStudentsApi.export.produces}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.text);
  });
  serve(app, adminStudentsApi.get, ({ params }) => adminStudents.get(params.id));
  serve(app, adminStudentsApi.create, ({ user, body, request }) =>
    adminStudents.create(user, body, { ip: request.ip }),
  );
  serve(app, adminStudentsApi.update, ({ user, params, body, request }) =>
    adminStudents.update(user, params.id, body, { ip: request.ip }),
  );
  serve(app, adminStudentsApi.move, ({ user, body, request }) =>
    adminStudentsBulk.move(user, body, { ip: request.ip }),
  );
  serve(app, adminStudentsApi.setActivity, ({ user, body, request }) =>
    adminStudentsBulk.setActivity(user, body, { ip: request.ip }),
  );
};
