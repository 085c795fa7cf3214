import { itShopApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ItShopService } from './it-shop.service.ts';

export const itShopRoutes: FastifyPluginAsync<{ itShop: ItShopService }> = async (app, { itShop }) => {
  serve(app, itShopApi.shop, ({ user }) => itShop.shop(user));
  serve(app, itShopApi.buy, ({ user, body }) => itShop.buy(user, body.item_id));
  serve(app, itShopApi.items, () => itShop.items());
  serve(app, itShopApi.createItem, ({ user, body }) => itShop.createItem(user, body));
  serve(app, itShopApi.updateItem, ({ user, params, body }) => itShop.updateItem(user, params.id, body));
  serve(app, itShopApi.removeItem, ({ user, params }) => itShop.removeItem(user, params.id));
  serve(app, itShopApi.prizes, ({ user }) => itShop.prizes(user));
  serve(app, itShopApi.givePrize, ({ user, params }) => itShop.givePrize(user, params.id));
};
