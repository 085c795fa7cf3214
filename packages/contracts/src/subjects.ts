import { z } from 'zod';
import { localizedTextSchema } from './shared-schemas.ts';
import { SUBJECT_MAIN_IDS } from './subject-groups.ts';

export const subjectMainIdSchema = z.literal(SUBJECT_MAIN_IDS);

export const subjectSchema = z.object({
  id: z.number().int(),
  main_id: subjectMainIdSchema,
  title: localizedTextSchema,
  color: z.string(),
  /** Offered to students at registration and subject choice; closed while it has nothing to do yet. */
  is_open: z.boolean(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** PATCH /api/subjects/{id} (admin): open a subject to students or close it. */
export const subjectOpenSchema = z.object({ is_open: z.boolean({ error: 'FIELD_INVALID' }) });
export type SubjectOpen = z.infer<typeof subjectOpenSchema>;

/** What the client persists as `subject` (spec §3). */
export const chosenSubjectSchema = z.object({
  id: z.number().int(),
  main_id: subjectMainIdSchema,
});
export type ChosenSubject = z.infer<typeof chosenSubjectSchema>;
