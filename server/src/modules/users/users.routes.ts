import {
  createUserBodySchema,
  guideCodeParamsSchema,
  idParamSchema,
  idResultSchema,
  ROLE,
  TOKEN_HEADER,
  updateUserBodySchema,
  userActivityBodySchema,
  userListQuerySchema,
  userListSchema,
  userResultSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { UsersService } from './users.service.ts';

const ADMIN = [ROLE.admin];
const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/users',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: userListQuerySchema, response: responses(userListSchema) },
    },
    async (request) => ok(await users.list(request.query)),
  );

  app.post(
    '/users',
    {
      config: { access: ADMIN },
      schema: { tags, body: createUserBodySchema, response: responses(userResultSchema, 201) },
    },
    async (request, reply) => {
      const user = await users.create(currentUser(request), request.body, { ip: request.ip });
      return reply.code(201).send(ok({ user }));
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(userResultSchema) },
    },
    async (request) => ok({ user: await users.get(currentUser(request), request.params.id) }),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, body: updateUserBodySchema, response: responses(userResultSchema) },
    },
    async (request, reply) => {
      const { user, freshToken } = await users.update(currentUser(request), request.params.id, request.body, {
        ip: request.ip,
      });
      if (freshToken) reply.header(TOKEN_HEADER, freshToken);
      return ok({ user });
    },
  );

  app.patch(
    '/users/:id/activity',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, body: userActivityBodySchema, response: responses(userResultSchema) },
    },
    async (request) => {
      const user = await users.setActivity(currentUser(request), request.params.id, request.body.is_active, {
        ip: request.ip,
      });
      return ok({ user });
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => {
      await users.remove(currentUser(request), request.params.id, { ip: request.ip });
      return ok({ id: request.params.id });
    },
  );

  app.put(
    '/users/:id/guides/:code',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: guideCodeParamsSchema, response: responses(userResultSchema) },
    },
    async (request) => {
      const user = await users.markGuideWatched(currentUser(request), request.params.id, request.params.code);
      return ok({ user });
    },
  );
};
