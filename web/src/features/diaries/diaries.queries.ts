import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DiaryEntryUpdate, diariesApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

// Silent calls: each page reports its own failure (a field under the form, or the generic error notice).

export const diariesKeys = {
  all: ['diaries'] as const,
  ofClass: (classId: number) => ['diaries', 'class', classId] as const,
  ofStudent: (studentId: number, subjectId: number | null) => ['diaries', 'student', studentId, subjectId] as const,
};

export function useClassDiary(classId: number, enabled = true) {
  return useQuery({
    queryKey: diariesKeys.ofClass(classId),
    queryFn: () => silentApi.call(diariesApi.ofGroup, { params: { id: classId } }),
    enabled,
  });
}

/** A student's own rows; the subject narrows them to the classes of that subject. */
export function useStudentDiary(studentId: number | null, subjectId: number | null = null) {
  return useQuery({
    queryKey: diariesKeys.ofStudent(studentId ?? 0, subjectId),
    queryFn:
      studentId === null
        ? skipToken
        : () =>
            silentApi.call(diariesApi.ofStudent, {
              params: { id: studentId },
              query: { subject_id: subjectId ?? undefined },
            }),
  });
}

/** A saved lesson changes the class's list and its students' diaries, so every diary is read again. */
function useInvalidateDiaries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: diariesKeys.all });
}

export function useSaveLesson(classId: number) {
  const invalidate = useInvalidateDiaries();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: number | null; body: DiaryEntryUpdate }) =>
      entryId === null
        ? silentApi.call(diariesApi.create, { body: { ...body, group_id: classId } })
        : silentApi.call(diariesApi.update, { params: { id: entryId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteLesson() {
  const invalidate = useInvalidateDiaries();
  return useMutation({
    mutationFn: (entryId: number) => silentApi.call(diariesApi.remove, { params: { id: entryId } }),
    onSuccess: invalidate,
  });
}
