import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ZeroAnswer,
  type ZeroLessonBody,
  type ZeroLessonCreateBody,
  zeroHomeworkAdminApi,
  zeroHomeworkApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { LIKES_VIEWS_KEY } from '../../lib/likes-balance.ts';
import { SUBJECT_DATA_QUERY_KEY } from '../../lib/subject.tsx';

/** The pages of issue [13]'s introductory lessons (spec §2 /student/zero-homework). */
export const ZERO_HOMEWORK_PATH = '/student/zero-homework';
export const zeroLessonPath = (id: number): string => `${ZERO_HOMEWORK_PATH}/lesson/${id}`;

export const zeroHomeworkKeys = {
  all: ['zero-homework'] as const,
  list: (subjectId: number) => ['zero-homework', 'list', subjectId] as const,
  lesson: (id: number) => ['zero-homework', 'lesson', id] as const,
  admin: (subjectId: number) => ['zero-homework', 'admin', subjectId] as const,
};

export function useZeroLessons(subjectId: number | null) {
  return useQuery({
    queryKey: zeroHomeworkKeys.list(subjectId ?? 0),
    queryFn:
      subjectId === null
        ? skipToken
        : ({ signal }) => silentApi.call(zeroHomeworkApi.list, { query: { subject_id: subjectId } }, { signal }),
  });
}

export function useZeroLesson(id: number) {
  return useQuery({
    queryKey: zeroHomeworkKeys.lesson(id),
    queryFn: ({ signal }) => silentApi.call(zeroHomeworkApi.lesson, { params: { id } }, { signal }),
  });
}

/**
 * Checks the quiz. A finish marks the lesson done in the list; likes it paid make the header's balance and the likes
 * views stale (the realtime accrual updates them too, but a page without the socket must not show the old count).
 */
export function useCompleteZeroLesson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ZeroAnswer[]) => api.call(zeroHomeworkApi.complete, { params: { id }, body: { answers } }),
    onSuccess: (result) => {
      if (!result.completed) return;
      void queryClient.invalidateQueries({ queryKey: zeroHomeworkKeys.all });
      if (result.likes_earned > 0) {
        void queryClient.invalidateQueries({ queryKey: SUBJECT_DATA_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: LIKES_VIEWS_KEY });
      }
    },
  });
}

/** /admin/zero-lessons: a subject's lessons with their questions' right choices. */
export function useAdminZeroLessons(subjectId: number) {
  return useQuery({
    queryKey: zeroHomeworkKeys.admin(subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(zeroHomeworkAdminApi.list, { query: { subject_id: subjectId } }, { signal }),
  });
}

/** An admin's write changes what the students' pages show too, so every zero-homework query goes stale. */
function useAdminMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zeroHomeworkKeys.all }),
  });
}

export function useCreateZeroLesson() {
  return useAdminMutation((body: ZeroLessonCreateBody) => api.call(zeroHomeworkAdminApi.create, { body }));
}

export function useUpdateZeroLesson() {
  return useAdminMutation(({ id, body }: { id: number; body: ZeroLessonBody }) =>
    api.call(zeroHomeworkAdminApi.update, { params: { id }, body }),
  );
}

export function useMoveZeroLesson() {
  return useAdminMutation(({ id, position }: { id: number; position: number }) =>
    api.call(zeroHomeworkAdminApi.move, { params: { id }, body: { position } }),
  );
}

export function useDeleteZeroLesson() {
  return useAdminMutation((id: number) => api.call(zeroHomeworkAdminApi.remove, { params: { id } }));
}
