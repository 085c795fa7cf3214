import multipart from '@fastify/multipart';
import { LIBRARY_DOCUMENT_MAX_BYTES, LIBRARY_PICTURE_MAX_BYTES, libraryApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import { enableVideoSending, readVideoUpload, sendVideo } from '../../lib/video-http.ts';
import type { LibraryService } from './library.service.ts';
import { readLibraryUpload } from './library-upload.ts';

/** The school's library and its studio pages; uploads are parsed in their own plugin below. */
export const libraryRoutes: FastifyPluginAsync<{ library: LibraryService }> = async (app, { library }) => {
  serve(app, libraryApi.list, ({ user, query }) => library.list(user, query));
  serve(app, libraryApi.tags, ({ user, query }) => library.tags(user, query));
  serve(app, libraryApi.create, ({ user, body, request }) => library.create(user, body, { ip: request.ip }));
  serve(app, libraryApi.update, ({ user, params, body, request }) =>
    library.update(user, params.id, body, { ip: request.ip }),
  );
  serve(app, libraryApi.remove, ({ user, params, request }) => library.remove(user, params.id, { ip: request.ip }));
  serve(app, libraryApi.draft, ({ user, params }) => library.draft(user, params.id));
  serve(app, libraryApi.saveDraft, ({ user, params, body, request }) =>
    library.saveDraft(user, params.id, body, { ip: request.ip }),
  );
  serve(app, libraryApi.publish, ({ user, params, body, request }) =>
    library.publish(user, params.id, body.version, { ip: request.ip }),
  );
  serve(app, libraryApi.page, ({ user, params }) => library.page(user, params.id));
  serve(app, libraryApi.document, async ({ user, params, reply }) => {
    const file = await library.document(user, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.disposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
  serve(app, libraryApi.trainers, () => library.trainers());
  serve(app, libraryApi.share, ({ user, params, body }) => library.share(user, params.id, body.group_ids));
  serve(app, libraryApi.ofGroup, ({ user, params }) => library.ofGroup(user, params.id));
};

/**
 * Documents and pictures, new or replacing a material's file: multipart parsed here only, up to the larger of the two
 * caps (a picture's is checked by the service).
 */
export const libraryUploadRoutes: FastifyPluginAsync<{ library: LibraryService }> = async (app, { library }) => {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(LIBRARY_DOCUMENT_MAX_BYTES, LIBRARY_PICTURE_MAX_BYTES),
      files: 1,
      fields: 1,
      parts: 2,
    },
  });
  serve(app, libraryApi.upload, async ({ user, request }) => {
    const upload = await readLibraryUpload(request, 'LIBRARY_DOCUMENT_TOO_LARGE');
    return library.upload(user, upload, { ip: request.ip });
  });
  serve(app, libraryApi.replaceFile, async ({ user, params, request }) => {
    const file = await readSingleFile(request, 'LIBRARY_DOCUMENT_TOO_LARGE');
    return library.replaceFile(user, params.id, file, { ip: request.ip });
  });
  serve(app, libraryApi.picture, async ({ user, request }) => {
    const file = await readSingleFile(request, 'IMAGE_TOO_LARGE');
    if (file.bytes.length > LIBRARY_PICTURE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
    return library.picture(user, file.bytes, { ip: request.ip });
  });
};

const VIDEO_FIELDS = new Set(['data']);

/**
 * Uploaded videos: new ones (a `data` part, then the file) and a material's new file, streamed to disk with the
 * recordings' size limit, and the signed address a `<video>` element plays them from.
 */
export const libraryVideoRoutes: FastifyPluginAsync<{ library: LibraryService }> = async (app, { library }) => {
  await app.register(multipart, { limits: { fileSize: library.videoMaxBytes, files: 2, fields: 2, parts: 4 } });
  await enableVideoSending(app);

  serve(app, libraryApi.uploadVideo, async ({ user, request }) => {
    const { fields, file } = await readVideoUpload(request, library, VIDEO_FIELDS);
    return library.uploadVideo(user, fields, file, { ip: request.ip });
  });
  serve(app, libraryApi.replaceVideo, async ({ user, params, request }) => {
    const { file } = await readVideoUpload(request, library, new Set());
    return library.replaceVideo(user, params.id, file, { ip: request.ip });
  });
  serve(app, libraryApi.video, async ({ params, query, request, reply }) =>
    sendVideo(request, reply, await library.video(params.id, query)),
  );
};
