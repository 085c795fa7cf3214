import { subjectsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { SubjectsService } from './subjects.service.ts';

export const subjectsRoutes: FastifyPluginAsync<{ subjects: SubjectsService }> = async (app, { subjects }) => {
  serve(app, subjectsApi.list, () => subjects.list());
  serve(app, subjectsApi.setOpen, ({ user, params, body, request }) =>
    subjects.setOpen(user, params.id, body.is_open, { ip: request.ip }),
  );
};
