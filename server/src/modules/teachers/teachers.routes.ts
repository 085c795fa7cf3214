import { teachersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { TeachersService } from './teachers.service.ts';

export const teachersRoutes: FastifyPluginAsync<{ teachers: TeachersService }> = async (app, { teachers }) => {
  serve(app, teachersApi.groups, ({ user, params, query }) => teachers.groups(user, params.id, query));
  serve(app, teachersApi.group, ({ user, params }) => teachers.group(user, params.id, params.groupId));
  serve(app, teachersApi.subjects, ({ user, params }) => teachers.subjects(user, params.id));
  serve(app, teachersApi.setSubjects, ({ user, params, body }) =>
    teachers.setSubjects(user, params.id, body.subject_ids),
  );
};
