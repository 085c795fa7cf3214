import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { teacherStudentsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

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
    queryFn:
      teacherId === null
        ? skipToken
        : () =>
            silentApi.call(teacherStudentsApi.list, {
              params: { id: teacherId },
              query: { group_id: filter.classId ?? undefined, search: filter.search || undefined },
            }),
    placeholderData: keepPreviousData,
  });
}
