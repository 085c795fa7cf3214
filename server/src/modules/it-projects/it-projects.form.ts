import { IT_PROJECT_EDIT_METHOD, IT_PROJECT_MAX_SCREENSHOTS } from '@umka/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, fieldError, fieldErrorsOf } from '../../lib/app-error.ts';
import { uploadError } from '../../lib/multipart-upload.ts';

/** Spec §8: a project's bad input is a 400 with a localized message, each field at fault named. */
const invalid = (field: string, code: Parameters<typeof fieldError>[1] = 'FIELD_INVALID') =>
  new AppError('IT_PROJECT_INVALID', { fields: [fieldError(field, code)] });

export interface ProjectForm<T> {
  body: T;
  files: Buffer[];
}

/**
 * A project's multipart form: a `data` part (`schema` as JSON text), up to IT_PROJECT_MAX_SCREENSHOTS `file` parts,
 * and on an edit the `_method` part of spec §7's override, which must say PATCH. Any other part is refused.
 */
export async function readProjectForm<T>(
  request: FastifyRequest,
  schema: ZodType<T>,
  options: { edit: boolean },
): Promise<ProjectForm<T>> {
  if (!request.isMultipart()) throw invalid('data', 'FIELD_REQUIRED');
  const files: Buffer[] = [];
  let data: string | undefined;
  let method: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') files.push(await part.toBuffer());
      else if (part.type === 'field' && part.fieldname === 'data' && typeof part.value === 'string') data = part.value;
      else if (options.edit && part.type === 'field' && part.fieldname === '_method') method = String(part.value);
      else throw invalid(part.fieldname);
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw invalid('screenshots', 'IT_PROJECT_TOO_MANY_SCREENSHOTS');
    }
    throw uploadError(error, 'IT_PROJECT_SCREENSHOT_TOO_LARGE');
  }
  if (method !== undefined && method.toUpperCase() !== IT_PROJECT_EDIT_METHOD) throw invalid('_method');
  if (files.length > IT_PROJECT_MAX_SCREENSHOTS) throw invalid('screenshots', 'IT_PROJECT_TOO_MANY_SCREENSHOTS');
  if (data === undefined) throw invalid('data', 'FIELD_REQUIRED');
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw invalid('data');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => (issue.path.length > 0 ? issue : { ...issue, path: ['data'] }));
    throw new AppError('IT_PROJECT_INVALID', { fields: fieldErrorsOf(issues) });
  }
  return { body: parsed.data, files };
}
