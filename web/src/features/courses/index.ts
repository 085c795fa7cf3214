import { lazy } from 'react';

/** The courses' home card loads on its own, only for a student of the courses' subject (spec §2 course homework). */
export const CoursesContinueCard = lazy(() =>
  import('./student/CoursesContinueCard.tsx').then((module) => ({ default: module.CoursesContinueCard })),
);

export { courseKeys } from './courses.queries.ts';
export { COURSES_STUDENT_PATH } from './student/coursePaths.ts';
