import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CourseLessonHomework, type CourseLessonHomeworkBody, coursesApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { courseKeys } from './courses.queries.ts';

/** A lesson's homework as its author writes it (the lists and the lesson itself come from course-authoring). */
export const lessonHomeworkKey = (lessonId: number) => ['courses', 'admin', 'homework', lessonId] as const;

export function useLessonHomework(lessonId: number) {
  return useQuery({
    queryKey: lessonHomeworkKey(lessonId),
    queryFn: ({ signal }) => silentApi.call(coursesApi.lessonHomework, { params: { id: lessonId } }, { signal }),
  });
}

/** The saved homework replaces the cached one; the students' pages of the courses reload. */
function useHomeworkChange<Input>(lessonId: number, call: (input: Input) => Promise<CourseLessonHomework>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      queryClient.setQueryData(lessonHomeworkKey(lessonId), saved);
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

/** Silent: a refused field is said under it. */
export const useSaveLessonHomework = (lessonId: number) =>
  useHomeworkChange(lessonId, (body: CourseLessonHomeworkBody) =>
    silentApi.call(coursesApi.saveLessonHomework, { params: { id: lessonId }, body }),
  );

export const useRemoveLessonHomework = (lessonId: number) =>
  useHomeworkChange(lessonId, () => api.call(coursesApi.removeLessonHomework, { params: { id: lessonId } }));
