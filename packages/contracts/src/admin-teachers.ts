import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PASSWORD_MAX } from './constants.ts';
import { paginated, queryIdField } from './envelope.ts';
import { teacherSubjectIdsField } from './teachers.ts';
import { emailField, nameField, phoneField } from './users.ts';

/** Columns the admin's teachers table sorts by. */
export const TEACHER_SORTS = ['name', 'email', 'created_at', 'classes_count', 'students_count'] as const;
export type TeacherSort = (typeof TEACHER_SORTS)[number];

/** GET /admin/teachers: search by name or email, one subject, active or blocked, a sort and a page. */
export const adminTeacherListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  subject_id: queryIdField.optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(TEACHER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type AdminTeacherListQuery = z.infer<typeof adminTeacherListQuerySchema>;

/** One teacher as the admin sees them (spec §3 Teacher), with what they teach and how much. */
export const adminTeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  subject_ids: z.array(z.number().int()),
  /** Current (not deleted) classes. */
  classes_count: z.number().int(),
  /** Distinct students across the current classes. */
  students_count: z.number().int(),
  created_at: z.string(),
});
export type AdminTeacher = z.infer<typeof adminTeacherSchema>;

export const adminTeacherListSchema = paginated(adminTeacherSchema);

export const adminTeacherClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  students_count: z.number().int(),
});

export const adminTeacherStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  group_id: z.number().int(),
  group_title: z.string(),
});

/** GET /admin/teachers/{id}: the profile, the current classes and the students in them. */
export const adminTeacherDetailSchema = z.object({
  teacher: adminTeacherSchema,
  classes: z.array(adminTeacherClassSchema),
  students: z.array(adminTeacherStudentSchema),
  /** Deleted classes, which can be restored and so move with the current ones when the teacher is deleted. */
  deleted_classes_count: z.number().int(),
  /** The subjects of every class, deleted ones included: whoever takes the classes over must teach all of them. */
  class_subject_ids: z.array(z.number().int()),
});
export type AdminTeacherDetail = z.infer<typeof adminTeacherDetailSchema>;

/** A new teacher, with the password the server generated for a blank one: answered this once, kept nowhere. */
export const adminTeacherCreatedSchema = adminTeacherDetailSchema.extend({
  generated_password: z.string().nullable(),
});
export type AdminTeacherCreated = z.infer<typeof adminTeacherCreatedSchema>;

/**
 * The spec §3 teacher form; a new teacher teaches at least one subject. A blank or absent password has the server
 * generate one (there is no default password to keep), answered once in `generated_password`.
 */
export const createTeacherBodySchema = z.object({
  first_name: nameField('FIRST_NAME_REQUIRED'),
  last_name: nameField('LAST_NAME_REQUIRED'),
  email: emailField,
  phone: phoneField,
  password: z.string({ error: 'FIELD_INVALID' }).max(PASSWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  subject_ids: teacherSubjectIdsField,
});
export type CreateTeacherBody = z.infer<typeof createTeacherBodySchema>;

/** Every field may be left out; a blank password keeps the old one (spec §5). */
export const updateTeacherBodySchema = z.object({
  first_name: nameField('FIRST_NAME_REQUIRED').optional(),
  last_name: nameField('LAST_NAME_REQUIRED').optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  password: z.string().max(PASSWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  subject_ids: teacherSubjectIdsField.optional(),
});
export type UpdateTeacherBody = z.infer<typeof updateTeacherBodySchema>;

export const teacherActivityBodySchema = z.object({ is_active: z.boolean({ error: 'NOTHING_SELECTED' }) });

/** DELETE /admin/teachers/{id}: a teacher with classes goes only with a teacher to take them over. */
export const deleteTeacherQuerySchema = z.object({ target_teacher_id: queryIdField.optional() });

export const deleteTeacherResultSchema = z.object({
  id: z.number().int(),
  /** The ids of the classes that moved to the target teacher. */
  moved_group_ids: z.array(z.number().int()),
});
