import { ratingsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { LikesRatingService } from './likes-rating.service.ts';

export const likesRatingRoutes: FastifyPluginAsync<{ likesRating: LikesRatingService }> = async (
  app,
  { likesRating },
) => {
  serve(app, ratingsApi.likes, ({ user, query }) => likesRating.rating(user, query));
};
