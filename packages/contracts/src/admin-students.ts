import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PASSWORD_MAX } from './constants.ts';
import { paginated, queryIdField, requiredIdField } from './envelope.ts';
import { STUDENT_SUBJECT_STATUSES } from './students.ts';
import { emailField, nameField, phoneField } from './users.ts';

/**
 * The admin's students (spec §2 /admin/students, §3 "Student fields in the admin form", §4, §5; issue [14]).
 *
 * A student studies subjects (student_subjects, each active or blocked) and sits in at most one class per subject;
 * the class decides the teacher, so a student waiting for a class has a subject and no teacher yet (distribution).
 * Courses (subjects with IT courses) are not something an admin enrols a student in: the row shows read-only the
 * course the student is in the middle of, from their lesson progress.
 *
 * Endpoints (admins only, under /api):
 * - GET /admin/students?search&subject_id&group_id&teacher_id&status&no_class&sort&order&page&per_page → page of
 *   AdminStudentListItem. `status` is the subject's status when `subject_id` is given, else the account's activity;
 *   `no_class=true` keeps students without a class in the subject (in any of their subjects without `subject_id`).
 * - GET /admin/students/export?<the same filters> → text/csv of every matching student (BOM, localized header row).
 * - GET /admin/students/{id} → AdminStudentDetail; not a student → 404.
 * - POST /admin/students AdminStudentCreateBody → 201 AdminStudentCreated. The platform has no default password
 *   (docs/ADMIN.md): a blank one makes the server generate one, answered once in `generated_password` (null when
 *   the admin typed one); a class of another subject → 422 `subjects.N.group_id` GROUP_SUBJECT_MISMATCH.
 * - PUT /admin/students/{id} AdminStudentUpdateBody → AdminStudentDetail; a blank password keeps the old one; the
 *   subject rows replace the student's subjects (a subject left out is dropped with the student's class in it).
 * - POST /admin/students/move {student_ids, subject_id, group_id} → {count, ids}: every one of them into the class,
 *   all or none; a student not studying the subject → 422 `student_ids.N` STUDENT_NOT_IN_SUBJECT.
 * - POST /admin/students/activity {student_ids, subject_id|null, active} → {count, ids}: the subject's status, or
 *   the account's activity when `subject_id` is null.
 */

export const ADMIN_STUDENT_SORTS = ['name', 'created_at', 'birth_date'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** How many students one bulk action takes: a page of the list at most, several times over. */
export const ADMIN_STUDENT_BULK_MAX = 500;
export const ADMIN_STUDENT_SUBJECTS_MAX = 20;
export const TIMEZONE_MAX = 64;

const statusField = z.enum(STUDENT_SUBJECT_STATUSES, { error: 'FIELD_INVALID' });
/** A subject's status, or without a subject the account's activity. */
export type StudentSubjectStatusFilter = z.infer<typeof statusField>;
const flagField = z
  .enum(['true', 'false'], { error: 'FIELD_INVALID' })
  .transform((value) => value === 'true')
  .optional();

/** The list's filters; the export takes the same without the page. The import helper reuses this name. */
export const adminStudentFilterSchema = z.object({
  search: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).optional(),
  subject_id: queryIdField.optional(),
  group_id: queryIdField.optional(),
  teacher_id: queryIdField.optional(),
  status: statusField.optional(),
  no_class: flagField,
  sort: z.enum(ADMIN_STUDENT_SORTS, { error: 'FIELD_INVALID' }).default('name'),
  order: z.enum(SORT_ORDERS, { error: 'FIELD_INVALID' }).default('asc'),
});
export type AdminStudentFilter = z.infer<typeof adminStudentFilterSchema>;

export const adminStudentListQuerySchema = adminStudentFilterSchema.extend({
  page: z.coerce.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).min(1).default(1),
  per_page: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(MAX_PAGE_SIZE, { error: 'FIELD_INVALID' })
    .default(DEFAULT_PAGE_SIZE),
});
export type AdminStudentListQuery = z.infer<typeof adminStudentListQuerySchema>;

export const adminStudentSubjectSchema = z.object({
  subject_id: z.number().int(),
  status: z.enum(STUDENT_SUBJECT_STATUSES),
  group: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminStudentSubject = z.infer<typeof adminStudentSubjectSchema>;

export const adminStudentListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  birth_date: z.string().nullable(),
  created_at: z.string(),
  subjects: z.array(adminStudentSubjectSchema),
});
export type AdminStudentListItem = z.infer<typeof adminStudentListItemSchema>;
export const adminStudentListSchema = paginated(adminStudentListItemSchema);
export type AdminStudentList = z.infer<typeof adminStudentListSchema>;

