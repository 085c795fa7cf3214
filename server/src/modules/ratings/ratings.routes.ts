import { ROLE, trainerRatingQuerySchema, trainerRatingSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { RatingsService } from './ratings.service.ts';

export const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (app, { ratings }) => {
  app.get(
    '/ratings/trainers',
    {
      config: { access: [ROLE.teacher, ROLE.student] },
      schema: { tags: ['ratings'], querystring: trainerRatingQuerySchema, response: responses(trainerRatingSchema) },
    },
    async (request) => ok(await ratings.trainer(currentUser(request), request.query)),
  );
};
