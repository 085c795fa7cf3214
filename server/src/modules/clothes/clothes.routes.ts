import { clothesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ClothesService } from './clothes.service.ts';

export const clothesRoutes: FastifyPluginAsync<{ clothes: ClothesService }> = async (app, { clothes }) => {
  serve(app, clothesApi.characters, () => clothes.characters());
  serve(app, clothesApi.list, ({ query }) => clothes.list(query));
  serve(app, clothesApi.create, ({ body }) => clothes.create(body));
  serve(app, clothesApi.get, ({ params }) => clothes.get(params.id));
  serve(app, clothesApi.update, ({ params, body }) => clothes.update(params.id, body));
  serve(app, clothesApi.remove, ({ params }) => clothes.remove(params.id));
};
