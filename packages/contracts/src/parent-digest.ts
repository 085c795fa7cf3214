import { z } from 'zod';
import { localizedTextSchema } from './shared-schemas.ts';

const count = z.number().int().nonnegative();

/** Where the child stands on the homework of one subject that was live in the week (docs/PARENT-DIGEST.md). */
export const childWeekHomeworkSchema = z.object({
  done: count,
  /** Not done yet and not due yet. */
  open: count,
  /** Not done and its due day has passed. */
  overdue: count,
});
export type ChildWeekHomework = z.infer<typeof childWeekHomeworkSchema>;

/** A diary mark a teacher gave for a lesson of the week. */
export const childWeekMarkSchema = z.object({
  /** The lesson's day, YYYY-MM-DD. */
  date: z.string(),
  mark: z.number().int(),
});

/** One subject of the child's week: every subject the child studies, and any other the child was active in. */
export const childWeekSubjectSchema = z.object({
  subject_id: z.number().int(),
  title: localizedTextSchema,
  /** Validated trainer rounds, and the time spent in them rounded to whole minutes. */
  rounds: count,
  minutes: count,
  homework: childWeekHomeworkSchema,
  likes_earned: count,
  likes_spent: count,
  marks: z.array(childWeekMarkSchema),
});
export type ChildWeekSubject = z.infer<typeof childWeekSubjectSchema>;

export const childWeekCertificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issued_on: z.string(),
});

/** A child's week on the platform from `from` (inclusive) to `to` (exclusive), ISO times. */
export const childWeekSchema = z.object({
  student_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  subjects: z.array(childWeekSubjectSchema),
  certificates: z.array(childWeekCertificateSchema),
});
export type ChildWeek = z.infer<typeof childWeekSchema>;

/** A parent's own settings: whether the weekly digest mail comes. */
export const parentSettingsSchema = z.object({
  digest_enabled: z.boolean(),
});
export type ParentSettings = z.infer<typeof parentSettingsSchema>;
