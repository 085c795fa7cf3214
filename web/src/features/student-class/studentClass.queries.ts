import { useQuery } from '@tanstack/react-query';
import { studentClassSchema } from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

/** The student's classes of the chosen subject, each with its schedule, materials and recordings. */
export function useStudentClasses(studentId: number | null, subjectId: number | null) {
  return useQuery({
    queryKey: ['studentClass', studentId, subjectId] as const,
    queryFn: () =>
      silentApi.get(`/students/${studentId}/classes`, {
        query: { subject_id: subjectId },
        schema: z.array(studentClassSchema),
      }),
    enabled: studentId !== null,
  });
}
