import { IconBooks } from '@tabler/icons-react';
import { COURSE_LESSON_TYPES, coursesApi } from '@umka/contracts';
import { useLocation } from 'react-router';
import type { CourseAuthoring } from '../../course-authoring/index.ts';

const AUTHORING = {
  api: coursesApi,
  queryRoot: 'courses',
  lessonTypes: COURSE_LESSON_TYPES,
  texts: 'courses.admin',
  icon: IconBooks,
  openCreatedLesson: true,
  explainsRefusal: true,
} as const;

/** Admins write the courses in their cabinet, the teachers of subject 11 in theirs: the same pages at two places. */
export const ADMIN_COURSE_AUTHORING: CourseAuthoring = {
  ...AUTHORING,
  coursesPath: '/admin/courses',
  lessonsPath: '/admin/course-lessons',
};

export const TEACHER_COURSE_AUTHORING: CourseAuthoring = {
  ...AUTHORING,
  coursesPath: '/teacher/courses',
  lessonsPath: '/teacher/course-lessons',
};

/** The authoring of the cabinet the page is open in, so its links stay there. */
export function useCourseAuthoring(): CourseAuthoring {
  const { pathname } = useLocation();
  return pathname.startsWith('/teacher/') ? TEACHER_COURSE_AUTHORING : ADMIN_COURSE_AUTHORING;
}
