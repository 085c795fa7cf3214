import { z } from 'zod';
import { requiredIdField } from './envelope.ts';

/*
 * Quizzes of the IT lessons (spec §2 it-lessons/list/{id}/quizes, /student/quizes; issue [12]): an admin attaches
 * numbered quizzes to a lesson, each of numbered questions; a student of the IT subject answers them as often as
 * they like, every submission an attempt, and earns IT points for their best score (the `quiz_correct_answer`
 * rule of it_point_rules).
 */

export const IT_QUESTION_KINDS = ['single', 'multiple', 'short', 'output'] as const;
export type ItQuestionKind = (typeof IT_QUESTION_KINDS)[number];

export const IT_QUIZ_TITLE_MAX = 200;
export const IT_QUESTION_TEXT_MAX = 2000;
export const IT_QUESTION_CODE_MAX = 5000;
export const IT_QUESTION_OPTIONS_MAX = 10;
export const IT_QUESTION_ACCEPTED_MAX = 10;
export const IT_ANSWER_TEXT_MAX = 500;
export const IT_QUIZ_ORDER_MAX = 200;

/** A typed answer as it is compared: trimmed, whitespace collapsed, case ignored. */
export function normalizeItAnswer(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const requiredText = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'FIELD_TOO_LONG' });

export const itQuizCreateSchema = z.object({ lesson_id: requiredIdField, title: requiredText(IT_QUIZ_TITLE_MAX) });
export type ItQuizCreate = z.input<typeof itQuizCreateSchema>;
export const itQuizUpdateSchema = z.object({ title: requiredText(IT_QUIZ_TITLE_MAX) });
export type ItQuizUpdate = z.input<typeof itQuizUpdateSchema>;

export const itQuizOrderSchema = z.object({
  ids: z
    .array(requiredIdField, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(IT_QUIZ_ORDER_MAX, { error: 'IT_ORDER_MISMATCH' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'IT_ORDER_MISMATCH' }),
});
export type ItQuizOrder = z.infer<typeof itQuizOrderSchema>;

export const itQuestionOptionSchema = z.object({
  text: requiredText(IT_ANSWER_TEXT_MAX),
  correct: z.boolean({ error: 'FIELD_INVALID' }),
});
export type ItQuestionOption = z.infer<typeof itQuestionOptionSchema>;

/**
 * A question as the admin's form sends it, to create one or replace it whole. A choice needs two options or more
 * (a single choice exactly one correct, a multiple choice at least one); a typed answer needs an accepted answer;
 * an 'output' question shows code. Fields a kind does not use are stored empty.
 */
export const itQuestionBodySchema = z
  .object({
    kind: z.enum(IT_QUESTION_KINDS, { error: 'FIELD_INVALID' }),
    text: requiredText(IT_QUESTION_TEXT_MAX),
    code: z.string({ error: 'FIELD_INVALID' }).max(IT_QUESTION_CODE_MAX, { error: 'FIELD_TOO_LONG' }).default(''),
    options: z
      .array(itQuestionOptionSchema, { error: 'FIELD_INVALID' })
      .max(IT_QUESTION_OPTIONS_MAX, { error: 'FIELD_TOO_LONG' })
      .default([]),
    accepted: z
      .array(requiredText(IT_ANSWER_TEXT_MAX), { error: 'FIELD_INVALID' })
      .max(IT_QUESTION_ACCEPTED_MAX, { error: 'FIELD_TOO_LONG' })
      .default([]),
    explanation: z
      .string({ error: 'FIELD_INVALID' })
      .trim()
      .max(IT_QUESTION_TEXT_MAX, { error: 'FIELD_TOO_LONG' })
      .default(''),
  })
  .superRefine((question, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (question.kind === 'single' || question.kind === 'multiple') {
      const correct = question.options.filter((option) => option.correct).length;
      if (question.options.length < 2) issue('options', 'FIELD_REQUIRED');
      else if (question.kind === 'single' ? correct !== 1 : correct < 1) issue('options', 'FIELD_INVALID');
      return;
    }
    if (question.accepted.length === 0) issue('accepted', 'FIELD_REQUIRED');
    if (question.kind === 'output' && question.code.trim() === '') issue('code', 'FIELD_REQUIRED');
  })
  .transform((question) => {
    const choice = question.kind === 'single' || question.kind === 'multiple';
    return {
      ...question,
      code: question.kind === 'output' ? question.code : '',
      options: choice ? question.options : [],
      accepted: choice ? [] : question.accepted,
    };
  });
export type ItQuestionBody = z.input<typeof itQuestionBodySchema>;
export type ItQuestionContent = z.output<typeof itQuestionBodySchema>;

/** A question whole, with its answers, as the admin sees it. */
export const itQuestionSchema = z.object({
  id: z.number().int(),
  quiz_id: z.number().int(),
  kind: z.enum(IT_QUESTION_KINDS),
  text: z.string(),
  code: z.string(),
  /** Plain (no trimming) so the answer is written from its JSON Schema. */
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  accepted: z.array(z.string()),
  explanation: z.string(),
  number: z.number().int(),
});
export type ItQuestion = z.infer<typeof itQuestionSchema>;

export const itQuizRowSchema = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  questions_count: z.number().int(),
});
export type ItQuizRow = z.infer<typeof itQuizRowSchema>;

