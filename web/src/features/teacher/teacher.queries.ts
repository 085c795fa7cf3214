import { useQuery } from '@tanstack/react-query';
import { groupDetailSchema, groupSchema, subjectSchema, teacherSubjectsSchema } from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

const subjectsSchema = z.array(subjectSchema);
const groupsSchema = z.array(groupSchema);

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
    queryFn: () => silentApi.get('/subjects', { schema: subjectsSchema }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** The subject ids a teacher teaches (spec §3 Teacher.subjects): read by the teacher and by admins. */
export function useTeacherSubjects(teacherId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teacherKeys.teacherSubjects(teacherId ?? 0),
    queryFn: () => silentApi.get(`/teachers/${teacherId}/subjects`, { schema: teacherSubjectsSchema }),
    enabled: enabled && teacherId !== null,
  });
}

export function useTeacherClasses(teacherId: number | null) {
  return useQuery({
    queryKey: teacherKeys.classes(teacherId ?? 0),
    queryFn: () => silentApi.get(`/teachers/${teacherId}/groups`, { schema: groupsSchema }),
    enabled: teacherId !== null,
  });
}

export function useTeacherClass(teacherId: number | null, classId: number) {
  return useQuery({
    queryKey: teacherKeys.class(teacherId ?? 0, classId),
    queryFn: () => silentApi.get(`/teachers/${teacherId}/groups/${classId}`, { schema: groupDetailSchema }),
    enabled: teacherId !== null && Number.isInteger(classId) && classId > 0,
  });
}
