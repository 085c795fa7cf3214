import { professionsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ProfessionsService } from './professions.service.ts';

export const professionsRoutes: FastifyPluginAsync<{ professions: ProfessionsService }> = async (
  app,
  { professions },
) => {
  serve(app, professionsApi.list, () => professions.list());
  serve(app, professionsApi.get, ({ params }) => professions.get(params.id));
  serve(app, professionsApi.current, ({ user, params }) => professions.current(user, params.id));
  serve(app, professionsApi.choose, ({ user, params, body }) =>
    professions.choose(user, params.id, body.field_activity_id),
  );
};