/** A subject row of the form, with the course the student is in the middle of where the subject has courses. */
export const adminStudentSubjectDetailSchema = adminStudentSubjectSchema.extend({
  course: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type AdminStudentSubjectDetail = z.infer<typeof adminStudentSubjectDetailSchema>;

export const adminStudentDetailSchema = adminStudentListItemSchema.extend({
  timezone: z.string().nullable(),
  subjects: z.array(adminStudentSubjectDetailSchema),
});
export type AdminStudentDetail = z.infer<typeof adminStudentDetailSchema>;

/** A new student, with the password the server generated for a blank one: answered this once, kept nowhere. */
export const adminStudentCreatedSchema = adminStudentDetailSchema.extend({
  generated_password: z.string().nullable(),
});
export type AdminStudentCreated = z.infer<typeof adminStudentCreatedSchema>;

/** One subject row of the form: the class decides the teacher; no class leaves the student waiting in distribution. */
export const adminStudentSubjectRowSchema = z.object({
  subject_id: requiredIdField,
  status: statusField,
  group_id: requiredIdField.nullable(),
});
export type AdminStudentSubjectRow = z.infer<typeof adminStudentSubjectRowSchema>;

const timezoneField = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .max(TIMEZONE_MAX, { error: 'FIELD_TOO_LONG' })
  .refine((zone) => isTimeZone(zone), { error: 'FIELD_INVALID' })
  .nullable();

/** An IANA zone the runtime knows (what the form's select offers). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const birthDateField = z
  .union([z.iso.date({ error: 'DATE_INVALID' }), z.literal('').transform(() => null), z.null()])
  .optional()
  .transform((value) => value ?? null);

/** Blank keeps the old password (spec §5); on a new student, blank has the server generate one. */
const blankablePassword = z.string({ error: 'FIELD_INVALID' }).max(PASSWORD_MAX, { error: 'FIELD_TOO_LONG' });

const studentFormFields = {
  first_name: nameField('FIRST_NAME_REQUIRED'),
  last_name: nameField('LAST_NAME_REQUIRED'),
  email: emailField,
  phone: z
    .union([phoneField, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((value) => value ?? null),
  timezone: timezoneField,
  birth_date: birthDateField,
  password: blankablePassword,
  subjects: z
    .array(adminStudentSubjectRowSchema, { error: 'FIELD_INVALID' })
    .max(ADMIN_STUDENT_SUBJECTS_MAX, { error: 'FIELD_INVALID' })
    .refine((rows) => new Set(rows.map((row) => row.subject_id)).size === rows.length, { error: 'FIELD_INVALID' }),
};

export const adminStudentCreateBodySchema = z.object(studentFormFields);
export type AdminStudentCreateBody = z.infer<typeof adminStudentCreateBodySchema>;
export type AdminStudentCreateInput = z.input<typeof adminStudentCreateBodySchema>;

/** The whole form again: the subject rows replace the student's subjects. */
export const adminStudentUpdateBodySchema = z.object(studentFormFields);
export type AdminStudentUpdateBody = z.infer<typeof adminStudentUpdateBodySchema>;

const studentIdsField = z
  .array(requiredIdField, { error: 'NOTHING_SELECTED' })
  .min(1, { error: 'NOTHING_SELECTED' })
  .max(ADMIN_STUDENT_BULK_MAX, { error: 'FIELD_INVALID' })
  .transform((ids) => [...new Set(ids)]);

/** A selection into one class of the subject; "to another teacher" is to one of that teacher's classes. */
export const adminStudentMoveBodySchema = z.object({
  student_ids: studentIdsField,
  subject_id: requiredIdField,
  group_id: requiredIdField,
});
export type AdminStudentMoveBody = z.infer<typeof adminStudentMoveBodySchema>;

/** `subject_id` null: the accounts' activity; a subject: the students' status in it. */
export const adminStudentActivityBodySchema = z.object({
  student_ids: studentIdsField,
  subject_id: requiredIdField.nullable(),
  active: z.boolean({ error: 'FIELD_REQUIRED' }),
});
export type AdminStudentActivityBody = z.infer<typeof adminStudentActivityBodySchema>;

export const adminStudentBulkResultSchema = z.object({
  count: z.number().int(),
  ids: z.array(z.number().int()),
});
export type AdminStudentBulkResult = z.infer<typeof adminStudentBulkResultSchema>;
