import { adminTeachersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AdminTeachersService } from './admin-teachers.service.ts';

export const adminTeachersRoutes: FastifyPluginAsync<{ adminTeachers: AdminTeachersService }> = async (
  app,
  { adminTeachers },
) => {
  serve(app, adminTeachersApi.list, ({ query }) => adminTeachers.list(query));
  serve(app, adminTeachersApi.get, ({ params }) => adminTeachers.get(params.id));
  serve(app, adminTeachersApi.create, ({ user, body, request }) =>
    adminTeachers.create(user, body, { ip: request.ip }),
  );
  serve(app, adminTeachersApi.update, ({ user, params, body, request }) =>
    adminTeachers.update(user, params.id, body, { ip: request.ip }),
  );
  serve(app, adminTeachersApi.setActivity, ({ user, params, body, request }) =>
    adminTeachers.setActivity(user, params.id, body.is_active, { ip: request.ip }),
  );
  serve(app, adminTeachersApi.remove, ({ user, params, query, request }) =>
    adminTeachers.remove(user, params.id, query.target_teacher_id, { ip: request.ip }),
  );
};
