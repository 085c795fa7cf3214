import {
  loginBodySchema,
  loginResultSchema,
  logoutBodySchema,
  logoutResultSchema,
  registerBodySchema,
  resetBodySchema,
  resetConfirmBodySchema,
  resetConfirmResultSchema,
  resetResultSchema,
  TOKEN_HEADER,
  userResultSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentSessionId, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { endPageSession } from '../../lib/page-session.ts';
import { responses } from '../../lib/responses.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SessionService } from './sessions.service.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  passwordReset: PasswordResetService;
  sessions: SessionService;
}> = async (app, { auth, passwordReset, sessions }) => {
  app.post(
    '/register',
    {
      // A flood of sign-ups from one address is refused long before the global request limit.
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
      schema: { tags, body: registerBodySchema, response: responses(userResultSchema, 201) },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, { ip: request.ip });
      return reply.code(201).send(ok({ user }));
    },
  );

  app.post(
    '/login',
    {
      // Admins must be able to log in to switch maintenance mode off again.
      config: { access: 'public', duringMaintenance: true },
      schema: { tags, body: loginBodySchema, response: responses(loginResultSchema) },
    },
    async (request, reply) => {
      const { user, token } = await auth.login(request.body, { ip: request.ip });
      reply.header(TOKEN_HEADER, token);
      return ok({ user });
    },
  );

  app.post(
    '/logout',
    {
      // Ending a session must work whatever state the site is in, maintenance included.
      config: { access: ANY_ROLE, duringMaintenance: true },
      schema: { tags, body: logoutBodySchema, response: responses(logoutResultSchema) },
    },
    async (request, reply) => {
      const all = request.body?.all === true;
      await sessions.end(currentUser(request), currentSessionId(request), { all }, { ip: request.ip });
      endPageSession(request, reply);
      return ok({ all });
    },
  );

  app.post(
    '/reset',
    {
      // Limited per address and per email inside the service, with answers that do not tell whether the account exists.
      config: { access: 'public' },
      schema: { tags, body: resetBodySchema, response: responses(resetResultSchema) },
    },
    async (request) => ok(await passwordReset.request(request.body, { ip: request.ip })),
  );

  app.post(
    '/reset/confirm',
    {
      config: { access: 'public' },
      schema: { tags, body: resetConfirmBodySchema, response: responses(resetConfirmResultSchema) },
    },
    async (request) => ok(await passwordReset.confirm(request.body, { ip: request.ip })),
  );
};
