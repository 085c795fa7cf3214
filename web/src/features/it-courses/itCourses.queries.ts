import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ItBlockCreate,
  type ItCourseBody,
  type ItCourseList,
  type ItCourseMap,
  type ItLessonContent,
  type ItLessonList,
  type ItLessonListQuery,
  itCoursesApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const itCourseKeys = {
  all: ['it-courses'] as const,
  adminCourses: ['it-courses', 'admin', 'courses'] as const,
  adminLessons: (query: ItLessonListQuery) => ['it-courses', 'admin', 'lessons', query] as const,
  adminLesson: (id: number) => ['it-courses', 'admin', 'lesson', id] as const,
  map: ['it-courses', 'map'] as const,
  lesson: (id: number) => ['it-courses', 'lesson', id] as const,
};

/** Every admin change reloads whatever of the courses is cached: the lists, the editor and the student's map. */
function useItChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itCourseKeys.all }),
  });
}

/* Admin: courses and blocks. */

export function useAdminItCourses() {
  return useQuery({
    queryKey: itCourseKeys.adminCourses,
    queryFn: ({ signal }) => silentApi.call(itCoursesApi.adminCourses, undefined, { signal }),
  });
}

/** Silent: a refused title is said under its field. */
export const useSaveItCourse = () =>
  useItChange(({ id, body }: { id: number | null; body: ItCourseBody }) =>
    id === null
      ? silentApi.call(itCoursesApi.createCourse, { body })
      : silentApi.call(itCoursesApi.updateCourse, { params: { id }, body }),
  );

export const useRemoveItCourse = () =>
  useItChange((id: number) => api.call(itCoursesApi.removeCourse, { params: { id } }));

/** In the given order: the ids a drag produced. */
function inOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A drag shows its new order at once: the cached list is reordered before the server answers, and put back by the
 * reload if the server refused it.
 */
function useOrderChange<Input>(
  call: (input: Input) => Promise<unknown>,
  reorder: (list: ItCourseList, input: Input) => ItCourseList,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: (input: Input) => {
      queryClient.setQueryData<ItCourseList>(itCourseKeys.adminCourses, (list) => (list ? reorder(list, input) : list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: itCourseKeys.all }),
  });
}

export const useOrderItCourses = () =>
  useOrderChange(
    (ids: number[]) => api.call(itCoursesApi.orderCourses, { body: { ids } }),
    (list, ids) => ({ courses: inOrder(list.courses, ids) }),
  );

export const useSaveItBlock = () =>
  useItChange(({ id, body }: { id: number | null; body: ItBlockCreate }) =>
    id === null
      ? silentApi.call(itCoursesApi.createBlock, { body })
      : silentApi.call(itCoursesApi.updateBlock, { params: { id }, body: { title: body.title } }),
  );

export const useRemoveItBlock = () =>
  useItChange((id: number) => api.call(itCoursesApi.removeBlock, { params: { id } }));

export const useOrderItBlocks = () =>
  useOrderChange(
    ({ courseId, ids }: { courseId: number; ids: number[] }) =>
      api.call(itCoursesApi.orderBlocks, { params: { id: courseId }, body: { ids } }),
    (list, { courseId, ids }) => ({
      courses: list.courses.map((course) =>
        course.id === courseId ? { ...course, blocks: inOrder(course.blocks, ids) } : course,
      ),
    }),
  );

/* Admin: lessons. */

export function useAdminItLessons(query: ItLessonListQuery) {
  return useQuery({
    queryKey: itCourseKeys.adminLessons(query),
    queryFn: ({ signal }) => silentApi.call(itCoursesApi.adminLessons, { query }, { signal }),
  });
}

export function useAdminItLesson(id: number | null) {
  return useQuery({
    queryKey: itCourseKeys.adminLesson(id ?? 0),
    queryFn: ({ signal }) => silentApi.call(itCoursesApi.adminLesson, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

export const useSaveItLesson = () =>
  useItChange(({ id, body }: { id: number | null; body: ItLessonContent }) =>
    id === null
      ? silentApi.call(itCoursesApi.createLesson, { body })
      : silentApi.call(itCoursesApi.updateLesson, { params: { id }, body }),
  );

export const useRemoveItLesson = () =>
  useItChange((id: number) => api.call(itCoursesApi.removeLesson, { params: { id } }));

/** Lessons reorder within one block: the list filtered to that block shows the new order at once. */
export function useOrderItLessons(query: ItLessonListQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blockId, ids }: { blockId: number; ids: number[] }) =>
      api.call(itCoursesApi.orderLessons, { params: { id: blockId }, body: { ids } }),
    onMutate: ({ ids }) => {
      queryClient.setQueryData<ItLessonList>(itCourseKeys.adminLessons(query), (list) =>
        list ? { lessons: inOrder(list.lessons, ids) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: itCourseKeys.all }),
  });
}

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
