import { ratingsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AgeRatingService } from './age-rating.service.ts';

export const ageRatingRoutes: FastifyPluginAsync<{ ageRating: AgeRatingService }> = async (app, { ageRating }) => {
  serve(app, ratingsApi.age, ({ user, query }) => ageRating.rating(user, query));
};
