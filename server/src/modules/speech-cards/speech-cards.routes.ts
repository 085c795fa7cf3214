import { speechCardsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { SpeechCardsService } from './speech-cards.service.ts';

export const speechCardsRoutes: FastifyPluginAsync<{ speechCards: SpeechCardsService }> = async (
  app,
  { speechCards },
) => {
  serve(app, speechCardsApi.tryOut, ({ body }) => speechCards.tryOutSettings(body));
};
