import { authApi, deviceSessionsApi, TOKEN_HEADER } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentSessionId } from '../../lib/access.ts';
import { endPageSession } from '../../lib/page-session.ts';
import { deviceContextOf } from '../../lib/request-context.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SessionService } from './sessions.service.ts';

export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  passwordReset: PasswordResetService;
  sessions: SessionService;
}> = async (app, { auth, passwordReset, sessions }) => {
  serve(
    app,
    authApi.register,
    async ({ body, request }) => ({ user: await auth.register(body, { ip: request.ip }) }),
    // A flood of sign-ups from one address is refused long before the global request limit.
    { rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
  );

  serve(
    app,
    authApi.login,
    async ({ body, request, reply }) => {
      const { user, token } = await auth.login(body, deviceContextOf(request));
      reply.header(TOKEN_HEADER, token);
      return { user };
    },
    // Admins must be able to log in to switch maintenance mode off again.
    { duringMaintenance: true },
  );

  serve(
    app,
    authApi.logout,
    async ({ user, body, request, reply }) => {
      const all = body?.all === true;
      await sessions.end(user, currentSessionId(request), { all }, { ip: request.ip });
      endPageSession(request, reply);
      return { all };
    },
    // Ending a session must work whatever state the site is in, maintenance included.
    { duringMaintenance: true },
  );

  serve(app, deviceSessionsApi.list, ({ user, request }) => sessions.list(user, currentSessionId(request)));

  serve(
    app,
    deviceSessionsApi.end,
    async ({ user, params, request, reply }) => {
      const ended = await sessions.endOne(user, params.id, { ip: request.ip });
      // Ending this very device's session from the list is a logout.
      if (params.id === currentSessionId(request)) endPageSession(request, reply);
      return ended;
    },
    { duringMaintenance: true },
  );

  serve(
    app,
    deviceSessionsApi.endOthers,
    ({ user, request }) => sessions.endOthers(user, currentSessionId(request), { ip: request.ip }),
    { duringMaintenance: true },
  );

  // Limited per address and per email inside the service, with answers that do not tell whether the account exists.
  serve(app, authApi.reset, ({ body, request }) => passwordReset.request(body, { ip: request.ip }));
  serve(app, authApi.confirmReset, ({ body, request }) => passwordReset.confirm(body, { ip: request.ip }));
};
