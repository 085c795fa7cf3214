import { usersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { CrmLinkService } from './crm-link.ts';

export const crmLinkRoutes: FastifyPluginAsync<{ crmLink: CrmLinkService }> = async (app, { crmLink }) => {
  serve(app, usersApi.crmLink, ({ params }) => crmLink.link(params.id));
};
