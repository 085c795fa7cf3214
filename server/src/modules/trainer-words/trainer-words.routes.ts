import { trainerWordsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { TrainerWordsService } from './trainer-words.service.ts';

export const trainerWordsRoutes: FastifyPluginAsync<{ trainerWords: TrainerWordsService }> = async (
  app,
  { trainerWords },
) => {
  serve(app, trainerWordsApi.dictionary, ({ query }) => trainerWords.dictionary(query.locale));
  serve(app, trainerWordsApi.tryOut, ({ body }) => trainerWords.tryOutSettings(body));
  serve(app, trainerWordsApi.memoTryOut, ({ body }) => trainerWords.memoTryOutSettings(body));
  serve(app, trainerWordsApi.list, ({ query }) => trainerWords.list(query));
  serve(app, trainerWordsApi.create, ({ body }) => trainerWords.create(body));
  serve(app, trainerWordsApi.update, ({ params, body }) => trainerWords.update(params.id, body));
  serve(app, trainerWordsApi.remove, ({ params }) => trainerWords.remove(params.id));
};
