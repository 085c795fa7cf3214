import { itPointRulesApi, itShopApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ItPointsService } from './it-points.service.ts';

export const itPointsRoutes: FastifyPluginAsync<{ itPoints: ItPointsService }> = async (app, { itPoints }) => {
  serve(app, itShopApi.scoresCount, ({ user, params }) => itPoints.count(user, params.id));
  serve(app, itPointRulesApi.rules, () => itPoints.rules());
  serve(app, itPointRulesApi.updateRules, ({ user, body }) => itPoints.updateRules(user, body));
};
