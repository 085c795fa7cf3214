import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { queryIdField, requiredIdField } from './envelope.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/**
 * Homework of a class (spec §2 create-hw / edit-hw, create-task / task, templates, /student/homework,
 * /trainers/homework/{id}; §3 Homework; §7 Homework) and the private files attached to it.
 *
 * A homework has dates (given_on, due_on, calendar days `YYYY-MM-DD`), a title, an optional description
 * and ordered items of three types:
 * - `trainer`: a trainer of the class's subject with the teacher's settings (checked by that trainer's own
 *   rules, as a session's settings are) and a target: `target_rounds` validated rounds, each scoring at least
 *   `min_score` when one is set, and at least half right when none is (homeworkRoundShortfall);
 * - `task`: a text with attached files, answered by each student with a text and files;
 * - `material`: a material of the school library (issue [14]) in the class's subject, visible to teachers (a page
 *   once published). The student reads it through the homework (its page and document endpoints below), so the
 *   teacher need not share it with the class as well; opening it is what the item asks, and it counts as done once
 *   opened. When an admin deletes the material the item stays, as "removed" (`material: null`), and counts as done:
 *   nothing is left for the student to do, and an admin's clean-up must not fail a class's homework.
 *
 * "A single task for the class" (create-task, task_{taskId}) is a homework with exactly one task item; the
 * server marks it `single_task: true`, and task_{taskId} reads it with GET /api/homework/{taskId}.
 *
 * Endpoints (all under /api, project envelope `{ status: true, data }`):
 * - POST /homework/create {group_id, ...homework} → 201 `{ status: true, data: { model } }`: the spec's
 *   `{ status, model }` is kept with `status` as the envelope's own and `model` inside `data`.
 * - GET /homework?group_id= → Homework[] (the class's teacher and admins: all; the class's students: published).
 * - GET /homework/{id} → Homework; PUT /homework/{id} (whole homework, items keep identity by `id`) → Homework;
 *   DELETE /homework/{id} → {id}.
 * - GET /homework/{id}/progress → HomeworkProgress (teacher/admin: every student of the class).
 * - POST /homework/{id}/template {title} → 201 HomeworkTemplate (save as template).
 * - GET /homework-templates → HomeworkTemplate[] (own); POST /homework-templates → 201;
 *   GET/PUT/DELETE /homework-templates/{id}; POST /homework-templates/{id}/homework
 *   {group_id, given_on, due_on, published?} → 201 `{ model }` (create from a template).
 * - GET /students/{id}/homework?subject_id= → StudentHomeworkList (current and past with progress).
 * - POST /homework/{id}/trainers/{itemId}/sessions → 201 TrainerSession (the teacher's settings); the round is
 *   sent to the usual POST /trainers/sessions/{sessionId}/result and, when validated, counts toward the target.
 * - POST /homework/{id}/tasks/{itemId}/answers (multipart: `text` field, `files` file parts) → 201 HomeworkAnswer.
 * - GET /homework/{id}/tasks/{itemId}/answers?student_id= → HomeworkAnswer[] (every version, newest first).
 * - PATCH /homework-answers/{answerId} {status, comment} → HomeworkAnswer (the teacher's review).
 * - POST /files (multipart, one `file` part) → 201 PrivateFile (teachers' task attachments).
 * - GET /files/{id} → the bytes, `Content-Disposition: attachment` with the original name.
 * - POST /homework/{id}/materials/{itemId}/open → HomeworkItemProgress (a student: the material is opened; again is
 *   harmless). GET /homework/{id}/materials/{itemId}/page → LibraryPage, GET …/document → the file (the homework's
 *   readers: its class's students once published, the class's teacher, admins).
 */

export const HOMEWORK_TITLE_MAX = 200;
export const HOMEWORK_DESCRIPTION_MAX = 5000;
export const HOMEWORK_TASK_TEXT_MAX = 10_000;
export const HOMEWORK_ANSWER_TEXT_MAX = 10_000;
export const HOMEWORK_COMMENT_MAX = 2000;
/** A week's work fits easily; a bound against abuse, not a teaching rule. */
export const HOMEWORK_ITEMS_MAX = 20;
export const HOMEWORK_TARGET_ROUNDS_MAX = 100;
/** Files per task item and per answer. */
export const HOMEWORK_FILES_MAX = 10;
/** Largest private file (task attachments and answers): a phone photo or a scanned page fits. */
export const PRIVATE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What a private file may be, told from its content (magic bytes), never from its name. */
export const PRIVATE_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
} as const;
export type PrivateFileExtension = keyof typeof PRIVATE_FILE_TYPES;

/** A calendar day as the teacher picked it; no time zone games. */
export const homeworkDateSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'FIELD_INVALID' })
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(value).toISOString().startsWith(value),
    {
      error: 'FIELD_INVALID',
    },
  );

