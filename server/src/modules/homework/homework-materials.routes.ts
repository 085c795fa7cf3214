import { homeworkMaterialsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { HomeworkMaterialsService } from './homework-materials.service.ts';

/** Library materials given as homework items: opened by students, read by the homework's readers. */
export const homeworkMaterialsRoutes: FastifyPluginAsync<{ materials: HomeworkMaterialsService }> = async (
  app,
  { materials },
) => {
  serve(app, homeworkMaterialsApi.openMaterial, ({ user, params }) => materials.open(user, params.id, params.itemId));
  serve(app, homeworkMaterialsApi.materialPage, ({ user, params }) => materials.page(user, params.id, params.itemId));
  serve(app, homeworkMaterialsApi.materialDocument, async ({ user, params, reply }) => {
    const file = await materials.document(user, params.id, params.itemId);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.disposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};
