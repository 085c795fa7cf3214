import { ratingsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { RatingsService } from './ratings.service.ts';

export const ratingsRoutes: FastifyPluginAsync<{ ratings: RatingsService }> = async (app, { ratings }) => {
  serve(app, ratingsApi.trainer, ({ user, query }) => ratings.trainer(user, query));
  serve(app, ratingsApi.online, ({ user, query }) => ratings.online(user, query));
};
