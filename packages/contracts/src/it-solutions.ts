import { z } from 'zod';

/**
 * Solutions of IT tasks (issue [12], spec §1 "teachers check IT task solutions", §4 "an IT task solution receives a
 * status and comment from the teacher"). A student keeps one current solution a task lesson; sending again replaces it
 * (the attempt counts up) until the teacher accepts it. An accepted solution marks the lesson done and pays IT points.
 */
export const IT_SOLUTION_STATUSES = ['submitted', 'accepted', 'needs_work', 'rejected'] as const;
export type ItSolutionStatus = (typeof IT_SOLUTION_STATUSES)[number];
export const IT_SOLUTION_DECISIONS = ['accepted', 'needs_work', 'rejected'] as const;
export type ItSolutionDecision = (typeof IT_SOLUTION_DECISIONS)[number];

/** A solution may be sent again while the teacher has not accepted it. */
export const itSolutionMayResubmit = (status: ItSolutionStatus): boolean => status !== 'accepted';

export const IT_SOLUTION_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file input offers; the server decides by the bytes (text files by their name too). */
export const IT_SOLUTION_FILE_ACCEPT = '.zip,.txt,.py,.js,.html,.pdf,.png,.jpg,.jpeg';
export const IT_SOLUTION_TEXT_MAX = 5000;
export const IT_SOLUTION_CODE_MAX = 20000;
export const IT_SOLUTION_LINK_MAX = 500;
export const IT_SOLUTION_COMMENT_MAX = 2000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The multipart `data` part; with the optional `file` part at least one of them must hold something. */
export const itSolutionBodySchema = z.object({
  text: optionalText(IT_SOLUTION_TEXT_MAX),
  code: z
    .string()
    .max(IT_SOLUTION_CODE_MAX)
    .optional()
    .transform((value) => (value?.trim() ? value : undefined)),
  link: optionalText(IT_SOLUTION_LINK_MAX).refine((value) => value === undefined || /^https?:\/\/\S+$/i.test(value), {
    message: 'LINK_NOT_WEB',
  }),
  /** On a new attempt without a file: keep the file the current solution has. */
  keep_file: z.boolean().optional(),
});
export type ItSolutionBody = z.input<typeof itSolutionBodySchema>;
export type ItSolutionData = z.output<typeof itSolutionBodySchema>;

export const itSolutionSchema = z.object({
  id: z.number().int(),
  lesson: z.object({ id: z.number().int(), title: z.string(), course_title: z.string() }),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  text: z.string().nullable(),
  code: z.string().nullable(),
  link: z.string().nullable(),
  /** The original name of the attached file; the bytes come from GET /it-solutions/{id}/file. */
  file_name: z.string().nullable(),
  status: z.enum(IT_SOLUTION_STATUSES),
  teacher_comment: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  attempt: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ItSolution = z.infer<typeof itSolutionSchema>;

export const itSolutionsQuerySchema = z.object({ status: z.enum(IT_SOLUTION_STATUSES).optional() });
export type ItSolutionsQuery = z.infer<typeof itSolutionsQuerySchema>;

/** The most of a queue one page shows: the waiting ones come first. */
export const IT_SOLUTIONS_QUEUE_LIMIT = 200;

export const itSolutionReviewSchema = z.object({
  status: z.enum(IT_SOLUTION_DECISIONS),
  comment: z.string().trim().max(IT_SOLUTION_COMMENT_MAX).default(''),
});
export type ItSolutionReview = z.input<typeof itSolutionReviewSchema>;

/** The `events` channel's type when a teacher has checked a student's solution: `data` {id, lesson_id, status}. */
export const IT_SOLUTION_REVIEWED_EVENT = 'itSolutionReviewed';
