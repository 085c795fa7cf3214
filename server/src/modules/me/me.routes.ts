import { meApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { MeService } from './me.service.ts';

export const meRoutes: FastifyPluginAsync<{ me: MeService }> = async (app, { me }) => {
  serve(app, meApi.get, ({ user }) => me.get(user));
};
