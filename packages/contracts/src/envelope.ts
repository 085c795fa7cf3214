import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, INT_MAX, MAX_PAGE_SIZE } from './constants.ts';

/** Success envelope of ARCHITECTURE.md: `{ status: true, data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), data });
}

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
}

/** A row id in a body: a positive integer the database's integer can hold. */
export const requiredIdField = z
  .number({ error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID') })
  .int({ error: 'FIELD_INVALID' })
  .positive({ error: 'FIELD_INVALID' })
  .max(INT_MAX, { error: 'FIELD_INVALID' });
/** The same in a query string, where it arrives as text. */
export const queryIdField = z.coerce
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .positive({ error: 'FIELD_INVALID' })
  .max(INT_MAX, { error: 'FIELD_INVALID' });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** What a delete answers with: the id that is gone. */
export const idResultSchema = z.object({ id: z.number().int() });
