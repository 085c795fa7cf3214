import { parentsApi, TOKEN_HEADER } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { deviceContextOf } from '../../lib/request-context.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ParentsService } from './parents.service.ts';

/** An invitation code is a secret: a flood of guesses from one address is refused long before the global limit. */
const CODE_GUESSES = { rateLimit: { max: 20, timeWindow: 10 * 60_000 } };

export const parentsRoutes: FastifyPluginAsync<{ parents: ParentsService }> = async (app, { parents }) => {
  serve(app, parentsApi.access, ({ user, params }) => parents.access(user, params.id));
  serve(app, parentsApi.createInvite, ({ user, params, request }) =>
    parents.createInvite(user, params.id, { ip: request.ip }),
  );
  serve(app, parentsApi.cancelInvite, ({ user, params, request }) =>
    parents.cancelInvite(user, params.id, { ip: request.ip }),
  );
  serve(app, parentsApi.unlink, ({ user, params, request }) =>
    parents.unlink(user, params.id, params.parentId, { ip: request.ip }),
  );
  serve(app, parentsApi.checkInvite, ({ body }) => parents.checkInvite(body.code), CODE_GUESSES);
  serve(
    app,
    parentsApi.redeem,
    async ({ body, request, reply }) => {
      const { user, token } = await parents.redeem(body, deviceContextOf(request));
      reply.header(TOKEN_HEADER, token);
      return { user };
    },
    CODE_GUESSES,
  );
  serve(
    app,
    parentsApi.link,
    ({ user, body, request }) => parents.link(user, body.code, { ip: request.ip }),
    CODE_GUESSES,
  );
  serve(app, parentsApi.children, ({ user }) => parents.children(user));
  serve(app, parentsApi.week, ({ user, params }) => parents.week(user, params.id));
  serve(app, parentsApi.trends, ({ user, params, query }) => parents.trends(user, params.id, query.subject_id));
};
