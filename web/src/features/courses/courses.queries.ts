import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CourseLesson, coursesApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { certificatesKeys } from '../certificates/index.ts';
import { studentHomeworkKeys } from '../homework/index.ts';

/** The student's side of the courses of subject 11 (spec §2 /student/courses…, issue [13]). */
export const courseKeys = {
  all: ['courses', 'student'] as const,
  list: ['courses', 'student', 'list'] as const,
  course: (id: number) => ['courses', 'student', 'course', id] as const,
  lesson: (id: number) => ['courses', 'student', 'lesson', id] as const,
};

/** Silent everywhere: each page says what failed in place, with a retry. */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list,
    queryFn: ({ signal }) => silentApi.call(coursesApi.list, undefined, { signal }),
  });
}

export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.course(id),
    queryFn: ({ signal }) => silentApi.call(coursesApi.course, { params: { id } }, { signal }),
  });
}

/**
 * Always asked again when the page opens: the homework's progress moves elsewhere (a trainer round played, the
 * teacher's review), and the child comes back here to see it.
 */
export function useCourseLesson(id: number) {
  return useQuery({
    queryKey: courseKeys.lesson(id),
    queryFn: ({ signal }) => silentApi.call(coursesApi.lesson, { params: { id } }, { signal }),
    refetchOnMount: 'always',
  });
}

/** Progress shows on the lesson, its course and the course cards, so all of them are asked again. */
export function useRefreshCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
}

/**
 * Gives the lesson's homework to the student's class. The homework list is asked again too: the trainer page finds
 * the new homework's items there.
 */
export function useStartCourseHomework(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => silentApi.call(coursesApi.startHomework, { params: { id: lessonId } }),
    onSuccess: (started) => {
      queryClient.setQueryData<CourseLesson>(courseKeys.lesson(lessonId), (lesson) =>
        lesson?.homework ? { ...lesson, homework: { ...lesson.homework, started } } : lesson,
      );
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
      void queryClient.invalidateQueries({ queryKey: studentHomeworkKeys.all });
    },
    // A refusal (the student has just left their class, say) is best explained by the lesson as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: courseKeys.lesson(lessonId) }),
  });
}

/** Marks the lesson done; a certificate it brought shows among the student's certificates at once. */
export function useCompleteCourseLesson(lessonId: number) {
  const queryClient = useQueryClient();
  const studentId = useAuth().user?.id ?? null;
  return useMutation({
    mutationFn: () => silentApi.call(coursesApi.complete, { params: { id: lessonId } }),
    onSuccess: (result) => {
      queryClient.setQueryData<CourseLesson>(courseKeys.lesson(lessonId), (lesson) =>
        lesson ? { ...lesson, done: true } : lesson,
      );
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
      if (result.certificate && studentId !== null) {
        void queryClient.invalidateQueries({ queryKey: certificatesKeys.student(studentId) });
      }
    },
  });
}
