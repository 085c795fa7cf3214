import { idParamSchema, ratingPlacesQuerySchema, ratingPlacesSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { RatingPlacesService } from './rating-places.service.ts';

export const ratingPlacesRoutes: FastifyPluginAsyncZod<{ ratingPlaces: RatingPlacesService }> = async (
  app,
  { ratingPlaces },
) => {
  app.get(
    '/students/:id/rating-places',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['ratings'],
        params: idParamSchema,
        querystring: ratingPlacesQuerySchema,
        response: responses(ratingPlacesSchema),
      },
    },
    async (request) =>
      ok(await ratingPlaces.ofStudent(currentUser(request), request.params.id, request.query.subject_id)),
  );
};
