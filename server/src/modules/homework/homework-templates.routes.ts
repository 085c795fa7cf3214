import { homeworkTemplatesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { HomeworkTemplatesService } from './homework-templates.service.ts';

/** /teacher/templates: a teacher's own homework templates. */
export const homeworkTemplatesRoutes: FastifyPluginAsync<{ templates: HomeworkTemplatesService }> = async (
  app,
  { templates },
) => {
  serve(app, homeworkTemplatesApi.list, ({ user }) => templates.list(user));
  serve(app, homeworkTemplatesApi.create, ({ user, body }) => templates.create(user, body));
  serve(app, homeworkTemplatesApi.get, ({ user, params }) => templates.get(user, params.id));
  serve(app, homeworkTemplatesApi.update, ({ user, params, body }) => templates.update(user, params.id, body));
  serve(app, homeworkTemplatesApi.remove, async ({ user, params }) => {
    await templates.remove(user, params.id);
    return { id: params.id };
  });
  serve(app, homeworkTemplatesApi.saveHomework, ({ user, params, body }) =>
    templates.saveHomework(user, params.id, body.title),
  );
  serve(app, homeworkTemplatesApi.createHomework, async ({ user, params, body }) => ({
    model: await templates.createHomework(user, params.id, body),
  }));
};
