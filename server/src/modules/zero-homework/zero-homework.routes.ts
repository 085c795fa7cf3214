import { zeroHomeworkApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ZeroHomeworkService } from './zero-homework.service.ts';

/** A waiting student's introductory lessons (issue [13]): the list, one lesson, and its quiz. */
export const zeroHomeworkRoutes: FastifyPluginAsync<{ zeroHomework: ZeroHomeworkService }> = async (
  app,
  { zeroHomework },
) => {
  serve(app, zeroHomeworkApi.list, ({ user, query }) => zeroHomework.list(user, query.subject_id));
  serve(app, zeroHomeworkApi.lesson, ({ user, params }) => zeroHomework.lesson(user, params.id));
  serve(app, zeroHomeworkApi.complete, ({ user, params, body }) =>
    zeroHomework.complete(user, params.id, body.answers),
  );
};
