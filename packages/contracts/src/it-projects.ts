import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { queryIdField, requiredIdField } from './envelope.ts';
import { linkSchema } from './materials.ts';
import { localizedTextSchema } from './shared-schemas.ts';

/**
 * The projects exhibition of the IT direction (spec §3 IT project, §7 IT projects, §9):
 * - GET /it-categories → ItCategory[] (IT students and staff); admins edit them under /admin/it-categories.
 * - GET /it-projects?title&category_id&order_by&page&per_page → {data, last_page, …}: approved projects, or with
 *   `mine=1` the caller's own in any state. GET /it-projects/top → the 20 approved projects with the most likes.
 * - GET /it-projects/{id} → ItProjectDetail: approved, or the caller's own (404 otherwise).
 * - POST /it-projects (multipart `data` + up to IT_PROJECT_MAX_SCREENSHOTS `file` parts) → 201; bad input → 400
 *   IT_PROJECT_INVALID with the fields at fault. POST /it-projects/{id} (`_method=PATCH`) edits the author's own and
 *   sends it back to the teacher; DELETE /it-projects/{id} deletes the author's own, and rejects it for a teacher.
 * - POST and DELETE /it-project-likes {project_id} → {project_id, is_liked, likes_count}.
 * - GET /teachers/{id}/it-projects?status → the projects of that teacher's IT classes; POST /it-projects/{id}/approve
 *   and /reject {comment?}.
 */

/** Spec §9: the exhibition's page and its top list. */
export const IT_PROJECTS_PAGE_SIZE = 20;
export const IT_PROJECTS_MAX_PAGE_SIZE = 50;
export const IT_PROJECTS_TOP_SIZE = 20;
/** A project shows a few screenshots, not an album. */
export const IT_PROJECT_MAX_SCREENSHOTS = 4;
/** A phone's screenshot fits; it is scaled down and re-encoded before it is kept. */
export const IT_PROJECT_SCREENSHOT_MAX_BYTES = 3 * 1024 * 1024;
export const IT_PROJECT_TITLE_MAX = 100;
export const IT_PROJECT_TEXT_MAX = 2000;
export const IT_PROJECT_COMMENT_MAX = 1000;
export const IT_CATEGORY_TITLE_MAX = 60;

export const IT_PROJECT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ItProjectStatus = (typeof IT_PROJECT_STATUSES)[number];
export const IT_PROJECT_ORDERS = ['new', 'likes'] as const;
export type ItProjectOrder = (typeof IT_PROJECT_ORDERS)[number];

/** The method override of spec §7 ("POST /it-projects/{id} with patch method override"). */
export const IT_PROJECT_EDIT_METHOD = 'PATCH';

const text = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'FIELD_TOO_LONG' });

const categoryTitle = text(IT_CATEGORY_TITLE_MAX);

export const itCategoryBodySchema = z.object({
  title: z.object({ 'ru-RU': categoryTitle, 'en-US': categoryTitle, 'uk-UA': categoryTitle }),
  number: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' }),
});
export type ItCategoryBody = z.infer<typeof itCategoryBodySchema>;
export const itCategoryPatchSchema = itCategoryBodySchema.partial();
export type ItCategoryPatch = z.infer<typeof itCategoryPatchSchema>;

export const itCategorySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  number: z.number().int(),
});
export type ItCategory = z.infer<typeof itCategorySchema>;

/**
 * What a student writes about a project (the `data` part of the multipart form). A project shows itself with a
 * screenshot or a link: the service asks for one of the two, since the screenshots come as files beside this.
 */
export const itProjectBodySchema = z.object({
  title: text(IT_PROJECT_TITLE_MAX),
  title_justification: text(IT_PROJECT_TEXT_MAX),
  stages: text(IT_PROJECT_TEXT_MAX),
  difficulties: text(IT_PROJECT_TEXT_MAX),
  reason: text(IT_PROJECT_TEXT_MAX),
  category_id: requiredIdField,
  link: linkSchema.nullable().optional(),
});
export type ItProjectBody = z.infer<typeof itProjectBodySchema>;

