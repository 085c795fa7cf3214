import { z } from 'zod';
import { requiredIdField } from './envelope.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** The rules a "needs help" signal comes from (server/src/modules/help-signals/help-signal-rules.ts, docs/HELP-SIGNALS.md). */
export const HELP_SIGNAL_RULES = ['failed_streak', 'homework_overdue', 'score_drop', 'inactive'] as const;
export const helpSignalRuleSchema = z.enum(HELP_SIGNAL_RULES);
export type HelpSignalRule = z.infer<typeof helpSignalRuleSchema>;

/**
 * The numbers behind a signal, as the teacher reads them in its reason; which are set depends on the rule:
 * `failed_streak` count and trainer; `homework_overdue` days and homework; `score_drop` drop_percent, the two means
 * and trainer; `inactive` days (null `last_active_on`: nothing done since joining the class).
 */
export const helpSignalFactsSchema = z.object({
  count: z.number().int().nullable(),
  days: z.number().int().nullable(),
  drop_percent: z.number().int().nullable(),
  recent_mean: z.number().nullable(),
  previous_mean: z.number().nullable(),
  trainer_id: z.number().int().nullable(),
  trainer_title: localizedTextSchema.nullable(),
  homework_id: z.number().int().nullable(),
  homework_title: z.string().nullable(),
  last_active_on: z.string().nullable(),
});
export type HelpSignalFacts = z.infer<typeof helpSignalFactsSchema>;

export const helpSignalSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  rule: helpSignalRuleSchema,
  /** The occurrence: marking it handled hides it until the rule fires on newer evidence. */
  fingerprint: z.string(),
  facts: helpSignalFactsSchema,
});
export type HelpSignal = z.infer<typeof helpSignalSchema>;

/** Marks one occurrence handled; it must be a signal the class shows now. */
export const helpSignalHandleSchema = z.object({
  student_id: requiredIdField,
  rule: z.enum(HELP_SIGNAL_RULES, { error: 'FIELD_INVALID' }),
  fingerprint: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(200, { error: 'FIELD_TOO_LONG' }),
});

export const helpSignalHandledSchema = z.object({
  student_id: z.number().int(),
  rule: helpSignalRuleSchema,
  fingerprint: z.string(),
  handled_at: z.string(),
});
export type HelpSignalHandled = z.infer<typeof helpSignalHandledSchema>;
