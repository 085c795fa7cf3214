import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import { ANY_ROLE, ROLE } from './roles.ts';
import {
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
} from './trainers.ts';

const CATALOGUE_READERS = [ROLE.teacher, ROLE.student];

/** The trainer catalogue, a student's rounds (a session, then its result) and a student's statistics. */
export const trainersApi = defineEndpoints('trainers', {
  list: {
    method: 'GET',
    path: '/trainers',
    access: CATALOGUE_READERS,
    query: trainerListQuerySchema,
    response: z.array(trainerSchema),
  },
  get: {
    method: 'GET',
    path: '/trainers/:id',
    access: CATALOGUE_READERS,
    params: idParamSchema,
    response: trainerSchema,
  },
  startSession: {
    method: 'POST',
    path: '/trainers/:id/sessions',
    access: [ROLE.student],
    params: idParamSchema,
    body: trainerSessionBodySchema,
    response: trainerSessionSchema,
    status: 201,
  },
  submitResult: {
    method: 'POST',
    path: '/trainers/sessions/:sessionId/result',
    access: [ROLE.student],
    params: trainerSessionParamsSchema,
    body: trainerResultBodySchema,
    response: trainerResultSchema,
    status: 201,
  },
  statsOfStudent: {
    method: 'GET',
    path: '/students/:id/trainers',
    access: ANY_ROLE,
    params: studentTrainerStatsParamsSchema,
    query: studentTrainerStatsQuerySchema,
    response: z.array(trainerStatsSchema),
  },
});
