import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ItCourseMap, itCoursesApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const itCourseKeys = {
  map: ['it-courses', 'map'] as const,
  lesson: (id: number) => ['it-courses', 'lesson', id] as const,
};

/* Students. */

export function useItCourseMap(enabled = true) {
  return useQuery({
    queryKey: itCourseKeys.map,
    queryFn: ({ signal }) => silentApi.call(itCoursesApi.courseMap, undefined, { signal }),
    enabled,
  });
}

export function useItLesson(id: number) {
  return useQuery({
    queryKey: itCourseKeys.lesson(id),
    queryFn: ({ signal }) => silentApi.call(itCoursesApi.lesson, { params: { id } }, { signal }),
  });
}

/** The tick shows at once on the lesson and in the map, whose next lesson the server then recounts. */
export function useMarkItLessonDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(itCoursesApi.markDone, { params: { id } }),
    onSuccess: (result) => {
      queryClient.setQueryData(itCourseKeys.lesson(result.id), (lesson: { done: boolean } | undefined) =>
        lesson ? { ...lesson, done: true } : lesson,
      );
      queryClient.setQueryData<ItCourseMap>(itCourseKeys.map, (map) =>
        map
          ? {
              ...map,
              courses: map.courses.map((course) => ({
                ...course,
                blocks: course.blocks.map((block) => ({
                  ...block,
                  lessons: block.lessons.map((lesson) =>
                    lesson.id === result.id ? { ...lesson, done: true } : lesson,
                  ),
                })),
              })),
            }
          : map,
      );
      void queryClient.invalidateQueries({ queryKey: itCourseKeys.map });
    },
  });
}
