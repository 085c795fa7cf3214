import { type ErrorCode, type LibraryUploadFields, libraryUploadFieldsSchema } from '@umka/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError, fieldErrorsOf, invalidField } from '../../lib/app-error.ts';
import { noteAuditedUpload } from '../../lib/audit.ts';
import { uploadError } from '../../lib/multipart-upload.ts';

export interface LibraryUpload {
  fields: LibraryUploadFields;
  filename: string;
  bytes: Buffer;
}

/**
 * A document or picture upload: a `data` part (the material's fields as JSON) and one `file` part; any other part is
 * refused. Unlike the picture forms elsewhere, the file's name is kept: a document is offered back under it.
 */
export async function readLibraryUpload(request: FastifyRequest, tooLarge: ErrorCode): Promise<LibraryUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let file: { filename: string; bytes: Buffer } | undefined;
  let data: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { filename: part.filename, bytes: await part.toBuffer() };
        noteAuditedUpload(request, { name: part.filename, size: file.bytes.length });
      } else if (part.type === 'field' && part.fieldname === 'data' && typeof part.value === 'string') {
        data = part.value;
      } else throw invalidField(part.fieldname, 'FIELD_INVALID');
    }
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
  const parsed = libraryUploadFieldsSchema.safeParse(parseDataPart(data));
  const errors = parsed.success
    ? []
    : fieldErrorsOf(parsed.error.issues.map((issue) => (issue.path.length > 0 ? issue : { ...issue, path: ['data'] })));
  if (!file || file.bytes.length === 0) errors.push(fieldError('file', 'FIELD_REQUIRED'));
  if (!parsed.success || !file || errors.length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
  return { fields: parsed.data, ...file };
}

/** The JSON of a `data` part (null when there is none); text that is not JSON is an error on `data`. */
export function parseDataPart(data: string | undefined): unknown {
  try {
    return data === undefined ? null : JSON.parse(data);
  } catch {
    throw invalidField('data', 'FIELD_INVALID');
  }
}
