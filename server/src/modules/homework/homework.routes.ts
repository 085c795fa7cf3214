import {
  homeworkCreatedSchema,
  homeworkCreateSchema,
  homeworkItemParamsSchema,
  homeworkListQuerySchema,
  homeworkProgressSchema,
  homeworkSchema,
  homeworkUpdateSchema,
  idParamSchema,
  idResultSchema,
  ROLE,
  studentHomeworkListSchema,
  studentHomeworkQuerySchema,
  trainerSessionSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { HomeworkService } from './homework.service.ts';

const STAFF = [ROLE.teacher, ROLE.admin];

/** Spec §7 Homework, the student's list and homework trainer rounds. */
export const homeworkRoutes: FastifyPluginAsyncZod<{ homework: HomeworkService }> = async (app, { homework }) => {
  app.get(
    '/homework',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['homework'],
        querystring: homeworkListQuerySchema,
        response: responses(z.array(homeworkSchema)),
      },
    },
    async (request) => ok(await homework.listOfClass(currentUser(request), request.query.group_id)),
  );

  // The spec's `{ status, model }`: `status` is the envelope's own, `model` sits in `data`.
  app.post(
    '/homework/create',
    {
      config: { access: STAFF },
      schema: { tags: ['homework'], body: homeworkCreateSchema, response: responses(homeworkCreatedSchema, 201) },
    },
    async (request, reply) => {
      const model = await homework.create(currentUser(request), request.body);
      return reply.code(201).send(ok({ model }));
    },
  );

  app.get(
    '/homework/:id',
    {
      config: { access: ANY_ROLE },
      schema: { tags: ['homework'], params: idParamSchema, response: responses(homeworkSchema) },
    },
    async (request) => ok(await homework.get(currentUser(request), request.params.id)),
  );

  app.put(
    '/homework/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['homework'],
        params: idParamSchema,
        body: homeworkUpdateSchema,
        response: responses(homeworkSchema),
      },
    },
    async (request) => ok(await homework.update(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/homework/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['homework'], params: idParamSchema, response: responses(idResultSchema) },
    },
    async (request) => {
      await homework.remove(currentUser(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/homework/:id/progress',
    {
      config: { access: STAFF },
      schema: { tags: ['homework'], params: idParamSchema, response: responses(homeworkProgressSchema) },
    },
    async (request) => ok(await homework.progress(currentUser(request), request.params.id)),
  );

  app.post(
    '/homework/:id/trainers/:itemId/sessions',
    {
      config: { access: [ROLE.student] },
      schema: { tags: ['homework'], params: homeworkItemParamsSchema, response: responses(trainerSessionSchema, 201) },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return reply.code(201).send(ok(await homework.startTrainer(currentUser(request), id, itemId)));
    },
  );

  app.get(
    '/students/:id/homework',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['homework'],
        params: idParamSchema,
        querystring: studentHomeworkQuerySchema,
        response: responses(studentHomeworkListSchema),
      },
    },
    async (request) => ok(await homework.ofStudent(currentUser(request), request.params.id, request.query)),
  );
};
