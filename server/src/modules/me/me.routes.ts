import { meSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { MeService } from './me.service.ts';

export const meRoutes: FastifyPluginAsyncZod<{ me: MeService }> = async (app, { me }) => {
  app.get(
    '/me',
    { config: { access: ANY_ROLE }, schema: { tags: ['auth'], response: responses(meSchema) } },
    async (request) => ok(await me.get(currentUser(request))),
  );
};
