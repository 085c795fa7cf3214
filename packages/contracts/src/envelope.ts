import { z } from 'zod';
import { errorCodeSchema } from './errors.ts';
import { localizedTextSchema } from './locale.ts';

/** Success envelope of ARCHITECTURE.md: `{ status: true, data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), data });
}

export const fieldErrorSchema = z.object({
  field: z.string(),
  code: errorCodeSchema,
  message: localizedTextSchema,
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Failure envelope: a code, its text in every locale and, for bad input, the fields at fault. */
export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: errorCodeSchema,
  message: localizedTextSchema,
  fields: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
}

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
