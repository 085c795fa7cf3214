import { readingTextsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ReadingTextsService } from './reading-texts.service.ts';

export const readingTextsRoutes: FastifyPluginAsync<{ readingTexts: ReadingTextsService }> = async (
  app,
  { readingTexts },
) => {
  serve(app, readingTextsApi.list, ({ query }) => readingTexts.list(query));
  serve(app, readingTextsApi.get, ({ params }) => readingTexts.get(params.id));
  serve(app, readingTextsApi.create, ({ body }) => readingTexts.create(body));
  serve(app, readingTextsApi.update, ({ params, body }) => readingTexts.update(params.id, body));
  serve(app, readingTextsApi.remove, ({ params }) => readingTexts.remove(params.id));
  serve(app, readingTextsApi.tryOut, ({ body }) => readingTexts.tryOutSettings(body));
};
