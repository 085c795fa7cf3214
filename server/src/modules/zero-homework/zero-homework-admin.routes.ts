import { zeroHomeworkAdminApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ZeroHomeworkAdminService } from './zero-homework-admin.service.ts';

/** The admin's editing of the zero-homework lessons (spec §2 /admin/zero-lessons). */
export const zeroHomeworkAdminRoutes: FastifyPluginAsync<{ zeroHomeworkAdmin: ZeroHomeworkAdminService }> = async (
  app,
  { zeroHomeworkAdmin },
) => {
  serve(app, zeroHomeworkAdminApi.list, ({ query }) => zeroHomeworkAdmin.list(query.subject_id));
  serve(app, zeroHomeworkAdminApi.create, ({ user, body, request }) =>
    zeroHomeworkAdmin.create(user, body, { ip: request.ip }),
  );
  serve(app, zeroHomeworkAdminApi.update, ({ user, params, body, request }) =>
    zeroHomeworkAdmin.update(user, params.id, body, { ip: request.ip }),
  );
  serve(app, zeroHomeworkAdminApi.move, ({ user, params, body, request }) =>
    zeroHomeworkAdmin.move(user, params.id, body.position, { ip: request.ip }),
  );
  serve(app, zeroHomeworkAdminApi.remove, ({ user, params, request }) =>
    zeroHomeworkAdmin.remove(user, params.id, { ip: request.ip }),
  );
};
