import { groupsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { GroupsService } from './groups.service.ts';

export const groupsRoutes: FastifyPluginAsync<{ groups: GroupsService }> = async (app, { groups }) => {
  serve(app, groupsApi.list, ({ user, query }) => groups.list(user, query));
  serve(app, groupsApi.create, ({ user, body }) => groups.create(user, body));
  serve(app, groupsApi.update, ({ user, params, body }) => groups.update(user, params.id, body));
  serve(app, groupsApi.remove, ({ user, params }) => groups.remove(user, params.id));
  serve(app, groupsApi.restore, ({ user, params }) => groups.restore(user, params.id));
  serve(app, groupsApi.message, ({ user, params }) => groups.message(user, params.id));
  serve(app, groupsApi.writeMessage, ({ user, params, body }) => groups.writeMessage(user, params.id, body.text));
  serve(app, groupsApi.changeTeacher, ({ user, params, body }) =>
    groups.changeTeacher(user, params.id, body.teacher_id),
  );
};
