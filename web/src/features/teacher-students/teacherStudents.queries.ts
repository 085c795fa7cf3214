import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teacherStudentSchema } from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

const studentsSchema = z.array(teacherStudentSchema);

export interface TeacherStudentsFilter {
  classId: number | null;
  search: string;
}

export const teacherStudentsKeys = {
  list: (teacherId: number, filter: TeacherStudentsFilter) => ['teacher', teacherId, 'students', filter] as const,
};

/** The previous answer stays on screen while a new search loads, so the table does not blink at each letter. */
export function useTeacherStudents(teacherId: number | null, filter: TeacherStudentsFilter) {
  return useQuery({
    queryKey: teacherStudentsKeys.list(teacherId ?? 0, filter),
    queryFn: () =>
      silentApi.get(`/teachers/${teacherId}/students`, {
        query: { group_id: filter.classId, search: filter.search || null },
        schema: studentsSchema,
      }),
    enabled: teacherId !== null,
    placeholderData: keepPreviousData,
  });
}
