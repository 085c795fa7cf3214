import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/** Subjects whose students take mental tests (spec §2 page groups: mental test → 1, 3). */
export const MENTAL_TEST_SUBJECTS = [1, 3] as const;
export const MENTAL_TEST_MIN_SECONDS = 10;
export const MENTAL_TEST_MAX_SECONDS = 3600;
export const MENTAL_TEST_MAX_TASKS = 100;
export const MENTAL_TEST_MAX_EXPRESSION = 80;

const titleSchema = z.object({
  'ru-RU': z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(120),
  'en-US': z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(120),
  'uk-UA': z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(120),
});

/**
 * One task as the admin writes it: an arithmetic expression of numbers only ("23 + 19", "(7 - 3) × 4").
 * Whether it parses, has no variables and a whole, non-negative answer is checked by the server
 * with the expression evaluator of @umka/games; the answer is never sent, it is computed.
 */
const taskSchema = z.object({
  expression: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(MENTAL_TEST_MAX_EXPRESSION, { error: 'FIELD_INVALID' }),
});

const mentalTestFields = {
  title: titleSchema,
  subjects: z
    .array(
      z.union(
        MENTAL_TEST_SUBJECTS.map((id) => z.literal(id)),
        { error: 'FIELD_INVALID' },
      ),
      {
        error: 'FIELD_REQUIRED',
      },
    )
    .min(1, { error: 'FIELD_REQUIRED' }),
  time_limit_sec: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(MENTAL_TEST_MIN_SECONDS, { error: 'FIELD_INVALID' })
    .max(MENTAL_TEST_MAX_SECONDS, { error: 'FIELD_INVALID' }),
  tasks: z
    .array(taskSchema, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(MENTAL_TEST_MAX_TASKS, { error: 'FIELD_INVALID' }),
  /** Only published tests are shown to students; a draft can be prepared first. */
  is_published: z.boolean({ error: 'FIELD_INVALID' }),
};

export const mentalTestBodySchema = z.object({
  ...mentalTestFields,
  is_published: mentalTestFields.is_published.default(false),
});
export type MentalTestBody = z.infer<typeof mentalTestBodySchema>;

/** PATCH: only the fields sent change; the whole test is then checked again. */
export const mentalTestPatchSchema = z.object(mentalTestFields).partial();
export type MentalTestPatch = z.infer<typeof mentalTestPatchSchema>;

/** The admin's view: tasks with their computed answers. */
export const mentalTestSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  subjects: z.array(z.number().int()),
  time_limit_sec: z.number().int(),
  tasks: z.array(z.object({ expression: z.string(), answer: z.number() })),
  is_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MentalTest = z.infer<typeof mentalTestSchema>;

export const mentalTestListQuerySchema = pageQuerySchema;

/** A student's best attempt at a test so far. */
export const mentalTestBestSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});

/** What a student sees of a test before and while taking it: never the answers. */
export const studentMentalTestSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  time_limit_sec: z.number().int(),
  task_count: z.number().int(),
  /** The catalogue trainer the test is played through (component `mentalTest`). */
  trainer_id: z.number().int(),
  attempts: z.number().int(),
  best: mentalTestBestSchema.nullable(),
});
export type StudentMentalTest = z.infer<typeof studentMentalTestSchema>;

export const studentMentalTestQuerySchema = z.object({
  subject_id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).positive(),
});

/** What a student sends to start a mental test's session: the server fills in the test's tasks. */
export const mentalTestSessionSettingsSchema = z.object({
  test_id: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).positive(),
});
export type MentalTestSessionSettings = z.infer<typeof mentalTestSessionSettingsSchema>;
