import { likesRatingQuerySchema, likesRatingSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { LikesRatingService } from './likes-rating.service.ts';

export const likesRatingRoutes: FastifyPluginAsyncZod<{ likesRating: LikesRatingService }> = async (
  app,
  { likesRating },
) => {
  app.get(
    '/ratings/likes',
    {
      config: { access: ANY_ROLE },
      schema: { tags: ['ratings'], querystring: likesRatingQuerySchema, response: responses(likesRatingSchema) },
    },
    async (request) => ok(await likesRating.rating(currentUser(request), request.query)),
  );
};
