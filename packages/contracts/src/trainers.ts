import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** type_id 2: the rating counts wins; any other type ranks by best score (spec §3, §9). */
export const TRAINER_TYPE_WINS = 2;

/**
 * Longest round a client may report (above any trainer's time limit) and most answers one round may
 * carry: bounds against abuse, not game rules.
 */
export const MAX_ROUND_MS = 6 * 3_600_000;
export const MAX_ROUND_ANSWERS = 1000;

export const trainerLikesRuleSchema = z.object({
  per_correct: z.number().min(0),
  min_correct: z.number().int().min(0),
  max_per_round: z.number().int().min(0),
  daily_cap: z.number().int().min(0),
  per_win: z.number().int().min(0).optional(),
  /** Online games: a win against a bot, which earns less than one against a person (absent: as per_win). */
  per_bot_win: z.number().int().min(0).optional(),
});
export type TrainerLikesRule = z.infer<typeof trainerLikesRuleSchema>;

/** One catalogue card: what /student/trainers and /teacher/trainers list. */
export const trainerSchema = z.object({
  id: z.number().int(),
  component: z.string(),
  subjects: z.array(z.number().int()),
  title: localizedTextSchema,
  icon: z.string(),
  type_id: z.number().int(),
  /** Null: the rules' own defaults apply. */
  default_settings: z.unknown(),
  likes_rule: trainerLikesRuleSchema,
});
export type Trainer = z.infer<typeof trainerSchema>;

export const trainerListQuerySchema = z.object({
  subject_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive().max(INT_MAX).optional(),
});
export type TrainerListQuery = z.infer<typeof trainerListQuerySchema>;

export const trainerSessionParamsSchema = z.object({ sessionId: z.coerce.number().int().positive().max(INT_MAX) });

/** Settings are checked by the trainer's own rules (packages/games), so here they are any JSON value. */
export const trainerSessionBodySchema = z.object({
  subject_id: z.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT_MAX),
  settings: z.unknown().optional(),
});
export type TrainerSessionBody = z.infer<typeof trainerSessionBodySchema>;

export const trainerSessionSchema = z.object({
  session_id: z.number().int(),
  trainer_id: z.number().int(),
  subject_id: z.number().int(),
  seed: z.number().int(),
  settings: z.unknown(),
  expires_at: z.string(),
});
export type TrainerSession = z.infer<typeof trainerSessionSchema>;

export const playedAnswerSchema = z.object({
  index: z.number().int().min(0),
  answer: z.unknown(),
  ms: z.number().int().min(0).max(MAX_ROUND_MS),
});

export const trainerResultBodySchema = z.object({
  answers: z.array(playedAnswerSchema).max(MAX_ROUND_ANSWERS, { error: 'FIELD_TOO_LONG' }),
  elapsed_ms: z.number({ error: 'FIELD_REQUIRED' }).int().min(0).max(MAX_ROUND_MS),
});
export type TrainerResultBody = z.infer<typeof trainerResultBodySchema>;

export const VALIDATE_STATUSES = ['ok', 'rejected'] as const;
export const validateStatusSchema = z.enum(VALIDATE_STATUSES);

/** What the server made of a posted round (spec §5): a rejected round scores and earns nothing. */
export const trainerResultSchema = z.object({
  session_id: z.number().int(),
  score: z.number(),
  correct: z.number().int(),
  total: z.number().int(),
  won: z.boolean(),
  likes_earned: z.number().int(),
  validate_status: validateStatusSchema,
  /** Why a round was rejected; null when it was accepted. */
  validate_message: localizedTextSchema.nullable(),
});
export type TrainerResult = z.infer<typeof trainerResultSchema>;

export const studentTrainerStatsParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
export const studentTrainerStatsQuerySchema = z.object({
  subject_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive().max(INT_MAX).optional(),
});

/** One posted round as the statistics pages show it. */
export const trainerRoundSchema = z.object({
  subject_id: z.number().int(),
  score: z.number(),
  correct: z.number().int(),
  total: z.number().int(),
  won: z.boolean(),
  likes_earned: z.number().int(),
  duration_ms: z.number().int(),
  validate_status: validateStatusSchema,
  created_at: z.string(),
  /** What the round was of, for trainers that play admin content (a mental test's title). */
  label: localizedTextSchema.optional(),
});
export type TrainerRound = z.infer<typeof trainerRoundSchema>;

/**
 * /student/profile/trainers and /teacher/students/{studentId}/trainers: per trainer played, the
 * validated rounds, best score and wins, the latest rounds (newest first) and the scores of
 * validated rounds in time order for the trend chart.
 */
export const trainerStatsSchema = z.object({
  trainer_id: z.number().int(),
  component: z.string(),
  title: localizedTextSchema,
  type_id: z.number().int(),
  rounds: z.number().int(),
  best_score: z.number(),
  wins: z.number().int(),
  recent: z.array(trainerRoundSchema),
  trend: z.array(z.object({ created_at: z.string(), score: z.number() })),
});
export type TrainerStats = z.infer<typeof trainerStatsSchema>;
