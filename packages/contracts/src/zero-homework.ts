import { z } from 'zod';
import { queryIdField, requiredIdField } from './envelope.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/**
 * Zero-homework lessons (issue [13], spec §2 /student/zero-homework): short introductory lessons for a student of
 * subjects 1, 2, 3, 9 and 10 who is waiting for a class. Each has a text, an optional video link, a trainer to try and a
 * quiz of single-choice questions. A quiz with every answer right finishes the lesson; the first finish pays the
 * lesson's likes in its subject, once, and later ones pay nothing. Teachers see in their distribution how many lessons
 * a waiting student has finished.
 *
 * Endpoints (all under /api, project envelope, students only):
 * - GET /zero-lessons?subject_id= → ZeroLessonList: the subject's lessons in order with `done` for the caller, and
 *   `has_class` (the caller sits in a class of the subject: the web then shows the lessons as optional).
 * - GET /zero-lessons/{id} → ZeroLesson: the lesson with its questions (without the right answers).
 * - POST /zero-lessons/{id}/complete {answers: [{question_id, choice}]} → ZeroLessonResult: every question right or
 *   wrong with its right choice; `completed` once all are right; `likes_earned` > 0 only on the first finish.
 *   An answer naming another lesson's question, a question twice, or a choice out of range → 422 VALIDATION_FAILED.
 * A subject outside 1, 2, 3, 9, 10 or not studied by the caller → 403 SUBJECT_NOT_ALLOWED.
 */

/** The most questions and options a lesson's quiz has (the seeded ones have two or three). */
export const ZERO_QUESTIONS_MAX = 10;
export const ZERO_OPTIONS_MAX = 6;

export const zeroLessonListQuerySchema = z.object({ subject_id: queryIdField });
export type ZeroLessonListQuery = z.infer<typeof zeroLessonListQuerySchema>;

/** The trainer a lesson invites the student to try, when the catalogue has it in the lesson's subject. */
export const zeroLessonTrainerSchema = z.object({ id: z.number().int(), title: localizedTextSchema });

export const zeroLessonSummarySchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  position: z.number().int(),
  title: localizedTextSchema,
  likes: z.number().int(),
  has_video: z.boolean(),
  done: z.boolean(),
});
export type ZeroLessonSummary = z.infer<typeof zeroLessonSummarySchema>;

export const zeroLessonListSchema = z.object({
  lessons: z.array(zeroLessonSummarySchema),
  has_class: z.boolean(),
});
export type ZeroLessonList = z.infer<typeof zeroLessonListSchema>;

export const zeroQuestionSchema = z.object({
  id: z.number().int(),
  text: localizedTextSchema,
  options: z.array(localizedTextSchema),
});
export type ZeroQuestion = z.infer<typeof zeroQuestionSchema>;

export const zeroLessonSchema = zeroLessonSummarySchema.extend({
  text: localizedTextSchema,
  video_url: z.string().nullable(),
  trainer: zeroLessonTrainerSchema.nullable(),
  questions: z.array(zeroQuestionSchema),
});
export type ZeroLesson = z.infer<typeof zeroLessonSchema>;

export const zeroAnswerSchema = z.object({
  question_id: requiredIdField,
  choice: z
    .number({ error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID') })
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'FIELD_INVALID' })
    .max(ZERO_OPTIONS_MAX - 1, { error: 'FIELD_INVALID' }),
});
export type ZeroAnswer = z.infer<typeof zeroAnswerSchema>;

export const zeroCompleteBodySchema = z.object({
  answers: z
    .array(zeroAnswerSchema, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(ZERO_QUESTIONS_MAX, { error: 'FIELD_INVALID' }),
});
export type ZeroCompleteBody = z.infer<typeof zeroCompleteBodySchema>;

export const zeroQuestionResultSchema = z.object({
  question_id: z.number().int(),
  correct: z.boolean(),
  correct_choice: z.number().int(),
});
export type ZeroQuestionResult = z.infer<typeof zeroQuestionResultSchema>;

export const zeroLessonResultSchema = z.object({
  lesson_id: z.number().int(),
  results: z.array(zeroQuestionResultSchema),
  correct: z.number().int(),
  total: z.number().int(),
  /** Every answer right: the lesson is done (now or before). */
  completed: z.boolean(),
  /** Paid by this answer only: the first finish of the lesson. */
  likes_earned: z.number().int(),
});
export type ZeroLessonResult = z.infer<typeof zeroLessonResultSchema>;

/** How far a waiting student is through their subject's lessons, for the teachers' distribution. */
export const zeroLessonsProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type ZeroLessonsProgress = z.infer<typeof zeroLessonsProgressSchema>;
