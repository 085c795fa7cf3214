import { diariesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { DiariesService } from './diaries.service.ts';

export const diariesRoutes: FastifyPluginAsync<{ diaries: DiariesService }> = async (app, { diaries }) => {
  serve(app, diariesApi.ofGroup, ({ user, params }) => diaries.listOfGroup(user, params.id));
  serve(app, diariesApi.ofStudent, ({ user, params, query }) => diaries.listOfStudent(user, params.id, query));
  serve(app, diariesApi.create, ({ user, body }) => diaries.create(user, body));
  serve(app, diariesApi.update, ({ user, params, body }) => diaries.update(user, params.id, body));
  serve(app, diariesApi.remove, ({ user, params }) => diaries.remove(user, params.id));
};
