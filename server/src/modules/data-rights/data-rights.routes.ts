import { dataRightsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { DataRightsService } from './data-rights.service.ts';

export const dataRightsRoutes: FastifyPluginAsync<{ dataRights: DataRightsService }> = async (app, { dataRights }) => {
  serve(app, dataRightsApi.exportStudent, async ({ user, params, reply }) => {
    const file = await dataRights.exportStudent(user, params.id);
    return reply
      .header('content-type', dataRightsApi.exportStudent.produces)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });
  serve(app, dataRightsApi.eraseStudent, ({ user, params, request }) =>
    dataRights.eraseStudent(user, params.id, { ip: request.ip }),
  );
};
