import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/*
 * The failure envelope's full schema, with every error code. Apart from envelope.ts, whose id and page schemas every
 * endpoint reads: the web reads failures as text (envelope-read.ts), so the code list stays off its first pages.
 */

export const errorCodeSchema = z.enum(ERROR_CODES);

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
