import { filesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import { contentDisposition } from './files.mapper.ts';
import type { FilesService } from './files.service.ts';
import { registerPrivateUploads } from './multipart.ts';

export const filesRoutes: FastifyPluginAsync<{ files: FilesService }> = async (app, { files }) => {
  await registerPrivateUploads(app);

  serve(app, filesApi.upload, async ({ user, request }) =>
    files.upload(user, await readSingleFile(request, 'FILE_TOO_LARGE')),
  );
  serve(app, filesApi.download, async ({ user, params, reply }) => {
    const file = await files.download(user, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};
