import { idParamSchema, likesHistoryQuerySchema, likesHistorySchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { LikesHistoryService } from './likes-history.service.ts';

export const likesHistoryRoutes: FastifyPluginAsyncZod<{ likesHistory: LikesHistoryService }> = async (
  app,
  { likesHistory },
) => {
  app.get(
    '/students/:id/likes',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['likes'],
        params: idParamSchema,
        querystring: likesHistoryQuerySchema,
        response: responses(likesHistorySchema),
      },
    },
    async (request) => ok(await likesHistory.ofStudent(currentUser(request), request.params.id, request.query)),
  );
};
