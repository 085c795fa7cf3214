import { errorEnvelopeSchema, okEnvelope } from '@umka/contracts';
import type { z } from 'zod';

/** Response schemas of a route: the success envelope for `status`, the failure envelope for every error. */
export function responses<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return {
    [status]: okEnvelope(data),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  } as { [K in typeof status]: ReturnType<typeof okEnvelope<T>> } & {
    '4xx': typeof errorEnvelopeSchema;
    '5xx': typeof errorEnvelopeSchema;
  };
}
