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

export const groupStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type GroupStudent = z.infer<typeof groupStudentSchema>;

export const groupDetailSchema = groupSchema.extend({ students: z.array(groupStudentSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const teacherGroupParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  groupId: z.coerce.number().int().positive(),
});
