import { clientConfigSchema, healthSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { SystemService } from './system.service.ts';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    '/health',
    {
      config: { access: 'public', duringMaintenance: true, rateLimit: false },
      schema: { tags, response: responses(healthSchema) },
    },
    async () => ok(await system.health()),
  );

  app.get(
    '/client-config',
    {
      config: { access: 'public', duringMaintenance: true },
      schema: { tags, response: responses(clientConfigSchema) },
    },
    async (request) => ok(await system.clientConfig(request.hostname)),
  );
};
