import { studentsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { StudentsService } from './students.service.ts';

export const studentsRoutes: FastifyPluginAsync<{ students: StudentsService }> = async (app, { students }) => {
  serve(app, studentsApi.subjectData, ({ user, params }) => students.subjectData(user, params.id, params.subjectId));
  serve(app, studentsApi.setBirthDate, ({ user, params, body }) =>
    students.setBirthDate(user, params.id, body.birth_date),
  );
};
