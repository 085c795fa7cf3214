import {
  idParamSchema,
  ROLE,
  studentTrainerStatsParamsSchema,
  studentTrainerStatsQuerySchema,
  trainerListQuerySchema,
  trainerResultBodySchema,
  trainerResultSchema,
  trainerSchema,
  trainerSessionBodySchema,
  trainerSessionParamsSchema,
  trainerSessionSchema,
  trainerStatsSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { TrainerStatsService } from './trainer-stats.service.ts';
import type { TrainersService } from './trainers.service.ts';

const CATALOGUE_READERS = [ROLE.teacher, ROLE.student];

export const trainersRoutes: FastifyPluginAsyncZod<{ trainers: TrainersService; stats: TrainerStatsService }> = async (
  app,
  { trainers, stats },
) => {
  app.get(
    '/trainers',
    {
      config: { access: CATALOGUE_READERS },
      schema: { tags: ['trainers'], querystring: trainerListQuerySchema, response: responses(z.array(trainerSchema)) },
    },
    async (request) => ok(await trainers.list(currentUser(request), request.query)),
  );

  app.get(
    '/trainers/:id',
    {
      config: { access: CATALOGUE_READERS },
      schema: { tags: ['trainers'], params: idParamSchema, response: responses(trainerSchema) },
    },
    async (request) => ok(await trainers.get(currentUser(request), request.params.id)),
  );

  app.post(
    '/trainers/:id/sessions',
    {
      config: { access: [ROLE.student] },
      schema: {
        tags: ['trainers'],
        params: idParamSchema,
        body: trainerSessionBodySchema,
        response: responses(trainerSessionSchema, 201),
      },
    },
    async (request, reply) => {
      const session = await trainers.startSession(currentUser(request), request.params.id, request.body);
      return reply.code(201).send(ok(session));
    },
  );

  app.post(
    '/trainers/sessions/:sessionId/result',
    {
      config: { access: [ROLE.student] },
      schema: {
        tags: ['trainers'],
        params: trainerSessionParamsSchema,
        body: trainerResultBodySchema,
        response: responses(trainerResultSchema, 201),
      },
    },
    async (request, reply) => {
      const result = await trainers.submitResult(currentUser(request), request.params.sessionId, request.body);
      return reply.code(201).send(ok(result));
    },
  );

  app.get(
    '/students/:id/trainers',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['trainers'],
        params: studentTrainerStatsParamsSchema,
        querystring: studentTrainerStatsQuerySchema,
        response: responses(z.array(trainerStatsSchema)),
      },
    },
    async (request) => ok(await stats.ofStudent(currentUser(request), request.params.id, request.query.subject_id)),
  );
};
