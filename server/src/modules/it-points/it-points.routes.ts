import { itShopApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ItPointsService } from './it-points.service.ts';

export const itPointsRoutes: FastifyPluginAsync<{ itPoints: ItPointsService }> = async (app, { itPoints }) => {
  serve(app, itShopApi.scoresCount, ({ user, params }) => itPoints.count(user, params.id));
};
