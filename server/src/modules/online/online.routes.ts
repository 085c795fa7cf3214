import { onlineApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { OnlineService } from './online.service.ts';

export const onlineRoutes: FastifyPluginAsync<{ online: OnlineService }> = async (app, { online }) => {
  serve(app, onlineApi.games, ({ user, query }) => online.games(user, query));
  serve(app, onlineApi.current, ({ user }) => online.current(user));
  serve(app, onlineApi.create, ({ user, body }) => online.create(user, body));
  serve(app, onlineApi.queue, ({ user, body }) => online.queue(user, body));
  serve(app, onlineApi.join, ({ user, body }) => online.join(user, body));
  serve(app, onlineApi.room, ({ user, params }) => online.room(user, params.roomId));
  serve(app, onlineApi.command, ({ user, params, body }) => online.command(user, params.roomId, body));
  serve(app, onlineApi.invitees, ({ user, params }) => online.invitees(user, params.roomId));
  serve(app, onlineApi.invite, ({ user, params, body }) => online.invite(user, params.roomId, body));
};
