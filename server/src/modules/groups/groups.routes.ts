import {
  changeTeacherSchema,
  groupCreateSchema,
  groupListQuerySchema,
  groupMessageBodySchema,
  groupMessageSchema,
  groupPatchSchema,
  groupSchema,
  idParamSchema,
  paginated,
  ROLE,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { GroupsService } from './groups.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
const tags = ['groups'];

/** Classes (spec §7 Groups): a teacher's own, any for an admin; only an admin hands one to another teacher. */
export const groupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (app, { groups }) => {
  app.get(
    '/groups',
    {
      config: { access: STAFF },
      schema: { tags, querystring: groupListQuerySchema, response: responses(paginated(groupSchema)) },
    },
    async (request) => ok(await groups.list(currentUser(request), request.query)),
  );

  app.post(
    '/groups',
    {
      config: { access: STAFF },
      schema: { tags, body: groupCreateSchema, response: responses(groupSchema, 201) },
    },
    async (request, reply) => reply.code(201).send(ok(await groups.create(currentUser(request), request.body))),
  );

  app.patch(
    '/groups/:id',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: groupPatchSchema, response: responses(groupSchema) },
    },
    async (request) => ok(await groups.update(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/groups/:id',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: responses(groupSchema) },
    },
    async (request) => ok(await groups.remove(currentUser(request), request.params.id)),
  );

  app.post(
    '/groups/:id/restore',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: responses(groupSchema) },
    },
    async (request) => ok(await groups.restore(currentUser(request), request.params.id)),
  );

  app.get(
    '/groups/:id/message',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(groupMessageSchema) },
    },
    async (request) => ok(await groups.message(currentUser(request), request.params.id)),
  );

  app.post(
    '/groups/:id/message',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, body: groupMessageBodySchema, response: responses(groupMessageSchema) },
    },
    async (request) => ok(await groups.writeMessage(currentUser(request), request.params.id, request.body.text)),
  );

  app.patch(
    '/admin/groups/:id/change-teacher',
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags: ['admin', ...tags],
        params: idParamSchema,
        body: changeTeacherSchema,
        response: responses(groupSchema),
      },
    },
    async (request) => ok(await groups.changeTeacher(currentUser(request), request.params.id, request.body.teacher_id)),
  );
};
