import { helpSignalsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { HelpSignalsService } from './help-signals.service.ts';

export const helpSignalsRoutes: FastifyPluginAsync<{ helpSignals: HelpSignalsService }> = async (
  app,
  { helpSignals },
) => {
  serve(app, helpSignalsApi.ofGroup, ({ user, params }) => helpSignals.listOfGroup(user, params.id));
  serve(app, helpSignalsApi.handle, ({ user, params, body }) => helpSignals.handle(user, params.id, body));
};
