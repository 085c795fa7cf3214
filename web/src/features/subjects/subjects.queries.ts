import { useQuery } from '@tanstack/react-query';
import { subjectsApi, teachersApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export const subjectKeys = {
  all: ['subjects'] as const,
  ofTeacher: (teacherId: number) => ['teacher', teacherId, 'subjects'] as const,
};

/** Subjects rarely change; one fetch serves every card's title and colour. */
export function useSubjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subjectKeys.all,
    queryFn: () => silentApi.call(subjectsApi.list),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** The subject ids a teacher teaches (spec §3 Teacher.subjects): read by the teacher and by admins. */
export function useTeacherSubjects(teacherId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subjectKeys.ofTeacher(teacherId ?? 0),
    queryFn: () => silentApi.call(teachersApi.subjects, { params: { id: teacherId ?? 0 } }),
    enabled: enabled && teacherId !== null,
  });
}
