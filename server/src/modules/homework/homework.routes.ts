import { homeworkApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { HomeworkService } from './homework.service.ts';

/** Spec §7 Homework, the student's list and homework trainer rounds. */
export const homeworkRoutes: FastifyPluginAsync<{ homework: HomeworkService }> = async (app, { homework }) => {
  serve(app, homeworkApi.listOfClass, ({ user, query }) => homework.listOfClass(user, query.group_id));
  serve(app, homeworkApi.create, async ({ user, body }) => ({ model: await homework.create(user, body) }));
  serve(app, homeworkApi.get, ({ user, params }) => homework.get(user, params.id));
  serve(app, homeworkApi.update, ({ user, params, body }) => homework.update(user, params.id, body));
  serve(app, homeworkApi.remove, async ({ user, params }) => {
    await homework.remove(user, params.id);
    return { id: params.id };
  });
  serve(app, homeworkApi.progress, ({ user, params }) => homework.progress(user, params.id));
  serve(app, homeworkApi.startTrainer, ({ user, params }) => homework.startTrainer(user, params.id, params.itemId));
  serve(app, homeworkApi.ofStudent, ({ user, params, query }) => homework.ofStudent(user, params.id, query));
};
