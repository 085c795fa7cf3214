import { shopApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ShopServices } from './shop.services.ts';
import { thingsRoutes } from './things.routes.ts';
import { wardrobeRoutes } from './wardrobe.routes.ts';

/** The student world: character, clothes, places with their things, and what was bought. */
export const shopRoutes: FastifyPluginAsync<{ shop: ShopServices }> = async (app, { shop }) => {
  await app.register(wardrobeRoutes, { shop });
  await app.register(thingsRoutes, { shop });
  serve(app, shopApi.locations, ({ user, params, query }) => shop.things.locations(user, params.id, query.subject_id));
  serve(app, shopApi.purchases, ({ user, params, query }) => shop.purchases.list(user, params.id, query.subject_id));
};
