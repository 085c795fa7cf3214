import type { ErrorCode } from '@umka/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from './app-error.ts';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * busboy's limits and broken bodies become the catalogue's errors; a plain Error there is the client's fault.
 * Each upload names its own "too large" code, since the limit differs (a picture, an avatar, a homework file).
 */
export function uploadError(error: unknown, tooLarge: ErrorCode): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(tooLarge, { cause: error });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('TOO_MANY_FILES', { cause: error });
  if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new AppError('BAD_REQUEST', { cause: error });
}

/** Exactly one part named `file`, read whole (the plugin's size limit bounds it). */
export async function readSingleFile(request: FastifyRequest, tooLarge: ErrorCode): Promise<UploadedFile> {
  if (!request.isMultipart()) throw invalidField('file', 'FIELD_REQUIRED');
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw invalidField('file', 'FIELD_REQUIRED');
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
}
