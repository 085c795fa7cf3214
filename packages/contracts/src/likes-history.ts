import { z } from 'zod';
import { INT_MAX } from './constants.ts';

/**
 * GET /api/students/{id}/likes: a student's likes in one subject, newest ledger rows first. The list
 * scrolls on by `before` (the id of the last row shown), INFINITE_SCROLL_STEP rows at a time.
 */
export const likesHistoryQuerySchema = z.object({
  subject_id: z.coerce
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
  before: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' })
    .optional(),
});
export type LikesHistoryQuery = z.infer<typeof likesHistoryQuerySchema>;

/** One ledger row: what changed the balance (`trainer`, `shop`, …), by how much, and what it left. */
export const likesLedgerEntrySchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** Positive when earned, negative when spent. */
  delta: z.number().int(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type LikesLedgerEntry = z.infer<typeof likesLedgerEntrySchema>;

export const likesHistorySchema = z.object({
  subject_id: z.number().int(),
  balance: z.number().int(),
  /** Every like ever earned in the subject (what the likes gates and the likes rating count). */
  earned: z.number().int(),
  spent: z.number().int(),
  items: z.array(likesLedgerEntrySchema),
  /** Pass as `before` for the next rows; null when these were the oldest. */
  next_before: z.number().int().nullable(),
});
export type LikesHistory = z.infer<typeof likesHistorySchema>;
