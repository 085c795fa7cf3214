import multipart from '@fastify/multipart';
import { IT_SOLUTION_FILE_MAX_BYTES, itSolutionsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import { readSolutionForm } from './it-solutions.form.ts';
import { contentDisposition } from './it-solutions.mapper.ts';
import type { ItSolutionsService } from './it-solutions.service.ts';

/** Multipart is parsed in this plugin only, for a solution's form; the other calls stay JSON. */
export const itSolutionsRoutes: FastifyPluginAsync<{ itSolutions: ItSolutionsService }> = async (
  app,
  { itSolutions },
) => {
  await app.register(multipart, { limits: { fileSize: IT_SOLUTION_FILE_MAX_BYTES, files: 1, fields: 1 } });
  serve(app, itSolutionsApi.own, ({ user, params }) => itSolutions.own(user, params.id));
  serve(app, itSolutionsApi.submit, ({ user, params, request }) =>
    itSolutions.submit(user, params.id, () => readSolutionForm(request)),
  );
  serve(app, itSolutionsApi.queue, ({ user, query }) => itSolutions.queue(user, query));
  serve(app, itSolutionsApi.get, ({ user, params }) => itSolutions.get(user, params.id));
  serve(app, itSolutionsApi.review, ({ user, params, body }) => itSolutions.review(user, params.id, body));
  serve(app, itSolutionsApi.file, async ({ user, params, reply }) => {
    const file = await itSolutions.file(user, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};
