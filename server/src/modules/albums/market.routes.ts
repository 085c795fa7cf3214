import { marketApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { CollectorsService } from './collectors.service.ts';
import type { MarketService } from './market.service.ts';

/** The market of an albums subject: lots of puzzles and crystals for likes, and its collectors' rating. */
export const marketRoutes: FastifyPluginAsync<{ market: MarketService; collectors: CollectorsService }> = async (
  app,
  { market, collectors },
) => {
  serve(app, marketApi.lots, ({ user, query }) => market.lots(user, query));
  serve(app, marketApi.createLot, ({ user, body }) => market.create(user, body));
  serve(app, marketApi.buyLot, ({ user, params, body }) => market.buy(user, params.id, body.subject_id));
  serve(app, marketApi.cancelLot, ({ user, params }) => market.cancel(user, params.id, params.lotId));
  serve(app, marketApi.collectors, ({ user, query }) => collectors.rating(user, query));
};
