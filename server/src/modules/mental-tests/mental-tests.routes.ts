import { mentalTestsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { MentalTestsService } from './mental-tests.service.ts';

export const mentalTestsRoutes: FastifyPluginAsync<{ mentalTests: MentalTestsService }> = async (
  app,
  { mentalTests },
) => {
  serve(app, mentalTestsApi.list, ({ query }) => mentalTests.list(query));
  serve(app, mentalTestsApi.get, ({ params }) => mentalTests.get(params.id));
  serve(app, mentalTestsApi.create, ({ body }) => mentalTests.create(body));
  serve(app, mentalTestsApi.update, ({ params, body }) => mentalTests.update(params.id, body));
  serve(app, mentalTestsApi.remove, ({ params }) => mentalTests.remove(params.id));
  serve(app, mentalTestsApi.forStudent, ({ user, query }) => mentalTests.listForStudent(user, query.subject_id));
  serve(app, mentalTestsApi.oneForStudent, ({ user, params, query }) =>
    mentalTests.getForStudent(user, params.id, query.subject_id),
  );
};
