import { idParamSchema, privateFileSchema, ROLE } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { responses } from '../../lib/responses.ts';
import { contentDisposition } from './files.mapper.ts';
import type { FilesService } from './files.service.ts';
import { registerPrivateUploads } from './multipart.ts';

/** POST /api/files (task attachments, uploaded before the homework that lists them) and GET /api/files/{id}. */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  await registerPrivateUploads(app);

  app.post(
    '/files',
    {
      config: { access: [ROLE.teacher, ROLE.admin] },
      schema: { tags: ['files'], consumes: ['multipart/form-data'], response: responses(privateFileSchema, 201) },
    },
    async (request, reply) => {
      const file = await files.upload(currentUser(request), await readSingleFile(request, 'FILE_TOO_LARGE'));
      return reply.code(201).send(ok(file));
    },
  );

  app.get(
    '/files/:id',
    { config: { access: ANY_ROLE }, schema: { tags: ['files'], params: idParamSchema } },
    async (request, reply) => {
      const file = await files.download(currentUser(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
