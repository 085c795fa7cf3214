import { IconCode } from '@tabler/icons-react';
import { IT_LESSON_TYPES, itCoursesApi } from '@umka/contracts';
import type { CourseAuthoring } from '../../course-authoring/index.ts';
import { CODE_LANGUAGES } from '../codeLanguages.ts';

/** The admin's IT pages (spec §2 /admin/it-courses, /admin/it-lessons/list and /admin/it-lessons/list/{id}). */
export const IT_AUTHORING: CourseAuthoring = {
  api: itCoursesApi,
  queryRoot: 'it-courses',
  coursesPath: '/admin/it-courses',
  lessonsPath: '/admin/it-lessons/list',
  lessonTypes: IT_LESSON_TYPES,
  texts: 'itCourses.admin',
  icon: IconCode,
  codeLanguages: CODE_LANGUAGES,
};
