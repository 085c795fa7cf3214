import { thingsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ShopServices } from './shop.services.ts';

export const thingsRoutes: FastifyPluginAsync<{ shop: ShopServices }> = async (app, { shop }) => {
  serve(app, thingsApi.scene, ({ user, params, query }) =>
    shop.things.scene(user, params.id, params.locationId, query),
  );
  serve(app, thingsApi.shop, ({ user, params, query }) =>
    shop.thingsShop.list(user, params.id, params.locationId, query),
  );
  serve(app, thingsApi.preview, ({ user, params, query }) =>
    shop.thingsShop.preview(user, params.id, params.locationId, query),
  );
  serve(app, thingsApi.buy, ({ user, params, body }) => shop.thingsShop.buy(user, params.id, params.locationId, body));
  serve(app, thingsApi.move, ({ user, params, body }) =>
    shop.things.move(user, params.id, params.locationId, params.thingId, body),
  );
};
