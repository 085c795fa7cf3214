import { locationsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { LocationsAdminService } from './locations-admin.service.ts';

export const locationsAdminRoutes: FastifyPluginAsync<{ locationsAdmin: LocationsAdminService }> = async (
  app,
  { locationsAdmin },
) => {
  serve(app, locationsApi.list, () => locationsAdmin.list());
  serve(app, locationsApi.get, ({ params }) => locationsAdmin.get(params.id));
  serve(app, locationsApi.update, ({ params, body }) => locationsAdmin.update(params.id, body));
  serve(app, locationsApi.addThing, ({ params, body }) => locationsAdmin.addThing(params.id, body));
  serve(app, locationsApi.updateThing, ({ params, body }) => locationsAdmin.updateThing(params.id, body));
  serve(app, locationsApi.removeThing, ({ params }) => locationsAdmin.removeThing(params.id));
};
