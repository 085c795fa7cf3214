import { teacherStudentsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { TeacherStudentsService } from './teacher-students.service.ts';

export const teacherStudentsRoutes: FastifyPluginAsync<{ teacherStudents: TeacherStudentsService }> = async (
  app,
  { teacherStudents },
) => {
  serve(app, teacherStudentsApi.list, ({ user, params, query }) => teacherStudents.list(user, params.id, query));
};
