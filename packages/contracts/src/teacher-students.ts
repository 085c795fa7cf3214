import { z } from 'zod';
import { INT_MAX } from './constants.ts';

/** Long enough for a full name; the search matches a part of the name or the email. */
export const TEACHER_STUDENTS_SEARCH_MAX = 100;

/** GET /teachers/{id}/students: the students of the teacher's current classes, or of one of them. */
export const teacherStudentsQuerySchema = z.object({
  group_id: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .positive({ error: 'FIELD_INVALID' })
    .max(INT_MAX, { error: 'FIELD_INVALID' })
    .optional(),
  search: z.string().trim().max(TEACHER_STUDENTS_SEARCH_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type TeacherStudentsQuery = z.infer<typeof teacherStudentsQuerySchema>;

export const teacherStudentClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
});
export type TeacherStudentClass = z.infer<typeof teacherStudentClassSchema>;

/** A student once however many of the teacher's classes they are in; `classes` names those classes. */
export const teacherStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  classes: z.array(teacherStudentClassSchema),
});
export type TeacherStudent = z.infer<typeof teacherStudentSchema>;
