import { z } from 'zod';
import { localizedTextSchema } from './locale.ts';

/** Subject main ids of spec §1: 1 math, 2 reader, 3 mental arithmetic, 8 IT, 9–11 courses. */
export const SUBJECT_MAIN_IDS = [1, 2, 3, 8, 9, 10, 11] as const;
export type SubjectMainId = (typeof SUBJECT_MAIN_IDS)[number];
export const subjectMainIdSchema = z.literal(SUBJECT_MAIN_IDS);

export const SUBJECT_IT = 8;

/**
 * Which subject main ids each student page group accepts (spec §2 table).
 * The route guards and the student menu both read this one table.
 */
export const PAGE_GROUP_SUBJECTS = {
  job: [1],
  mentalTest: [1, 3],
  homework: [2, 3, 9, 10],
  albums: [2, 3],
  courseHomework: [11],
  it: [8],
  common: [1, 2, 3, 8, 9, 10, 11],
  trainers: [1, 2, 3, 9, 10, 11],
} as const satisfies Record<string, readonly SubjectMainId[]>;
export type PageGroup = keyof typeof PAGE_GROUP_SUBJECTS;

export function isSubjectAllowed(group: PageGroup, mainId: number): boolean {
  return (PAGE_GROUP_SUBJECTS[group] as readonly number[]).includes(mainId);
}

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
