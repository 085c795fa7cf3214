import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/*
 * The failure envelope as the web reads every answer: its codes taken as text instead of checked against every code
 * (error-codes.ts), so the first page does not carry the list. The server answers only with listed codes: its error
 * handler sends AppError codes, typed ErrorCode, and errors.test.ts keeps the list and the texts equal.
 */
const sentCode = z.string().transform((code) => code as ErrorCode);

export const readErrorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: sentCode,
  message: localizedTextSchema,
  fields: z.array(z.object({ field: z.string(), code: sentCode, message: localizedTextSchema })).optional(),
});
