import { changePasswordBodySchema, idParamSchema, TOKEN_HEADER, userResultSchema } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { PasswordChangeService } from './password-change.service.ts';

/** PUT /api/users/{id}/password: the password resource of a user, replaced by that user only. */
export const passwordRoutes: FastifyPluginAsyncZod<{ passwordChange: PasswordChangeService }> = async (
  app,
  { passwordChange },
) => {
  app.put(
    '/users/:id/password',
    {
      // Guessing the current password from a session left open is slowed down like guessing it at login.
      config: { access: ANY_ROLE, rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['users'],
        params: idParamSchema,
        body: changePasswordBodySchema,
        response: responses(userResultSchema),
      },
    },
    async (request, reply) => {
      const { user, freshToken } = await passwordChange.change(currentUser(request), request.params.id, request.body, {
        ip: request.ip,
      });
      reply.header(TOKEN_HEADER, freshToken);
      return ok({ user });
    },
  );
};