const titleField = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(HOMEWORK_TITLE_MAX, { error: 'FIELD_TOO_LONG' });
const descriptionField = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(HOMEWORK_DESCRIPTION_MAX, { error: 'FIELD_TOO_LONG' })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

// ---------------------------------------------------------------- files

/** Metadata of an uploaded private file; the bytes are at GET /api/files/{id} for those allowed. */
export const privateFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  created_at: z.string(),
});
export type PrivateFile = z.infer<typeof privateFileSchema>;

// ---------------------------------------------------------------- items (input)

/** The teacher's settings are any JSON here: the trainer's own rules check them (422 `items.N.settings…`). */
export const homeworkTrainerItemInputSchema = z.object({
  /** On PUT: the item being kept (its progress stays); absent: a new item. */
  id: requiredIdField.optional(),
  type: z.literal('trainer'),
  trainer_id: requiredIdField,
  settings: z.unknown().optional(),
  target_rounds: z
    .number({ error: 'FIELD_REQUIRED' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(HOMEWORK_TARGET_ROUNDS_MAX, { error: 'FIELD_INVALID' }),
  /** A round counts only when it scores at least this; null: every validated round counts. */
  min_score: z.number({ error: 'FIELD_INVALID' }).min(0, { error: 'FIELD_INVALID' }).nullable().default(null),
});

export const homeworkTaskItemInputSchema = z.object({
  id: requiredIdField.optional(),
  type: z.literal('task'),
  text: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(HOMEWORK_TASK_TEXT_MAX, { error: 'FIELD_TOO_LONG' }),
  /** Files uploaded first with POST /api/files by the same teacher. */
  file_ids: z.array(requiredIdField).max(HOMEWORK_FILES_MAX, { error: 'FIELD_TOO_LONG' }).default([]),
});

/** A library material of the class's subject that teachers may see (422 `items.N.material_id` otherwise). */
export const homeworkMaterialItemInputSchema = z.object({
  id: requiredIdField.optional(),
  type: z.literal('material'),
  material_id: requiredIdField,
});

export const homeworkItemInputSchema = z.discriminatedUnion('type', [
  homeworkTrainerItemInputSchema,
  homeworkTaskItemInputSchema,
  homeworkMaterialItemInputSchema,
]);
export type HomeworkItemInput = z.infer<typeof homeworkItemInputSchema>;

const itemsField = z
  .array(homeworkItemInputSchema, { error: 'FIELD_REQUIRED' })
  .min(1, { error: 'HOMEWORK_ITEMS_REQUIRED' })
  .max(HOMEWORK_ITEMS_MAX, { error: 'FIELD_TOO_LONG' });

const datesInOrder = (value: { given_on: string; due_on: string }) => value.due_on >= value.given_on;
const datesIssue = { error: 'HOMEWORK_DUE_BEFORE_GIVEN' as const, path: ['due_on'] };

const homeworkFields = z.object({
  title: titleField,
  description: descriptionField,
  given_on: homeworkDateSchema,
  due_on: homeworkDateSchema,
  /** Students see a published homework only; a draft stays with the teacher. */
  published: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  items: itemsField,
});

/** PUT /api/homework/{id}: the whole homework; listed items with an `id` are kept, unlisted ones removed. */
export const homeworkUpdateSchema = homeworkFields.refine(datesInOrder, datesIssue);
export type HomeworkUpdate = z.infer<typeof homeworkUpdateSchema>;

/** POST /api/homework/create (spec §7). */
export const homeworkCreateSchema = homeworkFields
  .extend({ group_id: requiredIdField })
  .refine(datesInOrder, datesIssue);
export type HomeworkCreate = z.infer<typeof homeworkCreateSchema>;

export const homeworkListQuerySchema = z.object({ group_id: queryIdField });
export type HomeworkListQuery = z.infer<typeof homeworkListQuerySchema>;

export const homeworkItemParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  itemId: z.coerce.number().int().positive().max(INT_MAX),
});

// ---------------------------------------------------------------- items (output)

export const homeworkTrainerItemSchema = z.object({
  id: z.number().int(),
  type: z.literal('trainer'),
  trainer_id: z.number().int(),
  /** The catalogue component the web plays (`/trainers/homework/{id}` loads it). */
  component: z.string(),
  trainer_title: localizedTextSchema,
  /** As the teacher gave them (null: the trainer's defaults). */
  settings: z.unknown(),
  target_rounds: z.number().int(),
  min_score: z.number().nullable(),
});
export type HomeworkTrainerItem = z.infer<typeof homeworkTrainerItemSchema>;

