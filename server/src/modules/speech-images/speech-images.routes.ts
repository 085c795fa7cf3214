import multipart from '@fastify/multipart';
import {
  isErrorCode,
  MEDIA_MAX_BYTES,
  type SpeechImageBody,
  speechImageBodySchema,
  speechImagesApi,
} from '@umka/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import { uploadError } from '../../lib/multipart-upload.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { SpeechImagesService } from './speech-images.service.ts';

/** A new card: its `data` (speechImageBodySchema as JSON text) and an optional `file`; any other part is refused. */
async function readCardParts(request: FastifyRequest): Promise<{ body: SpeechImageBody; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw invalidField('data', 'FIELD_REQUIRED');
  let file: Buffer | undefined;
  let data: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
      else if (part.type === 'field' && part.fieldname === 'data' && typeof part.value === 'string') data = part.value;
      else throw invalidField(part.fieldname, 'FIELD_INVALID');
    }
  } catch (error) {
    throw uploadError(error, 'IMAGE_TOO_LARGE');
  }
  if (data === undefined) throw invalidField('data', 'FIELD_REQUIRED');
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw invalidField('data', 'FIELD_INVALID');
  }
  const parsed = speechImageBodySchema.safeParse(json);
  if (!parsed.success) {
    // Named as the fields of the JSON body, so the admin's form shows each under its own input.
    throw new AppError('VALIDATION_FAILED', {
      fields: parsed.error.issues.map((issue) =>
        fieldError(
          issue.path.map(String).join('.') || 'data',
          isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID',
        ),
      ),
    });
  }
  return { body: parsed.data, file };
}

/** Multipart is parsed in this plugin only, for the one upload; the other calls stay JSON. */
export const speechImagesRoutes: FastifyPluginAsync<{ speechImages: SpeechImagesService }> = async (
  app,
  { speechImages },
) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1 } });
  serve(app, speechImagesApi.list, ({ query }) => speechImages.list(query));
  serve(app, speechImagesApi.create, async ({ user, request }) => {
    const { body, file } = await readCardParts(request);
    return speechImages.create(user, body, file);
  });
  serve(app, speechImagesApi.update, ({ user, params, body }) => speechImages.update(user, params.id, body));
  serve(app, speechImagesApi.remove, ({ user, params }) => speechImages.remove(user, params.id));
};
