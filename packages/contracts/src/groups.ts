import { z } from 'zod';

export const groupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  teacher_id: z.number().int(),
  deleted_at: z.string().nullable(),
  students_count: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;
