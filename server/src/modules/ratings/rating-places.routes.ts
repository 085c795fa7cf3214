import { ratingsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { RatingPlacesService } from './rating-places.service.ts';

export const ratingPlacesRoutes: FastifyPluginAsync<{ ratingPlaces: RatingPlacesService }> = async (
  app,
  { ratingPlaces },
) => {
  serve(app, ratingsApi.placesOfStudent, ({ user, params, query }) =>
    ratingPlaces.ofStudent(user, params.id, query.subject_id),
  );
};
