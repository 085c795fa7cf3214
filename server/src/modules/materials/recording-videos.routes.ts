import { basename, dirname } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { materialsApi } from '@umka/contracts';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorEnvelope, invalidField } from '../../lib/app-error.ts';
import { uploadError } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ReceivedFile } from './recording-video-store.ts';
import type { RecordingVideosService } from './recording-videos.service.ts';

const FIELD_NAMES = new Set(['title', 'recorded_on']);
const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const SUFFIX_RANGE = /^\s*bytes\s*=\s*-\s*(\d+)\s*$/i;

/**
 * Reads `title`, `recorded_on` and one `file` part, streaming the file to disk as it arrives. The whole
 * body is read even when a part is refused, so the client gets the answer instead of a cut connection.
 */
async function readVideoUpload(request: FastifyRequest, videos: RecordingVideosService) {
  if (!request.isMultipart()) throw invalidField('file', 'FIELD_REQUIRED');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let refused: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        else refused ??= invalidField(part.fieldname, 'FIELD_INVALID');
      } else if (part.fieldname === 'file' && file === null) {
        file = await videos.receive(part.file);
      } else {
        part.file.resume();
        refused ??= invalidField(part.fieldname, 'FIELD_INVALID');
      }
    }
  } catch (error) {
    await videos.discard(file);
    // Only a hand-made request sends this many parts; the shared "10 files at most" text would not fit it.
    if (PART_LIMITS.has(String((error as { code?: unknown }).code)))
      throw new AppError('BAD_REQUEST', { cause: error });
    throw uploadError(error, 'VIDEO_TOO_LARGE');
  }
  if (refused) {
    await videos.discard(file);
    throw refused;
  }
  return { fields, file };
}

/**
 * A suffix range longer than the file means the whole file (RFC 9110 §14.1.2), but @fastify/send's parser refuses
 * it as unsatisfiable (as range-parser did before jshttp/range-parser#66): such a header is shortened to the file.
 */
function widenLongSuffix(request: FastifyRequest, size: number): void {
  const suffix = SUFFIX_RANGE.exec(request.headers.range ?? '')?.[1];
  if (suffix !== undefined && size > 0 && Number(suffix) > size) request.raw.headers.range = `bytes=-${size}`;
}

/**
 * @fastify/send refuses a range outside the file with its own 416 and Content-Range; the answer keeps that header
 * and carries our envelope. Any other error goes on to the app's handler.
 */
function rangeErrorHandler(
  error: FastifyError & { headers?: Record<string, string> },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.statusCode !== 416) throw error;
  return reply
    .code(416)
    .headers(error.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(errorEnvelope('RANGE_NOT_SATISFIABLE'));
}

/**
 * Uploaded lesson videos (issue [4]): POST /groups/{id}/recordings/video, and the signed address a
 * `<video>` element plays them from. Multipart is parsed in this plugin only, with the video size limit.
 */
export const recordingVideosRoutes: FastifyPluginAsync<{ recordingVideos: RecordingVideosService }> = async (
  app,
  { recordingVideos: videos },
) => {
  await app.register(multipart, {
    limits: { fileSize: videos.maxBytes, files: 2, fields: 4, parts: 6 },
  });
  // reply.sendFile for this plugin only, with its own options (the SPA's instance sends precompressed files with
  // its own headers); nothing is served by path. Registered before the SPA's, which would otherwise own the name.
  await app.register(fastifyStatic, { serve: false });
  app.setErrorHandler(rangeErrorHandler);

  serve(app, materialsApi.uploadVideo, async ({ user, params, request }) => {
    await videos.assertMayUpload(user, params.id);
    const { fields, file } = await readVideoUpload(request, videos);
    return videos.add(user, params.id, fields, file);
  });
  serve(app, materialsApi.videoUrl, ({ user, params }) => videos.videoUrl(user, params.id));
  serve(app, materialsApi.video, async ({ params, query, request, reply }) => {
    const video = await videos.video(params.id, query);
    reply
      .header('content-type', video.contentType)
      .header('x-content-type-options', 'nosniff')
      // The address expires and is the reader's own; a shared cache must not hand it to anyone else.
      .header('cache-control', 'private, max-age=3600');
    widenLongSuffix(request, video.size);
    // @fastify/send answers ranges (206, Content-Range, Accept-Ranges), If-Range, ETag and Last-Modified, and HEAD
    // without reading the file; the type is the one told from the content at upload, the cache policy ours.
    return reply.sendFile(basename(video.path), dirname(video.path), { contentType: false, cacheControl: false });
  });
};
