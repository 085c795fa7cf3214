import {
  idParamSchema,
  idResultSchema,
  mentalTestBodySchema,
  mentalTestListQuerySchema,
  mentalTestPatchSchema,
  mentalTestSchema,
  paginated,
  ROLE,
  studentMentalTestQuerySchema,
  studentMentalTestSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { MentalTestsService } from './mental-tests.service.ts';

const ADMIN = [ROLE.admin];
const adminTags = ['admin', 'mental-tests'];
const studentTags = ['mental-tests'];

/**
 * /admin/mental-tests: the admin writes the tests; /student/mental-test/{testId} (spec §2) reads
 * one to play it through the `mentalTest` trainer's sessions.
 */
export const mentalTestsRoutes: FastifyPluginAsyncZod<{ mentalTests: MentalTestsService }> = async (
  app,
  { mentalTests },
) => {
  app.get(
    '/admin/mental-tests',
    {
      config: { access: ADMIN },
      schema: {
        tags: adminTags,
        querystring: mentalTestListQuerySchema,
        response: responses(paginated(mentalTestSchema)),
      },
    },
    async (request) => ok(await mentalTests.list(request.query)),
  );

  app.get(
    '/admin/mental-tests/:id',
    {
      config: { access: ADMIN },
      schema: { tags: adminTags, params: idParamSchema, response: responses(mentalTestSchema) },
    },
    async (request) => ok(await mentalTests.get(request.params.id)),
  );

  app.post(
    '/admin/mental-tests',
    {
      config: { access: ADMIN },
      schema: { tags: adminTags, body: mentalTestBodySchema, response: responses(mentalTestSchema, 201) },
    },
    async (request, reply) => reply.code(201).send(ok(await mentalTests.create(request.body))),
  );

  app.patch(
    '/admin/mental-tests/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: adminTags,
        params: idParamSchema,
        body: mentalTestPatchSchema,
        response: responses(mentalTestSchema),
      },
    },
    async (request) => ok(await mentalTests.update(request.params.id, request.body)),
  );

  app.delete(
    '/admin/mental-tests/:id',
    {
      config: { access: ADMIN },
      schema: { tags: adminTags, params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => ok(await mentalTests.remove(request.params.id)),
  );

  app.get(
    '/mental-tests',
    {
      config: { access: [ROLE.student] },
      schema: {
        tags: studentTags,
        querystring: studentMentalTestQuerySchema,
        response: responses(z.array(studentMentalTestSchema)),
      },
    },
    async (request) => ok(await mentalTests.listForStudent(currentUser(request), request.query.subject_id)),
  );

  app.get(
    '/mental-tests/:id',
    {
      config: { access: [ROLE.student] },
      schema: {
        tags: studentTags,
        params: idParamSchema,
        querystring: studentMentalTestQuerySchema,
        response: responses(studentMentalTestSchema),
      },
    },
    async (request) =>
      ok(await mentalTests.getForStudent(currentUser(request), request.params.id, request.query.subject_id)),
  );
};
