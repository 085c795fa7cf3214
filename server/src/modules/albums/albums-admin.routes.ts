import multipart from '@fastify/multipart';
import { albumsAdminApi, MEDIA_MAX_BYTES, type PictureBody, pictureBodySchema } from '@umka/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invalidField } from '../../lib/app-error.ts';
import { readDataAndFile, readSingleFile } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AlbumsAdminService } from './albums-admin.service.ts';

/** A new picture: its `file` and its `data` (pictureBodySchema as JSON text); any other part is refused. */
async function readPictureParts(request: FastifyRequest): Promise<{ body: PictureBody; file: Buffer }> {
  if (!request.isMultipart()) throw invalidField('file', 'FIELD_REQUIRED');
  const { body, file } = await readDataAndFile(request, pictureBodySchema, 'IMAGE_TOO_LARGE');
  if (!file) throw invalidField('file', 'FIELD_REQUIRED');
  return { body, file };
}

/** Multipart is parsed in this plugin only, for the two picture uploads; the other calls stay JSON. */
export const albumsAdminRoutes: FastifyPluginAsync<{ albumsAdmin: AlbumsAdminService }> = async (
  app,
  { albumsAdmin },
) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1 } });
  serve(app, albumsAdminApi.list, ({ query }) => albumsAdmin.list(query.subject_id));
  serve(app, albumsAdminApi.create, ({ body }) => albumsAdmin.create(body));
  serve(app, albumsAdminApi.update, ({ params, body }) => albumsAdmin.update(params.id, body));
  serve(app, albumsAdminApi.remove, ({ params }) => albumsAdmin.remove(params.id));
  serve(app, albumsAdminApi.addPicture, async ({ params, request }) => {
    const { body, file } = await readPictureParts(request);
    return albumsAdmin.addPicture(params.id, body, file);
  });
  serve(app, albumsAdminApi.updatePicture, ({ params, body }) => albumsAdmin.updatePicture(params.id, body));
  serve(app, albumsAdminApi.replaceImage, async ({ params, request }) =>
    albumsAdmin.replaceImage(params.id, (await readSingleFile(request, 'IMAGE_TOO_LARGE')).bytes),
  );
  serve(app, albumsAdminApi.removePicture, ({ params }) => albumsAdmin.removePicture(params.id));
  serve(app, albumsAdminApi.crystals, () => albumsAdmin.crystals());
  serve(app, albumsAdminApi.updateCrystal, ({ params, body }) => albumsAdmin.updateCrystal(params.id, body));
  serve(app, albumsAdminApi.prices, () => albumsAdmin.prices());
  serve(app, albumsAdminApi.replacePrices, ({ body }) => albumsAdmin.replacePrices(body));
};
