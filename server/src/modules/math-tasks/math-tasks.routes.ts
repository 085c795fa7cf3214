import { mathTasksApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { MathTasksService } from './math-tasks.service.ts';

export const mathTasksRoutes: FastifyPluginAsync<{ mathTasks: MathTasksService }> = async (app, { mathTasks }) => {
  serve(app, mathTasksApi.list, ({ query }) => mathTasks.list(query));
  serve(app, mathTasksApi.get, ({ params }) => mathTasks.get(params.id));
  serve(app, mathTasksApi.create, ({ body }) => mathTasks.create(body));
  serve(app, mathTasksApi.update, ({ params, body }) => mathTasks.update(params.id, body));
  serve(app, mathTasksApi.remove, ({ params }) => mathTasks.remove(params.id));
  serve(app, mathTasksApi.tryOut, ({ body }) => mathTasks.tryOutSettings(body));
};
