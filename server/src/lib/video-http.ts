import { basename, dirname } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '@umka/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorEnvelope, invalidField } from './app-error.ts';
import { noteAuditedUpload } from './audit.ts';
import { uploadError } from './multipart-upload.ts';
import type { ReceivedFile } from './video-store.ts';

const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const SUFFIX_RANGE = /^\s*bytes\s*=\s*-\s*(\d+)\s*$/i;

/** A stored video ready to be streamed: where it is, how long, and what it is. */
export interface ServedVideo {
  path: string;
  size: number;
  contentType: string;
}

/** Where an upload's file goes while it arrives, and how it is thrown away when the upload is refused. */
export interface VideoReceiver {
  receive(stream: Readable): Promise<ReceivedFile>;
  discard(file: ReceivedFile | null): Promise<void>;
}

/** The part that carries the file (`file` unless told) and the code of a file past the size limit. */
export interface UploadNames {
  fileField?: string;
  tooLarge?: ErrorCode;
}

/**
 * Reads the named text fields and one file part, streaming the file to disk as it arrives. The whole
 * body is read even when a part is refused, so the client gets the answer instead of a cut connection.
 */
export async function readVideoUpload(
  request: FastifyRequest,
  receiver: VideoReceiver,
  fieldNames: ReadonlySet<string>,
  { fileField = 'file', tooLarge = 'VIDEO_TOO_LARGE' }: UploadNames = {},
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  if (!request.isMultipart()) throw invalidField(fileField, 'FIELD_REQUIRED');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let refused: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (fieldNames.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        else refused ??= invalidField(part.fieldname, 'FIELD_INVALID');
      } else if (part.fieldname === fileField && file === null) {
        file = await receiver.receive(part.file);
        noteAuditedUpload(request, { name: part.filename, size: file.size });
      } else {
        part.file.resume();
        refused ??= invalidField(part.fieldname, 'FIELD_INVALID');
      }
    }
  } catch (error) {
    await receiver.discard(file);
    // Only a hand-made request sends this many parts; the shared "10 files at most" text would not fit it.
    if (PART_LIMITS.has(String((error as { code?: unknown }).code)))
      throw new AppError('BAD_REQUEST', { cause: error });
    throw uploadError(error, tooLarge);
  }
  if (refused) {
    await receiver.discard(file);
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
 * Lets the routes of the plugin it is called in send videos: reply.sendFile for that plugin only, with its own
 * options (the SPA's instance sends precompressed files with its own headers), nothing served by path, and ranges
 * outside the file answered in our envelope. Called before the SPA's registers, which would otherwise own the name.
 */
export async function enableVideoSending(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { serve: false });
  app.setErrorHandler(rangeErrorHandler);
}

/** Streams a stored video to its reader; the plugin must have called enableVideoSending. */
export function sendVideo(request: FastifyRequest, reply: FastifyReply, video: ServedVideo) {
  reply
    .header('content-type', video.contentType)
    .header('x-content-type-options', 'nosniff')
    // The address expires and is the reader's own; a shared cache must not hand it to anyone else.
    .header('cache-control', 'private, max-age=3600');
  widenLongSuffix(request, video.size);
  // @fastify/send answers ranges (206, Content-Range, Accept-Ranges), If-Range, ETag and Last-Modified, and HEAD
  // without reading the file; the type is the one told from the content at upload, the cache policy ours.
  return reply.sendFile(basename(video.path), dirname(video.path), { contentType: false, cacheControl: false });
}
