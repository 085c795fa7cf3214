import { wardrobeApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ShopServices } from './shop.services.ts';

export const wardrobeRoutes: FastifyPluginAsync<{ shop: ShopServices }> = async (app, { shop }) => {
  serve(app, wardrobeApi.character, ({ user, params, query }) =>
    shop.characters.get(user, params.id, query.subject_id),
  );
  serve(app, wardrobeApi.chooseCharacter, ({ user, params, body }) => shop.characters.choose(user, params.id, body));
  serve(app, wardrobeApi.clothesShop, ({ user, params, query }) =>
    shop.clothesShop.list(user, params.id, query.subject_id),
  );
  serve(app, wardrobeApi.buyClothes, ({ user, params, body }) =>
    shop.clothesShop.buy(user, params.id, params.clothesId, body.subject_id),
  );
  serve(app, wardrobeApi.wear, ({ user, params, body }) =>
    shop.characters.wear(user, params.id, params.clothesId, body),
  );
};
