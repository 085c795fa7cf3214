import { TOKEN_HEADER, usersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { deviceContextOf } from '../../lib/request-context.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { PasswordChangeService } from './password-change.service.ts';

/** PUT /api/users/{id}/password: the password resource of a user, replaced by that user only. */
export const passwordRoutes: FastifyPluginAsync<{ passwordChange: PasswordChangeService }> = async (
  app,
  { passwordChange },
) => {
  serve(
    app,
    usersApi.changePassword,
    async ({ user, params, body, request, reply }) => {
      const changed = await passwordChange.change(user, params.id, body, deviceContextOf(request));
      reply.header(TOKEN_HEADER, changed.freshToken);
      return { user: changed.user };
    },
    // Guessing the current password from a session left open is slowed down like guessing it at login.
    { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
  );
};
