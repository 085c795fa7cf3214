import { z } from 'zod';
import { queryIdField, requiredIdField } from './envelope.ts';
import { gymnasticsLinkSchema } from './gymnastics.ts';
import { localizedTextSchema } from './shared-schemas.ts';
import { isSubjectAllowed, PAGE_GROUP_SUBJECTS } from './subject-groups.ts';

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

/*
 * The admin's editing of the lessons (spec §2 /admin/zero-lessons):
 * - GET /admin/zero-lessons?subject_id= → ZeroAdminLessonList: the subject's lessons in order, each with its questions'
 *   right choices and its trainer by the catalogue's component name.
 * - POST /admin/zero-lessons {subject_id, ...ZeroLessonBody} → 201 ZeroAdminLesson, placed after the subject's last.
 * - PUT /admin/zero-lessons/{id} ZeroLessonBody → ZeroAdminLesson: the questions are replaced as a whole.
 * - PUT /admin/zero-lessons/{id}/position {position} → ZeroAdminLessonList: the lesson moved there among its subject's.
 * - DELETE /admin/zero-lessons/{id} → {id}: its questions and the students' finishes go with it, the likes they were
 *   paid stay in the ledger, and the later lessons move up.
 * A trainer the catalogue does not have in the lesson's subject → 422 on `trainer`; an unknown id → 404.
 */

export const ZERO_SUBJECTS = PAGE_GROUP_SUBJECTS.zeroHomework;
export const ZERO_TITLE_MAX = 120;
export const ZERO_TEXT_MAX = 4000;
export const ZERO_QUESTION_TEXT_MAX = 300;
export const ZERO_OPTION_TEXT_MAX = 200;
/** A lesson pays at least a like (the table's check) and, being an introduction, far below a week of practice. */
export const ZERO_LIKES_MIN = 1;
export const ZERO_LIKES_MAX = 50;
const TRAINER_COMPONENT_MAX = 64;

const isZeroSubject = (subjectId: number): boolean => isSubjectAllowed('zeroHomework', subjectId);

/** Localized text required in all three languages, each at most `max` characters. */
function requiredTexts(max: number) {
  const text = z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'FIELD_TOO_LONG' });
  return z.object({ 'ru-RU': text, 'en-US': text, 'uk-UA': text }, { error: 'FIELD_REQUIRED' });
}

export const zeroAdminListQuerySchema = z.object({
  subject_id: queryIdField.refine(isZeroSubject, { error: 'FIELD_INVALID' }),
});
export type ZeroAdminListQuery = z.infer<typeof zeroAdminListQuerySchema>;

/** A question as an admin writes it: `correct` is the index of the right option. */
export const zeroQuestionBodySchema = z
  .object({
    text: requiredTexts(ZERO_QUESTION_TEXT_MAX),
    options: z
      .array(requiredTexts(ZERO_OPTION_TEXT_MAX), { error: 'FIELD_REQUIRED' })
      .min(2, { error: 'FIELD_INVALID' })
      .max(ZERO_OPTIONS_MAX, { error: 'FIELD_INVALID' }),
    correct: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(0, { error: 'FIELD_INVALID' }),
  })
  .refine((question) => question.correct < question.options.length, {
    error: 'FIELD_INVALID',
    path: ['correct'],
  });
export type ZeroQuestionBody = z.infer<typeof zeroQuestionBodySchema>;

export const zeroLessonBodySchema = z.object({
  title: requiredTexts(ZERO_TITLE_MAX),
  text: requiredTexts(ZERO_TEXT_MAX),
  /** A YouTube or Vimeo link plays embedded for the student; another web link opens in a new tab. */
  video_url: gymnasticsLinkSchema.nullable(),
  /** The catalogue's component name of a trainer of the lesson's subject. */
  trainer: z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .min(1, { error: 'FIELD_INVALID' })
    .max(TRAINER_COMPONENT_MAX, { error: 'FIELD_INVALID' })
    .nullable(),
  likes: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(ZERO_LIKES_MIN, { error: 'FIELD_INVALID' })
    .max(ZERO_LIKES_MAX, { error: 'FIELD_INVALID' }),
  questions: z
    .array(zeroQuestionBodySchema, { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(ZERO_QUESTIONS_MAX, { error: 'FIELD_INVALID' }),
});
export type ZeroLessonBody = z.infer<typeof zeroLessonBodySchema>;

export const zeroLessonCreateBodySchema = zeroLessonBodySchema.extend({
  subject_id: requiredIdField.refine(isZeroSubject, { error: 'FIELD_INVALID' }),
});
export type ZeroLessonCreateBody = z.infer<typeof zeroLessonCreateBodySchema>;

export const zeroLessonPositionBodySchema = z.object({
  position: z.number({ error: 'FIELD_REQUIRED' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }),
});
export type ZeroLessonPositionBody = z.infer<typeof zeroLessonPositionBodySchema>;

export const zeroAdminQuestionSchema = zeroQuestionSchema.extend({ correct: z.number().int() });
export type ZeroAdminQuestion = z.infer<typeof zeroAdminQuestionSchema>;

export const zeroAdminLessonSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  position: z.number().int(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  video_url: z.string().nullable(),
  trainer: z.string().nullable(),
  likes: z.number().int(),
  questions: z.array(zeroAdminQuestionSchema),
});
export type ZeroAdminLesson = z.infer<typeof zeroAdminLessonSchema>;

export const zeroAdminLessonListSchema = z.object({ lessons: z.array(zeroAdminLessonSchema) });
export type ZeroAdminLessonList = z.infer<typeof zeroAdminLessonListSchema>;
