import { z } from 'zod';
import { requiredIdField } from './envelope.ts';

/** At most every subject there is; a teacher teaches at least one (spec §3 Teacher.subjects). */
export const TEACHER_SUBJECTS_MAX = 20;

/** A teacher's subject ids, each a subject of GET /subjects. */
export const teacherSubjectIdsField = z
  .array(requiredIdField, { error: 'NOTHING_SELECTED' })
  .min(1, { error: 'NOTHING_SELECTED' })
  .max(TEACHER_SUBJECTS_MAX, { error: 'FIELD_INVALID' });

/** GET /teachers/{id}/subjects: what the teacher teaches, in the order of the subjects list. */
export const teacherSubjectsSchema = z.object({ subject_ids: z.array(z.number().int()) });
export type TeacherSubjects = z.infer<typeof teacherSubjectsSchema>;

/** PUT /teachers/{id}/subjects (admin): the whole new set; a subject with a current class cannot leave it. */
export const teacherSubjectsBodySchema = z.object({ subject_ids: teacherSubjectIdsField });
export type TeacherSubjectsBody = z.infer<typeof teacherSubjectsBodySchema>;
