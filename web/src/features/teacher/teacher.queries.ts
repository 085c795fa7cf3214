import { useQuery } from '@tanstack/react-query';
import { subjectsApi, teachersApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export const teacherKeys = {
  subjects: ['subjects'] as const,
  classes: (teacherId: number) => ['teacher', teacherId, 'classes'] as const,
  class: (teacherId: number, classId: number) => ['teacher', teacherId, 'classes', classId] as const,
  teacherSubjects: (teacherId: number) => ['teacher', teacherId, 'subjects'] as const,
};

/** Subjects rarely change; one fetch serves every card's title and colour. */
export function useSubjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teacherKeys.subjects,
    queryFn: () => silentApi.call(subjectsApi.list),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** The subject ids a teacher teaches (spec §3 Teacher.subjects): read by the teacher and by admins. */
export function useTeacherSubjects(teacherId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teacherKeys.teacherSubjects(teacherId ?? 0),
    queryFn: () => silentApi.call(teachersApi.subjects, { params: { id: teacherId ?? 0 } }),
    enabled: enabled && teacherId !== null,
  });
}

export function useTeacherClasses(teacherId: number | null) {
  return useQuery({
    queryKey: teacherKeys.classes(teacherId ?? 0),
    queryFn: () => silentApi.call(teachersApi.groups, { params: { id: teacherId ?? 0 } }),
    enabled: teacherId !== null,
  });
}

export function useTeacherClass(teacherId: number | null, classId: number) {
  return useQuery({
    queryKey: teacherKeys.class(teacherId ?? 0, classId),
    queryFn: () => silentApi.call(teachersApi.group, { params: { id: teacherId ?? 0, groupId: classId } }),
    enabled: teacherId !== null && Number.isInteger(classId) && classId > 0,
  });
}
