import {
  groupDetailSchema,
  groupSchema,
  idParamSchema,
  ROLE,
  teacherGroupParamsSchema,
  teacherGroupsQuerySchema,
  teacherSubjectsBodySchema,
  teacherSubjectsSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { TeachersService } from './teachers.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
const tags = ['teachers'];

export const teachersRoutes: FastifyPluginAsyncZod<{ teachers: TeachersService }> = async (app, { teachers }) => {
  app.get(
    '/teachers/:id/groups',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        querystring: teacherGroupsQuerySchema,
        response: responses(z.array(groupSchema)),
      },
    },
    async (request) => ok(await teachers.groups(currentUser(request), request.params.id, request.query)),
  );

  app.get(
    '/teachers/:id/groups/:groupId',
    {
      config: { access: STAFF },
      schema: { tags, params: teacherGroupParamsSchema, response: responses(groupDetailSchema) },
    },
    async (request) => ok(await teachers.group(currentUser(request), request.params.id, request.params.groupId)),
  );

  app.get(
    '/teachers/:id/subjects',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: responses(teacherSubjectsSchema) },
    },
    async (request) => ok(await teachers.subjects(currentUser(request), request.params.id)),
  );

  app.put(
    '/teachers/:id/subjects',
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags: ['admin', ...tags],
        params: idParamSchema,
        body: teacherSubjectsBodySchema,
        response: responses(teacherSubjectsSchema),
      },
    },
    async (request) =>
      ok(await teachers.setSubjects(currentUser(request), request.params.id, request.body.subject_ids)),
  );
};
