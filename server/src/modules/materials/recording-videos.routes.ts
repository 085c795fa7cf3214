import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { materialsApi } from '@umka/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, errorEnvelope, invalidField } from '../../lib/app-error.ts';
import { uploadError } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import { parseByteRange } from './byte-range.ts';
import type { ReceivedFile } from './recording-video-store.ts';
import type { RecordingVideosService } from './recording-videos.service.ts';

const FIELD_NAMES = new Set(['title', 'recorded_on']);
const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

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
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      // The address expires and is the reader's own; a shared cache must not hand it to anyone else.
      .header('cache-control', 'private, max-age=3600');
    const range = parseByteRange(request.headers.range, video.size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${video.size}`)
        .type('application/json; charset=utf-8')
        .send(errorEnvelope('RANGE_NOT_SATISFIABLE'));
    }
    const slice = range ?? { start: 0, end: video.size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${video.size}`);
    reply.header('content-length', slice.end - slice.start + 1);
    // Fastify's HEAD route drains whatever stream it is given: an empty one keeps it from reading the file.
    if (request.method === 'HEAD') return reply.send(Readable.from([]));
    return reply.send(createReadStream(video.path, slice));
  });
};