export const itQuizRowListSchema = z.object({ quizzes: z.array(itQuizRowSchema) });
export type ItQuizRowList = z.infer<typeof itQuizRowListSchema>;

/** A quiz with its questions, for the admin's quiz page. */
export const itAdminQuizSchema = itQuizRowSchema.extend({
  lesson_title: z.string(),
  questions: z.array(itQuestionSchema),
});
export type ItAdminQuiz = z.infer<typeof itAdminQuizSchema>;

/* The student's side. */

export const itStudentQuizRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lesson: z.object({ id: z.number().int(), title: z.string() }),
  questions_count: z.number().int(),
  /** Correct answers of the best attempt, null before the first. */
  best_correct: z.number().int().nullable(),
  attempts: z.number().int(),
});
export type ItStudentQuizRow = z.infer<typeof itStudentQuizRowSchema>;

export const itStudentQuizListSchema = z.object({ quizzes: z.array(itStudentQuizRowSchema) });
export type ItStudentQuizList = z.infer<typeof itStudentQuizListSchema>;

/** A question to answer: the choices without which are correct, no accepted answers, no explanation. */
export const itStudentQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IT_QUESTION_KINDS),
  text: z.string(),
  code: z.string(),
  options: z.array(z.string()),
});
export type ItStudentQuestion = z.infer<typeof itStudentQuestionSchema>;

export const itStudentQuizSchema = itStudentQuizRowSchema.extend({ questions: z.array(itStudentQuestionSchema) });
export type ItStudentQuiz = z.infer<typeof itStudentQuizSchema>;

/**
 * One answer: the chosen option indexes of a choice (exactly one for 'single'), the typed text otherwise. Whether it
 * fits its question's kind the server checks, since only it knows the kinds.
 */
export const itQuizAnswerSchema = z.object({
  question_id: requiredIdField,
  choices: z
    .array(z.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).min(0, { error: 'FIELD_INVALID' }), {
      error: 'FIELD_INVALID',
    })
    .max(IT_QUESTION_OPTIONS_MAX, { error: 'FIELD_INVALID' })
    .optional(),
  text: z.string({ error: 'FIELD_INVALID' }).max(IT_ANSWER_TEXT_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type ItQuizAnswer = z.infer<typeof itQuizAnswerSchema>;

export const itQuizAttemptBodySchema = z.object({
  answers: z
    .array(itQuizAnswerSchema, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(IT_QUIZ_ORDER_MAX, { error: 'FIELD_INVALID' }),
});
export type ItQuizAttemptBody = z.infer<typeof itQuizAttemptBodySchema>;

export const itQuestionResultSchema = z.object({
  question_id: z.number().int(),
  correct: z.boolean(),
  explanation: z.string(),
  /** The correct choices' indexes for a choice, else the first accepted answer. */
  correct_choices: z.array(z.number().int()),
  correct_text: z.string().nullable(),
});
export type ItQuestionResult = z.infer<typeof itQuestionResultSchema>;

export const itQuizAttemptResultSchema = z.object({
  quiz_id: z.number().int(),
  results: z.array(itQuestionResultSchema),
  correct: z.number().int(),
  total: z.number().int(),
  best_correct: z.number().int(),
  attempts: z.number().int(),
  points_earned: z.number().int(),
});
export type ItQuizAttemptResult = z.infer<typeof itQuizAttemptResultSchema>;
