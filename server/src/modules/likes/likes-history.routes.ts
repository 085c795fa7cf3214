import { likesHistoryApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { LikesHistoryService } from './likes-history.service.ts';

export const likesHistoryRoutes: FastifyPluginAsync<{ likesHistory: LikesHistoryService }> = async (
  app,
  { likesHistory },
) => {
  serve(app, likesHistoryApi.ofStudent, ({ user, params, query }) => likesHistory.ofStudent(user, params.id, query));
};
