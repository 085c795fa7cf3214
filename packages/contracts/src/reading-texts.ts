import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { localeSchema } from './shared-schemas.ts';

/** Reading levels by school years: 1 for years 1–2, 2 for 3–4, 3 for 5–7, 4 for 8 and up. */
export const READING_LEVELS = [1, 2, 3, 4] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];
export const READING_QUESTION_OPTIONS = 4;
export const READING_MAX_QUESTIONS = 5;
/** A page of a teenager's book; more is a chapter, not a speed-reading text. */
export const READING_TEXT_MAX_LENGTH = 4000;
export const READING_TEXT_MIN_WORDS = 20;

export const SPEED_READING_MODES = ['rsvp', 'window', 'findWord'] as const;
export type SpeedReadingMode = (typeof SPEED_READING_MODES)[number];
export const SPEED_READING_MIN_WPM = 60;
export const SPEED_READING_MAX_WPM = 800;

const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'FIELD_INVALID' });

/** The words of a text as a reader counts them: runs of letters or digits between spaces. */
export const readingWords = (text: string): string[] => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

const requiredText = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'FIELD_TOO_LONG' });

/** A question as answers carry it (no trimming or cross-checks, so answers take the fast serializer). */
export const readingQuestionShape = z.object({
  question: z.string(),
  options: z.array(z.string()).length(READING_QUESTION_OPTIONS),
  answer: z
    .number()
    .int()
    .min(0)
    .max(READING_QUESTION_OPTIONS - 1),
});
export type ReadingQuestion = z.infer<typeof readingQuestionShape>;

/** A question as admins write it: trimmed, and its choices all different. */
export const readingQuestionSchema = z
  .object({
    question: requiredText(300),
    options: z.array(requiredText(120), { error: 'FIELD_REQUIRED' }).length(READING_QUESTION_OPTIONS, {
      error: 'FIELD_INVALID',
    }),
    answer: z
      .number({ error: 'FIELD_REQUIRED' })
      .int({ error: 'FIELD_INVALID' })
      .min(0, { error: 'FIELD_INVALID' })
      .max(READING_QUESTION_OPTIONS - 1, { error: 'FIELD_INVALID' }),
  })
  .refine(
    (question) =>
      new Set(question.options.map((option) => option.toLocaleLowerCase())).size === question.options.length,
    { path: ['options'], message: 'READING_OPTIONS_REPEAT' },
  );

/** A speed-reading text as admins write it: the text, its level and the questions that check it was understood. */
export const readingTextBodySchema = z.object({
  locale: localeSchema,
  level: levelSchema,
  title: requiredText(120),
  text: requiredText(READING_TEXT_MAX_LENGTH).refine((text) => readingWords(text).length >= READING_TEXT_MIN_WORDS, {
    message: 'READING_TEXT_TOO_SHORT',
  }),
  questions: z
    .array(readingQuestionSchema, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(READING_MAX_QUESTIONS, { error: 'FIELD_INVALID' }),
});
export type ReadingTextBody = z.infer<typeof readingTextBodySchema>;

export const readingTextSchema = z.object({
  id: z.number().int(),
  locale: localeSchema,
  level: levelSchema,
  title: z.string(),
  text: z.string(),
  questions: z.array(readingQuestionShape),
  words: z.number().int(),
  updated_at: z.string(),
});
export type ReadingText = z.infer<typeof readingTextSchema>;

export const readingTextListQuerySchema = pageQuerySchema.extend({
  locale: localeSchema,
  level: z.coerce.number().pipe(levelSchema).optional(),
});
export type ReadingTextListQuery = z.infer<typeof readingTextListQuerySchema>;

/** What a reader chooses; the server picks a text of the language and level for the session. */
export const speedReadingChoiceSchema = z.object({
  locale: localeSchema,
  level: levelSchema,
  mode: z.enum(SPEED_READING_MODES, { error: 'FIELD_INVALID' }),
  wpm: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(SPEED_READING_MIN_WPM, { error: 'FIELD_INVALID' })
    .max(SPEED_READING_MAX_WPM, { error: 'FIELD_INVALID' }),
});
export type SpeedReadingChoice = z.infer<typeof speedReadingChoiceSchema>;

/** The text a session was dealt, as its settings carry it. */
export const sessionReadingTextSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  questions: z.array(readingQuestionShape).min(1).max(READING_MAX_QUESTIONS),
});
export type SessionReadingText = z.infer<typeof sessionReadingTextSchema>;

/** The speed-reading trainer's settings: the reader's choice and the text dealt for it. */
export const speedReadingSettingsShape = speedReadingChoiceSchema.extend({ text: sessionReadingTextSchema });
