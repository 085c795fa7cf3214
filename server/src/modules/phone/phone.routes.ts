import { phoneApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { PhoneService } from './phone.service.ts';

export const phoneRoutes: FastifyPluginAsync<{ phone: PhoneService }> = async (app, { phone }) => {
  serve(app, phoneApi.unread, ({ user, params, query }) => phone.unread(user, params.id, query));
};
