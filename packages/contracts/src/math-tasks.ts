import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';

/** School classes an admin math task is written for (spec §3). */
export const MATH_TASK_MIN_CLASS = 1;
export const MATH_TASK_MAX_CLASS = 11;

const classNumberSchema = z
  .number({ error: 'FIELD_REQUIRED' })
  .int({ error: 'FIELD_INVALID' })
  .min(MATH_TASK_MIN_CLASS, { error: 'FIELD_INVALID' })
  .max(MATH_TASK_MAX_CLASS, { error: 'FIELD_INVALID' });

/**
 * An admin math task (spec §3: digit rank, variables, expression, text, class) as the admin pages
 * send it. The shape is checked here; whether the expression parses and uses only declared
 * variables is checked by the server with the word-problem rules of @umka/games.
 */
const mathTaskFields = {
  /** The Russian text, which every locale falls back to. */
  text: z.string({ error: 'FIELD_REQUIRED' }),
  /** The English and Ukrainian texts; null or blank, and the Russian one is read. */
  text_en: z.string({ error: 'FIELD_INVALID' }).nullable().optional(),
  text_uk: z.string({ error: 'FIELD_INVALID' }).nullable().optional(),
  expression: z.string({ error: 'FIELD_REQUIRED' }),
  variables: z.array(z.string({ error: 'FIELD_INVALID' }), { error: 'FIELD_REQUIRED' }),
  digit_rank: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }),
  /** The answer must be whole: every division in the expression must then come out exact. */
  integer_answer: z.boolean({ error: 'FIELD_INVALID' }),
  class_number: classNumberSchema,
};

export const mathTaskBodySchema = z.object({
  ...mathTaskFields,
  integer_answer: mathTaskFields.integer_answer.default(true),
});
export type MathTaskBody = z.infer<typeof mathTaskBodySchema>;

/** PATCH: only the fields sent change; the whole task is then checked again. */
export const mathTaskPatchSchema = z.object(mathTaskFields).partial();
export type MathTaskPatch = z.infer<typeof mathTaskPatchSchema>;

export const mathTaskSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  text_en: z.string().nullable(),
  text_uk: z.string().nullable(),
  expression: z.string(),
  variables: z.array(z.string()),
  digit_rank: z.number().int(),
  integer_answer: z.boolean(),
  class_number: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MathTask = z.infer<typeof mathTaskSchema>;

export const mathTaskListQuerySchema = pageQuerySchema.extend({
  class_number: z.coerce.number({ error: 'FIELD_INVALID' }).pipe(classNumberSchema).optional(),
});
export type MathTaskListQuery = z.infer<typeof mathTaskListQuerySchema>;

/** What a student sends to start the word-problem trainer: the server fills in the class's tasks. */
export const wordProblemSessionSettingsSchema = z.object({
  class_number: classNumberSchema,
  count: z.number({ error: 'FIELD_INVALID' }).int().min(1, { error: 'FIELD_INVALID' }).max(20).default(5),
});
export type WordProblemSessionSettings = z.infer<typeof wordProblemSessionSettingsSchema>;

/** Longest expression the trainer's parser reads (@umka/games' parseExpression refuses longer ones). */
export const MAX_EXPRESSION_LENGTH = 500;

/** A variable's name, as a placeholder in the text (`{a}`) and in the expression spell it. */
export const VARIABLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** A translation of the text: missing or blank means none, so the Russian text is read instead. */
const translationSchema = z.string({ error: 'FIELD_INVALID' }).trim().max(2000, { error: 'FIELD_TOO_LONG' }).nullish();

/**
 * A math task as a word-problem round carries it. Its shape is the wire's; whether the expression parses and names
 * only declared variables is a rule of the trainer (`wordProblemTemplateSchema` in @umka/games refines this shape).
 * Issue messages are error codes, so the admin form shows them localized.
 */
export const wordProblemTemplateShape = z.object({
  id: z.number().int().positive(),
  text: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(2000, { error: 'FIELD_TOO_LONG' }),
  /** The same problem in English and Ukrainian; a missing one is read in Russian, `text`. */
  textEn: translationSchema,
  textUk: translationSchema,
  expression: z
    .string({ error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(MAX_EXPRESSION_LENGTH, { error: 'FIELD_TOO_LONG' }),
  variables: z
    .array(z.string().regex(VARIABLE_NAME, { error: 'FIELD_INVALID' }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(8, { error: 'FIELD_TOO_LONG' }),
  /** How many digits each variable's value has. */
  digitRank: z.number().int().min(1).max(5),
  /** The answer must be a whole number: divisions in the expression must then come out exact. */
  integerAnswer: z.boolean(),
  classNumber: z.number().int().min(MATH_TASK_MIN_CLASS).max(MATH_TASK_MAX_CLASS),
});

/** Most templates one word-problem round carries. */
export const WORD_PROBLEM_MAX_TEMPLATES = 100;

/** What the server puts into a word-problem session: the admin tasks of the student's class. */
export const wordProblemSettingsShape = z.object({
  templates: z.array(wordProblemTemplateShape).min(1).max(WORD_PROBLEM_MAX_TEMPLATES),
  count: z.number().int().min(1).max(20),
});
