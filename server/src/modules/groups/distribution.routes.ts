import { distributionApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { DistributionService } from './distribution.service.ts';

export const distributionRoutes: FastifyPluginAsync<{ distribution: DistributionService }> = async (
  app,
  { distribution },
) => {
  serve(app, distributionApi.list, ({ user, params, query }) => distribution.list(user, params.id, query));
  serve(app, distributionApi.setStatus, ({ user, params, body }) =>
    distribution.setStatus(user, params.studentId, body),
  );
};