export const homeworkTaskItemSchema = z.object({
  id: z.number().int(),
  type: z.literal('task'),
  text: z.string(),
  files: z.array(privateFileSchema),
});
export type HomeworkTaskItem = z.infer<typeof homeworkTaskItemSchema>;

/**
 * A library material as a homework item shows it: the fields of LibraryMaterial a reader needs to open it. Spelled
 * out rather than picked from library.ts, which imports (through materials.ts) this file; homework.test.ts keeps the
 * two in step.
 */
export const homeworkMaterialSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  kind: z.enum(['document', 'picture', 'video', 'link', 'page']),
  title: z.string(),
  description: z.string().nullable(),
  /** A link's page or a video's link; null for the other kinds. */
  url: z.string().nullable(),
  /** A picture's address (/media/…); null for the other kinds. */
  picture_url: z.string().nullable(),
  /** A document's name, size and type (the bytes: GET /homework/{id}/materials/{itemId}/document). */
  document: z.object({ name: z.string(), size: z.number().int(), content_type: z.string() }).nullable(),
  /**
   * An uploaded video's file and its address signed for the reader (the library's video address, which plays for a
   * student of a class whose published homework gives the material); null for a linked video and the other kinds.
   */
  video: z
    .object({
      size: z.number().int(),
      content_type: z.enum(['video/mp4', 'video/webm']),
      url: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
});
export type HomeworkMaterial = z.infer<typeof homeworkMaterialSchema>;

export const homeworkMaterialItemSchema = z.object({
  id: z.number().int(),
  type: z.literal('material'),
  /** Null once an admin deleted the material from the library: the item stays, shown as removed. */
  material_id: z.number().int().nullable(),
  /** What the reader needs to open it (its kind, title, link, picture or document); null when removed. */
  material: homeworkMaterialSchema.nullable(),
});
export type HomeworkMaterialItem = z.infer<typeof homeworkMaterialItemSchema>;

export const homeworkItemSchema = z.discriminatedUnion('type', [
  homeworkTrainerItemSchema,
  homeworkTaskItemSchema,
  homeworkMaterialItemSchema,
]);
export type HomeworkItem = z.infer<typeof homeworkItemSchema>;

