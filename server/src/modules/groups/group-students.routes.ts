import { groupStudentsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { GroupStudentsService } from './group-students.service.ts';

export const groupStudentsRoutes: FastifyPluginAsync<{ groupStudents: GroupStudentsService }> = async (
  app,
  { groupStudents },
) => {
  serve(app, groupStudentsApi.attach, ({ user, params, body }) =>
    groupStudents.attach(user, params.id, body.student_id),
  );
  serve(app, groupStudentsApi.detach, ({ user, params }) => groupStudents.detach(user, params.id, params.studentId));
  serve(app, groupStudentsApi.move, ({ user, params, body }) =>
    groupStudents.move(user, params.id, params.studentId, body.group_id),
  );
};
