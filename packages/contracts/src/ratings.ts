import { z } from 'zod';

/** GET /api/ratings/trainers: the spec names the parameters `trainer_id` and `subjectId` (§7). */
export const trainerRatingQuerySchema = z.object({
  trainer_id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  subjectId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TrainerRatingQuery = z.infer<typeof trainerRatingQuerySchema>;

export const trainerRatingEntrySchema = z.object({
  /** Students with the same value share a rank. */
  rank: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  /** Wins for a trainer of type_id 2, otherwise the best score. */
  value: z.number(),
  is_own: z.boolean(),
});
export type TrainerRatingEntry = z.infer<typeof trainerRatingEntrySchema>;

/**
 * One page of 50 (RATING_PAGE_SIZE). When the rating has 50 or more entries and the requesting
 * student is not on the page, their own entry is appended after the page's items (spec §9).
 */
export const trainerRatingSchema = z.object({
  metric: z.enum(['wins', 'score']),
  items: z.array(trainerRatingEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type TrainerRating = z.infer<typeof trainerRatingSchema>;