export const homeworkSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  subject_id: z.number().int(),
  /** The class's teacher now. */
  teacher_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  given_on: z.string(),
  due_on: z.string(),
  published: z.boolean(),
  /** The template it was made from (spec §3 "template title"); null when written from scratch. */
  template_title: z.string().nullable(),
  /** create-task / task_{taskId}: one task item and nothing else. */
  single_task: z.boolean(),
  items: z.array(homeworkItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Homework = z.infer<typeof homeworkSchema>;

/** POST /api/homework/create and POST /api/homework-templates/{id}/homework: the spec's `model`. */
export const homeworkCreatedSchema = z.object({ model: homeworkSchema });
export type HomeworkCreated = z.infer<typeof homeworkCreatedSchema>;

// ---------------------------------------------------------------- answers

export const HOMEWORK_ANSWER_STATUSES = ['submitted', 'accepted', 'needs_rework'] as const;
export const homeworkAnswerStatusSchema = z.enum(HOMEWORK_ANSWER_STATUSES);
export type HomeworkAnswerStatus = z.infer<typeof homeworkAnswerStatusSchema>;

/** One version of a student's answer to a task item; a resubmission is a new version, the old ones stay. */
export const homeworkAnswerSchema = z.object({
  id: z.number().int(),
  homework_id: z.number().int(),
  item_id: z.number().int(),
  student_id: z.number().int(),
  version: z.number().int(),
  text: z.string(),
  files: z.array(privateFileSchema),
  status: homeworkAnswerStatusSchema,
  comment: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type HomeworkAnswer = z.infer<typeof homeworkAnswerSchema>;

/**
 * The text part of POST /api/homework/{id}/tasks/{itemId}/answers (multipart); files come as `files` parts.
 * An answer needs a text or at least one file.
 */
export const homeworkAnswerTextSchema = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(HOMEWORK_ANSWER_TEXT_MAX, { error: 'FIELD_TOO_LONG' });

export const homeworkAnswersQuerySchema = z.object({
  /** Teachers and admins name the student; a student always reads their own. */
  student_id: queryIdField.optional(),
});
export type HomeworkAnswersQuery = z.infer<typeof homeworkAnswersQuerySchema>;

export const homeworkReviewSchema = z.object({
  status: z.enum(['accepted', 'needs_rework'], { error: 'FIELD_INVALID' }),
  comment: z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .max(HOMEWORK_COMMENT_MAX, { error: 'FIELD_TOO_LONG' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type HomeworkReview = z.infer<typeof homeworkReviewSchema>;

export const homeworkAnswerParamsSchema = z.object({ answerId: z.coerce.number().int().positive().max(INT_MAX) });

// ---------------------------------------------------------------- progress

/**
 * One student's standing on one item: rounds counted for a trainer item, the newest answer for a task, when a
 * material was opened.
 */
export const homeworkItemProgressSchema = z.object({
  item_id: z.number().int(),
  type: z.enum(['trainer', 'task', 'material']),
  /** Trainer items: validated rounds that count (homeworkRoundShortfall), capped at target_rounds; others: 0. */
  rounds_done: z.number().int(),
  /** Trainer items: the target; other items: 0. */
  target_rounds: z.number().int(),
  /** The newest answer version (task items), null when none yet. */
  answer: homeworkAnswerSchema.nullable(),
  /** Trainer: target reached; task: the newest answer is accepted; material: opened, or removed from the library. */
  complete: z.boolean(),
});
export type HomeworkItemProgress = z.infer<typeof homeworkItemProgressSchema>;

/**
 * Why a validated homework round does not count, or null when it does. A teacher's minimum score is the
 * bar when set; without one a round still has to be at least half right, so a round of guesses is not
 * homework done.
 */
export type HomeworkRoundShortfall = { kind: 'min_score'; min_score: number } | { kind: 'half_right'; needed: number };

export function homeworkRoundShortfall(
  round: { score: number; correct: number; total: number },
  minScore: number | null,
): HomeworkRoundShortfall | null {
  if (minScore !== null) return round.score >= minScore ? null : { kind: 'min_score', min_score: minScore };
  const needed = Math.max(1, Math.ceil(round.total / 2));
  return round.correct >= needed ? null : { kind: 'half_right', needed };
}

/** GET /api/homework/{id}/progress: the teacher's table, one row per student of the class. */
export const homeworkProgressSchema = z.object({
  homework_id: z.number().int(),
  students: z.array(
    z.object({
      student_id: z.number().int(),
      name: z.string(),
      items: z.array(homeworkItemProgressSchema),
      complete: z.boolean(),
    }),
  ),
});
export type HomeworkProgress = z.infer<typeof homeworkProgressSchema>;

export const studentHomeworkSchema = homeworkSchema.extend({
  progress: z.array(homeworkItemProgressSchema),
  /** Every item complete. */
  complete: z.boolean(),
});
export type StudentHomework = z.infer<typeof studentHomeworkSchema>;

/** GET /api/students/{id}/homework: current (due today or later) and past, soonest due first / latest first. */
export const studentHomeworkListSchema = z.object({
  current: z.array(studentHomeworkSchema),
  past: z.array(studentHomeworkSchema),
});
export type StudentHomeworkList = z.infer<typeof studentHomeworkListSchema>;

export const studentHomeworkQuerySchema = z.object({ subject_id: queryIdField.optional() });
export type StudentHomeworkQuery = z.infer<typeof studentHomeworkQuerySchema>;

// ---------------------------------------------------------------- templates

/** A template item: a homework item without identity (trainer items keep settings and target). */
export const homeworkTemplateItemSchema = z.discriminatedUnion('type', [
  homeworkTrainerItemSchema.omit({ id: true }),
  homeworkTaskItemSchema.omit({ id: true }),
  homeworkMaterialItemSchema.omit({ id: true }),
]);
export type HomeworkTemplateItem = z.infer<typeof homeworkTemplateItemSchema>;

export const homeworkTemplateSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  items: z.array(homeworkTemplateItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HomeworkTemplate = z.infer<typeof homeworkTemplateSchema>;

/** POST and PUT /api/homework-templates(/{id}); item ids are ignored. */
export const homeworkTemplateBodySchema = z.object({
  title: titleField,
  description: descriptionField,
  items: itemsField,
});
export type HomeworkTemplateBody = z.infer<typeof homeworkTemplateBodySchema>;

/** POST /api/homework/{id}/template: save a homework as a template under this title. */
export const homeworkSaveAsTemplateSchema = z.object({ title: titleField });
export type HomeworkSaveAsTemplate = z.infer<typeof homeworkSaveAsTemplateSchema>;

/** POST /api/homework-templates/{id}/homework: the template's items into a class with these dates. */
export const homeworkFromTemplateSchema = z
  .object({
    group_id: requiredIdField,
    given_on: homeworkDateSchema,
    due_on: homeworkDateSchema,
    published: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  })
  .refine(datesInOrder, datesIssue);
export type HomeworkFromTemplate = z.infer<typeof homeworkFromTemplateSchema>;
