import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ItQuestionBody, type ItQuizAnswer, itQuizzesApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const itQuizKeys = {
  all: ['it-quizzes'] as const,
  lesson: (lessonId: number) => ['it-quizzes', 'admin', 'lesson', lessonId] as const,
  adminQuiz: (id: number) => ['it-quizzes', 'admin', 'quiz', id] as const,
  list: ['it-quizzes', 'student', 'list'] as const,
  quiz: (id: number) => ['it-quizzes', 'student', 'quiz', id] as const,
};

/** Any change reloads whatever of the quizzes is cached. */
function useQuizChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itQuizKeys.all }),
  });
}

/* Admin. */

export function useLessonQuizzes(lessonId: number) {
  return useQuery({
    queryKey: itQuizKeys.lesson(lessonId),
    queryFn: ({ signal }) => silentApi.call(itQuizzesApi.lessonQuizzes, { params: { id: lessonId } }, { signal }),
  });
}

export function useAdminQuiz(id: number) {
  return useQuery({
    queryKey: itQuizKeys.adminQuiz(id),
    queryFn: ({ signal }) => silentApi.call(itQuizzesApi.adminQuiz, { params: { id } }, { signal }),
  });
}

/** Silent: a refused title is said under its field. */
export const useSaveQuiz = () =>
  useQuizChange(({ id, lessonId, title }: { id: number | null; lessonId: number; title: string }) =>
    id === null
      ? silentApi.call(itQuizzesApi.createQuiz, { body: { lesson_id: lessonId, title } })
      : silentApi.call(itQuizzesApi.updateQuiz, { params: { id }, body: { title } }),
  );

export const useRemoveQuiz = () => useQuizChange((id: number) => api.call(itQuizzesApi.removeQuiz, { params: { id } }));

export const useOrderQuizzes = () =>
  useQuizChange(({ lessonId, ids }: { lessonId: number; ids: number[] }) =>
    api.call(itQuizzesApi.orderQuizzes, { params: { id: lessonId }, body: { ids } }),
  );

export const useOrderQuestions = () =>
  useQuizChange(({ quizId, ids }: { quizId: number; ids: number[] }) =>
    api.call(itQuizzesApi.orderQuestions, { params: { id: quizId }, body: { ids } }),
  );

/** Silent: refused fields are said under the form's fields. */
export const useSaveQuestion = () =>
  useQuizChange(({ quizId, id, body }: { quizId: number; id: number | null; body: ItQuestionBody }) =>
    id === null
      ? silentApi.call(itQuizzesApi.createQuestion, { params: { id: quizId }, body })
      : silentApi.call(itQuizzesApi.updateQuestion, { params: { id }, body }),
  );

export const useRemoveQuestion = () =>
  useQuizChange((id: number) => api.call(itQuizzesApi.removeQuestion, { params: { id } }));

/* Student. */

export function useStudentQuizzes() {
  return useQuery({
    queryKey: itQuizKeys.list,
    queryFn: ({ signal }) => silentApi.call(itQuizzesApi.studentQuizzes, undefined, { signal }),
  });
}

export function useStudentQuiz(id: number) {
  return useQuery({
    queryKey: itQuizKeys.quiz(id),
    queryFn: ({ signal }) => silentApi.call(itQuizzesApi.studentQuiz, { params: { id } }, { signal }),
  });
}

export function useSubmitQuiz(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ItQuizAnswer[]) =>
      api.call(itQuizzesApi.submitAttempt, { params: { id }, body: { answers } }),
    // The list's best score and attempts change; the questions on screen stay as they are.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itQuizKeys.list }),
  });
}
