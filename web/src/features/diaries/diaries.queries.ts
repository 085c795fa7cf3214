import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DiaryEntryCreate,
  type DiaryEntryUpdate,
  diaryEntrySchema,
  idResultSchema,
  studentDiaryEntrySchema,
} from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

// Silent calls: each page reports its own failure (a field under the form, or the generic error notice).

const entriesSchema = z.array(diaryEntrySchema);
const studentEntriesSchema = z.array(studentDiaryEntrySchema);

export const diariesKeys = {
  all: ['diaries'] as const,
  ofClass: (classId: number) => ['diaries', 'class', classId] as const,
  ofStudent: (studentId: number, subjectId: number | null) => ['diaries', 'student', studentId, subjectId] as const,
};

export function useClassDiary(classId: number, enabled = true) {
  return useQuery({
    queryKey: diariesKeys.ofClass(classId),
    queryFn: () => silentApi.get(`/groups/${classId}/diaries`, { schema: entriesSchema }),
    enabled,
  });
}

/** A student's own rows; the subject narrows them to the classes of that subject. */
export function useStudentDiary(studentId: number | null, subjectId: number | null = null) {
  return useQuery({
    queryKey: diariesKeys.ofStudent(studentId ?? 0, subjectId),
    queryFn: () =>
      silentApi.get(`/students/${studentId}/diaries`, {
        query: { subject_id: subjectId },
        schema: studentEntriesSchema,
      }),
    enabled: studentId !== null,
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
        ? silentApi.post('/diaries', { ...body, group_id: classId } satisfies DiaryEntryCreate, {
            schema: diaryEntrySchema,
          })
        : silentApi.put(`/diaries/${entryId}`, body, { schema: diaryEntrySchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteLesson() {
  const invalidate = useInvalidateDiaries();
  return useMutation({
    mutationFn: (entryId: number) => silentApi.delete(`/diaries/${entryId}`, undefined, { schema: idResultSchema }),
    onSuccess: invalidate,
  });
}
