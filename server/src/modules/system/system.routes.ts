import { systemApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { SystemService } from './system.service.ts';

export const systemRoutes: FastifyPluginAsync<{ system: SystemService }> = async (app, { system }) => {
  serve(app, systemApi.health, () => system.health(), { duringMaintenance: true, rateLimit: false });
  serve(app, systemApi.clientConfig, ({ request }) => system.clientConfig(request.hostname), {
    duringMaintenance: true,
  });
};
