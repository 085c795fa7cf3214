import type { ErrorCode } from '@umka/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, fieldErrorsOf, invalidField } from './app-error.ts';
import { noteAuditedUpload } from './audit.ts';

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
    const bytes = await part.toBuffer();
    noteAuditedUpload(request, { name: part.filename, size: bytes.length });
    return { filename: part.filename, bytes };
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
}

/**
 * A form with a picture: a `data` part (`schema` as JSON text) and at most one `file` part; any other part is refused.
 * The body's errors are named as its own fields, so an admin's form shows each under its input.
 */
export async function readDataAndFile<T>(
  request: FastifyRequest,
  schema: ZodType<T>,
  tooLarge: ErrorCode,
): Promise<{ body: T; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw invalidField('data', 'FIELD_REQUIRED');
  let file: Buffer | undefined;
  let data: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') {
        file = await part.toBuffer();
        noteAuditedUpload(request, { name: part.filename, size: file.length });
      } else if (part.type === 'field' && part.fieldname === 'data' && typeof part.value === 'string')
        data = part.value;
      else throw invalidField(part.fieldname, 'FIELD_INVALID');
    }
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
  if (data === undefined) throw invalidField('data', 'FIELD_REQUIRED');
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw invalidField('data', 'FIELD_INVALID');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => (issue.path.length > 0 ? issue : { ...issue, path: ['data'] }));
    throw new AppError('VALIDATION_FAILED', { fields: fieldErrorsOf(issues) });
  }
  return { body: parsed.data, file };
}
