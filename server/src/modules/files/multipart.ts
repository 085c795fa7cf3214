import multipart from '@fastify/multipart';
import { HOMEWORK_FILES_MAX, PRIVATE_FILE_MAX_BYTES } from '@umka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { noteAuditedUpload } from '../../lib/audit.ts';
import { uploadError } from '../../lib/multipart-upload.ts';
import type { Upload } from './files.service.ts';

/** Multipart is parsed in the plugins that take private files only; the rest of the API stays JSON. */
export async function registerPrivateUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PRIVATE_FILE_MAX_BYTES, files: HOMEWORK_FILES_MAX, fields: 4, parts: HOMEWORK_FILES_MAX + 4 },
  });
}

export interface AnswerParts {
  text: string;
  files: Upload[];
}

/** An answer: a `text` field and any number (up to the limit) of `files` parts; other parts are refused. */
export async function readAnswerParts(request: FastifyRequest): Promise<AnswerParts> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const answer: AnswerParts = { text: '', files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'files') {
        const bytes = await part.toBuffer();
        noteAuditedUpload(request, { name: part.filename, size: bytes.length });
        answer.files.push({ filename: part.filename, bytes });
      } else if (part.type === 'field' && part.fieldname === 'text' && typeof part.value === 'string') {
        answer.text = part.value;
      } else {
        throw invalidField(part.fieldname, 'FIELD_INVALID');
      }
    }
  } catch (error) {
    throw uploadError(error, 'FILE_TOO_LARGE');
  }
  return answer;
}
