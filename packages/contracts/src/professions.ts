import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** A profession level (spec §3 professions list each with level and background, with a default). */
export const professionLevelSchema = z.object({
  level: z.number().int(),
  title: localizedTextSchema,
  /** Likes earned in subject 1 since choosing the profession that reach this level. */
  threshold: z.number().int(),
  background: z.string(),
});
export type ProfessionLevel = z.infer<typeof professionLevelSchema>;

export const fieldActivitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  icon: z.string(),
  /** The default background, for a level without its own. */
  background: z.string(),
  levels: z.array(professionLevelSchema),
  /** The workplace (location of kind job) whose things the job shop sells. */
  location_id: z.number().int().nullable(),
});
export type FieldActivity = z.infer<typeof fieldActivitySchema>;

/** The student's profession (spec §3 student_profession) with progress toward the next level. */
export const studentFieldActivitySchema = z.object({
  field_activity: fieldActivitySchema,
  level: z.number().int(),
  level_title: localizedTextSchema,
  background: z.string(),
  likes_earned: z.number().int(),
  next_threshold: z.number().int().nullable(),
  chosen_at: z.string(),
});
export type StudentFieldActivity = z.infer<typeof studentFieldActivitySchema>;

export const chooseFieldActivityBodySchema = z.object({
  field_activity_id: z
    .number({ error: 'NOTHING_SELECTED' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
});
export type ChooseFieldActivityBody = z.infer<typeof chooseFieldActivityBodySchema>;

/** users.{id}.events `new` with this type tells the client to reload the profession (spec §4). */
export const PROFESSION_UPGRADED = 'professionUpgraded';
export const professionUpgradedDataSchema = z.object({
  field_activity_id: z.number().int(),
  level: z.number().int(),
});
export type ProfessionUpgradedData = z.infer<typeof professionUpgradedDataSchema>;
