import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** GET /api/ratings/trainers: the spec names the parameters `trainer_id` and `subjectId` (§7). */
export const trainerRatingQuerySchema = z.object({
  trainer_id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
  subjectId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
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

/**
 * GET /api/ratings/likes: the spec names the parameter `subjectId` (§7). `student_id` lets a teacher or
 * an admin follow one student: their entry is appended like a student's own when not on the page.
 */
export const likesRatingQuerySchema = z.object({
  subjectId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  student_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive().max(INT_MAX).optional(),
});
export type LikesRatingQuery = z.infer<typeof likesRatingQuerySchema>;

/** Entries rank by likes earned in the subject (`value`), every student of the subject included. */
export const likesRatingSchema = z.object({
  /** `classes`: a teacher's rating holds the students of their current classes of the subject. */
  scope: z.enum(['subject', 'classes']),
  items: z.array(trainerRatingEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type LikesRating = z.infer<typeof likesRatingSchema>;

/**
 * The rating by age (spec §7 Ratings): the likes rating among the students of the subject born the same year. A
 * student sees their own year; staff name a student (`student_id`) or a year (`birth_year`).
 */
export const ageRatingQuerySchema = likesRatingQuerySchema.extend({
  birth_year: z.coerce.number({ error: 'FIELD_INVALID' }).int().min(1900).max(2100).optional(),
});
export type AgeRatingQuery = z.infer<typeof ageRatingQuerySchema>;

/** `birth_year` null: the student has no birth date yet (or staff named neither a dated student nor a year). */
export const ageRatingSchema = likesRatingSchema.extend({ birth_year: z.number().int().nullable() });
export type AgeRating = z.infer<typeof ageRatingSchema>;

/** GET /api/students/{id}/rating-places: the student's place in each trainer rating of a subject. */
export const ratingPlacesQuerySchema = z.object({
  subject_id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
});
export type RatingPlacesQuery = z.infer<typeof ratingPlacesQuerySchema>;

/** A trainer the student is rated in: their value, competition rank and how many are rated. */
export const ratingPlaceSchema = z.object({
  trainer_id: z.number().int(),
  metric: z.enum(['wins', 'score']),
  value: z.number(),
  rank: z.number().int(),
  total: z.number().int(),
});
export type RatingPlace = z.infer<typeof ratingPlaceSchema>;
export const ratingPlacesSchema = z.array(ratingPlaceSchema);

/** GET /api/ratings/online: the rating of one online game of the subject (the first one when none is named). */
export const onlineRatingQuerySchema = z.object({
  subjectId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
  trainer_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive().max(INT_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OnlineRatingQuery = z.infer<typeof onlineRatingQuerySchema>;

export const onlineGameSchema = z.object({ trainer_id: z.number().int(), title: localizedTextSchema });
export type OnlineGame = z.infer<typeof onlineGameSchema>;

/** The subject's online games (trainers that rank by wins) and the chosen one's rating; none yet: both empty. */
export const onlineRatingSchema = z.object({
  games: z.array(onlineGameSchema),
  trainer_id: z.number().int().nullable(),
  rating: trainerRatingSchema.nullable(),
});
export type OnlineRating = z.infer<typeof onlineRatingSchema>;
