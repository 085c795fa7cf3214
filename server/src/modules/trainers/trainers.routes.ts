import { trainersApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { TrainerStatsService } from './trainer-stats.service.ts';
import type { TrainersService } from './trainers.service.ts';

export const trainersRoutes: FastifyPluginAsync<{ trainers: TrainersService; stats: TrainerStatsService }> = async (
  app,
  { trainers, stats },
) => {
  serve(app, trainersApi.list, ({ user, query }) => trainers.list(user, query));
  serve(app, trainersApi.get, ({ user, params }) => trainers.get(user, params.id));
  serve(app, trainersApi.startSession, ({ user, params, body }) => trainers.startSession(user, params.id, body));
  serve(app, trainersApi.submitResult, ({ user, params, body }) => trainers.submitResult(user, params.sessionId, body));
  serve(app, trainersApi.statsOfStudent, ({ user, params, query }) =>
    stats.ofStudent(user, params.id, query.subject_id),
  );
};
