import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { pageQuerySchema, queryIdField, requiredIdField } from './envelope.ts';

export const GROUP_TITLE_MAX = 100;
/** The class notice students read on their class page; long enough for a week's announcements. */
export const GROUP_MESSAGE_MAX = 2000;

export const groupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  teacher_id: z.number().int(),
  deleted_at: z.string().nullable(),
  students_count: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type GroupStudent = z.infer<typeof groupStudentSchema>;

export const groupDetailSchema = groupSchema.extend({ students: z.array(groupStudentSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const teacherGroupParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  groupId: z.coerce.number().int().positive().max(INT_MAX),
});

/** `deleted=1` lists the soft-deleted classes instead of the current ones (the "deleted" view). */
const deletedFlag = z
  .enum(['0', '1'], { error: 'FIELD_INVALID' })
  .default('0')
  .transform((value) => value === '1');

export const teacherGroupsQuerySchema = z.object({
  subject_id: queryIdField.optional(),
  deleted: deletedFlag,
});
export type TeacherGroupsQuery = z.infer<typeof teacherGroupsQuerySchema>;

/** GET /groups: a teacher's own classes, or for an admin every class (narrowed by teacher_id). */
export const groupListQuerySchema = pageQuerySchema.extend({
  teacher_id: queryIdField.optional(),
  subject_id: queryIdField.optional(),
  deleted: deletedFlag,
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

const titleField = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(GROUP_TITLE_MAX, { error: 'FIELD_TOO_LONG' });

/** A teacher creates a class of their own; an admin names the teacher it belongs to. */
export const groupCreateSchema = z.object({
  title: titleField,
  subject_id: requiredIdField,
  teacher_id: requiredIdField.optional(),
});
export type GroupCreate = z.infer<typeof groupCreateSchema>;

/** The subject changes only while the class has no students (their subjects were checked against the old one). */
export const groupPatchSchema = z.object({
  title: titleField.optional(),
  subject_id: requiredIdField.optional(),
});
export type GroupPatch = z.infer<typeof groupPatchSchema>;

export const changeTeacherSchema = z.object({ teacher_id: requiredIdField });
export type ChangeTeacher = z.infer<typeof changeTeacherSchema>;

export const groupMessageBodySchema = z.object({
  /** An empty text takes the notice down. */
  text: z.string({ error: 'FIELD_REQUIRED' }).trim().max(GROUP_MESSAGE_MAX, { error: 'FIELD_TOO_LONG' }),
});
export type GroupMessageBody = z.infer<typeof groupMessageBodySchema>;

export const groupMessageSchema = z.object({
  group_id: z.number().int(),
  text: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

export const attachStudentSchema = z.object({ student_id: requiredIdField });
export type AttachStudent = z.infer<typeof attachStudentSchema>;

export const moveStudentSchema = z.object({ group_id: requiredIdField });
export type MoveStudent = z.infer<typeof moveStudentSchema>;

export const groupStudentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  studentId: z.coerce.number().int().positive().max(INT_MAX),
});

/** A student's place in a class, as attach and move answer it. */
export const groupMembershipSchema = z.object({
  group_id: z.number().int(),
  student_id: z.number().int(),
});
export type GroupMembership = z.infer<typeof groupMembershipSchema>;

/**
 * Spec §4 "Student distribution: active or frozen": a student waiting for a class in a subject is either
 * to be placed (active) or put aside for now (frozen, e.g. on holiday), so the list shows who to place first.
 */
export const DISTRIBUTION_STATUSES = ['active', 'frozen'] as const;
export const distributionStatusSchema = z.enum(DISTRIBUTION_STATUSES, { error: 'FIELD_INVALID' });
export type DistributionStatus = z.infer<typeof distributionStatusSchema>;

/** Long enough for a full name; the search matches a part of the name or the email. */
export const DISTRIBUTION_SEARCH_MAX = 100;

export const distributionQuerySchema = pageQuerySchema.extend({
  subject_id: queryIdField.optional(),
  status: distributionStatusSchema.optional(),
  search: z.string().trim().max(DISTRIBUTION_SEARCH_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type DistributionQuery = z.infer<typeof distributionQuerySchema>;

export const distributionEntrySchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject_id: z.number().int(),
  status: distributionStatusSchema,
  /** When the student took up the subject: the longest waiting come first. */
  since: z.string(),
  /** Issue [13]: how many of the subject's introductory (zero-homework) lessons the student has finished. */
  zero_lessons: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type DistributionEntry = z.infer<typeof distributionEntrySchema>;

export const distributionPatchSchema = z.object({
  subject_id: requiredIdField,
  status: z.enum(DISTRIBUTION_STATUSES, {
    error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID'),
  }),
});
export type DistributionPatch = z.infer<typeof distributionPatchSchema>;

export const studentIdParamSchema = z.object({ studentId: z.coerce.number().int().positive().max(INT_MAX) });
