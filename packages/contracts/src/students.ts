import { z } from 'zod';
import { INT_MAX } from './constants.ts';
import { localizedTextSchema } from './shared-schemas.ts';
import { subjectSchema } from './subjects.ts';
import { studentCharacterSchema } from './wardrobe.ts';

export const STUDENT_SUBJECT_STATUSES = ['active', 'blocked'] as const;
export const studentSubjectStatusSchema = z.enum(STUDENT_SUBJECT_STATUSES);

export const studentSubjectSchema = subjectSchema.extend({
  status: studentSubjectStatusSchema,
  likes_balance: z.number().int(),
});
export type StudentSubject = z.infer<typeof studentSubjectSchema>;

export const studentGroupRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  teacher_id: z.number().int(),
});

export const studentProfileSchema = z.object({
  subjects: z.array(studentSubjectSchema),
  groups: z.array(studentGroupRefSchema),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const subjectTrainerRefSchema = z.object({
  id: z.number().int(),
  component: z.string(),
  title: localizedTextSchema,
});
export type SubjectTrainerRef = z.infer<typeof subjectTrainerRefSchema>;

/**
 * What choosing a subject loads (spec §4): character, trainers, likes and, for
 * subject 1, profession. Each later feature fills its part.
 */
export const subjectDataSchema = z.object({
  subject: subjectSchema,
  likes: z.number().int(),
  /** Likes ever earned in the subject: what the likes gates count (likes-gates.ts). */
  likes_earned: z.number().int(),
  character: studentCharacterSchema.nullable(),
  /** Subject 1 only; null elsewhere and before one is chosen. */
  profession: z
    .object({ id: z.number().int(), level: z.number().int(), title: localizedTextSchema, background: z.string() })
    .nullable(),
  trainers: z.array(subjectTrainerRefSchema),
});
export type SubjectData = z.infer<typeof subjectDataSchema>;

export const studentSubjectParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT_MAX),
  subjectId: z.coerce.number().int().positive().max(INT_MAX),
});

/** The youngest and the oldest a pupil of the platform may be, in whole years on the day the birth date is given. */
export const STUDENT_AGE_MIN = 4;
export const STUDENT_AGE_MAX = 18;

/**
 * `PUT /students/{id}/birth-date`: the date a student was born (YYYY-MM-DD). It places them among those born the same
 * year in the rating by age; a student gives it once, an admin may correct it.
 */
export const birthDateBodySchema = z.object({
  birth_date: z.iso.date({
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'FIELD_REQUIRED' : 'FIELD_INVALID'),
  }),
});
export type BirthDateBody = z.infer<typeof birthDateBodySchema>;

export const birthDateSchema = z.object({ birth_date: z.string(), birth_year: z.number().int() });
export type BirthDate = z.infer<typeof birthDateSchema>;

export const studentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
