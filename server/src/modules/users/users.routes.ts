import { TOKEN_HEADER, usersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { deviceContextOf } from '../../lib/request-context.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsync<{ users: UsersService }> = async (app, { users }) => {
  serve(app, usersApi.list, ({ query }) => users.list(query));
  serve(app, usersApi.create, async ({ user, body, request }) => ({
    user: await users.create(user, body, { ip: request.ip }),
  }));
  serve(app, usersApi.get, async ({ user, params }) => ({ user: await users.get(user, params.id) }));
  serve(app, usersApi.update, async ({ user, params, body, request, reply }) => {
    const updated = await users.update(user, params.id, body, deviceContextOf(request));
    if (updated.freshToken) reply.header(TOKEN_HEADER, updated.freshToken);
    return { user: updated.user };
  });
  serve(app, usersApi.setActivity, async ({ user, params, body, request }) => ({
    user: await users.setActivity(user, params.id, body.is_active, { ip: request.ip }),
  }));
  serve(app, usersApi.remove, async ({ user, params, request }) => {
    await users.remove(user, params.id, { ip: request.ip });
    return { id: params.id };
  });
  serve(app, usersApi.markGuideWatched, async ({ user, params }) => ({
    user: await users.markGuideWatched(user, params.id, params.code),
  }));
};
