import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ItBlockCreate,
  ItCourseBody,
  ItCourseList,
  ItLessonContent,
  ItLessonList,
  ItLessonListQuery,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import type { CourseAuthoring } from './courseAuthoring.ts';

export const courseAuthoringKeys = {
  courses: (root: string) => [root, 'admin', 'courses'] as const,
  lessons: (root: string, query: ItLessonListQuery) => [root, 'admin', 'lessons', query] as const,
  lesson: (root: string, id: number) => [root, 'admin', 'lesson', id] as const,
};

/** Every change reloads whatever of the direction is cached: the lists, the editor and the students' pages. */
function useAuthoringChange<Input, Output>(authoring: CourseAuthoring, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [authoring.queryRoot] }),
  });
}

/* Courses and blocks. */

export function useAuthoredCourses(authoring: CourseAuthoring) {
  return useQuery({
    queryKey: courseAuthoringKeys.courses(authoring.queryRoot),
    queryFn: ({ signal }) => silentApi.call(authoring.api.adminCourses, undefined, { signal }),
  });
}

/** Silent: a refused title is said under its field. */
export const useSaveCourse = (authoring: CourseAuthoring) =>
  useAuthoringChange(authoring, ({ id, body }: { id: number | null; body: ItCourseBody }) =>
    id === null
      ? silentApi.call(authoring.api.createCourse, { body })
      : silentApi.call(authoring.api.updateCourse, { params: { id }, body }),
  );

export const useRemoveCourse = (authoring: CourseAuthoring) =>
  useAuthoringChange(authoring, (id: number) => api.call(authoring.api.removeCourse, { params: { id } }));

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
  authoring: CourseAuthoring,
  call: (input: Input) => Promise<unknown>,
  reorder: (list: ItCourseList, input: Input) => ItCourseList,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: (input: Input) => {
      queryClient.setQueryData<ItCourseList>(courseAuthoringKeys.courses(authoring.queryRoot), (list) =>
        list ? reorder(list, input) : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [authoring.queryRoot] }),
  });
}

export const useOrderCourses = (authoring: CourseAuthoring) =>
  useOrderChange(
    authoring,
    (ids: number[]) => api.call(authoring.api.orderCourses, { body: { ids } }),
    (list, ids) => ({ courses: inOrder(list.courses, ids) }),
  );

export const useSaveBlock = (authoring: CourseAuthoring) =>
  useAuthoringChange(authoring, ({ id, body }: { id: number | null; body: ItBlockCreate }) =>
    id === null
      ? silentApi.call(authoring.api.createBlock, { body })
      : silentApi.call(authoring.api.updateBlock, { params: { id }, body: { title: body.title } }),
  );

export const useRemoveBlock = (authoring: CourseAuthoring) =>
  useAuthoringChange(authoring, (id: number) => api.call(authoring.api.removeBlock, { params: { id } }));

export const useOrderBlocks = (authoring: CourseAuthoring) =>
  useOrderChange(
    authoring,
    ({ courseId, ids }: { courseId: number; ids: number[] }) =>
      api.call(authoring.api.orderBlocks, { params: { id: courseId }, body: { ids } }),
    (list, { courseId, ids }) => ({
      courses: list.courses.map((course) =>
        course.id === courseId ? { ...course, blocks: inOrder(course.blocks, ids) } : course,
      ),
    }),
  );

/* Lessons. */

export function useAuthoredLessons(authoring: CourseAuthoring, query: ItLessonListQuery) {
  return useQuery({
    queryKey: courseAuthoringKeys.lessons(authoring.queryRoot, query),
    queryFn: ({ signal }) => silentApi.call(authoring.api.adminLessons, { query }, { signal }),
  });
}

export function useAuthoredLesson(authoring: CourseAuthoring, id: number | null) {
  return useQuery({
    queryKey: courseAuthoringKeys.lesson(authoring.queryRoot, id ?? 0),
    queryFn: ({ signal }) => silentApi.call(authoring.api.adminLesson, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

export const useSaveLesson = (authoring: CourseAuthoring) =>
  useAuthoringChange(authoring, ({ id, body }: { id: number | null; body: ItLessonContent }) =>
    id === null
      ? silentApi.call(authoring.api.createLesson, { body })
      : silentApi.call(authoring.api.updateLesson, { params: { id }, body }),
  );

export const useRemoveLesson = (authoring: CourseAuthoring) =>
  useAuthoringChange(authoring, (id: number) => api.call(authoring.api.removeLesson, { params: { id } }));

/** Lessons reorder within one block: the list filtered to that block shows the new order at once. */
export function useOrderLessons(authoring: CourseAuthoring, query: ItLessonListQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blockId, ids }: { blockId: number; ids: number[] }) =>
      api.call(authoring.api.orderLessons, { params: { id: blockId }, body: { ids } }),
    onMutate: ({ ids }) => {
      queryClient.setQueryData<ItLessonList>(courseAuthoringKeys.lessons(authoring.queryRoot, query), (list) =>
        list ? { lessons: inOrder(list.lessons, ids) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [authoring.queryRoot] }),
  });
}