/** An edit says everything again, and which of the screenshots it keeps; its new files come after those. */
export const itProjectEditSchema = itProjectBodySchema.extend({
  keep_screenshot_ids: z.array(requiredIdField, { error: 'FIELD_INVALID' }).max(IT_PROJECT_MAX_SCREENSHOTS).default([]),
});
export type ItProjectEdit = z.infer<typeof itProjectEditSchema>;

export const itProjectScreenshotSchema = z.object({ id: z.number().int(), url: z.string() });

/** A project as the exhibition's cards show it. */
export const itProjectCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: itCategorySchema,
  status: z.enum(IT_PROJECT_STATUSES),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** The first screenshot, or null for a project shown by its link alone. */
  cover_url: z.string().nullable(),
  likes_count: z.number().int(),
  is_liked: z.boolean(),
  is_own: z.boolean(),
  created_at: z.string(),
});
export type ItProjectCard = z.infer<typeof itProjectCardSchema>;

export const itProjectDetailSchema = itProjectCardSchema.extend({
  title_justification: z.string(),
  stages: z.string(),
  difficulties: z.string(),
  reason: z.string(),
  link: z.string().nullable(),
  screenshots: z.array(itProjectScreenshotSchema),
  /** The teacher's word on the last decision: shown to the author and to staff only. */
  comment: z.string().nullable(),
  updated_at: z.string(),
});
export type ItProjectDetail = z.infer<typeof itProjectDetailSchema>;

const pageField = z.coerce
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(1, { error: 'FIELD_INVALID' })
  .max(INT_MAX, { error: 'FIELD_INVALID' })
  .default(1);

export const itProjectListQuerySchema = z.object({
  title: z.string().trim().max(IT_PROJECT_TITLE_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  category_id: queryIdField.optional(),
  order_by: z.enum(IT_PROJECT_ORDERS, { error: 'FIELD_INVALID' }).default('new'),
  /** `1`: the caller's own projects in any state instead of the exhibition. */
  mine: z.enum(['0', '1'], { error: 'FIELD_INVALID' }).default('0'),
  page: pageField,
  per_page: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(IT_PROJECTS_MAX_PAGE_SIZE, { error: 'FIELD_INVALID' })
    .default(IT_PROJECTS_PAGE_SIZE),
});
export type ItProjectListQuery = z.infer<typeof itProjectListQuerySchema>;

export const itProjectListSchema = z.object({
  data: z.array(itProjectCardSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ItProjectList = z.infer<typeof itProjectListSchema>;

export const itProjectTopSchema = z.object({ data: z.array(itProjectCardSchema) });
export type ItProjectTop = z.infer<typeof itProjectTopSchema>;

export const itProjectLikeBodySchema = z.object({ project_id: requiredIdField });
export const itProjectLikeSchema = z.object({
  project_id: z.number().int(),
  is_liked: z.boolean(),
  likes_count: z.number().int(),
});
export type ItProjectLike = z.infer<typeof itProjectLikeSchema>;

export const teacherItProjectsQuerySchema = z.object({
  status: z.enum(IT_PROJECT_STATUSES, { error: 'FIELD_INVALID' }).optional(),
  page: pageField,
});
export type TeacherItProjectsQuery = z.infer<typeof teacherItProjectsQuerySchema>;

/** A teacher's queue: every project in full, so a decision needs no second page. */
export const teacherItProjectListSchema = z.object({
  data: z.array(itProjectDetailSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TeacherItProjectList = z.infer<typeof teacherItProjectListSchema>;

export const itProjectReviewSchema = z.object({
  comment: z.string().trim().max(IT_PROJECT_COMMENT_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type ItProjectReview = z.infer<typeof itProjectReviewSchema>;

/** The live event a student's pages hear when a teacher decides on their project (on their `events` channel). */
export const IT_PROJECT_REVIEWED_EVENT = 'itProjectReviewed';
