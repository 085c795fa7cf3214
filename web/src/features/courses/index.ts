export { courseKeys } from './courses.queries.ts';
export { COURSES_STUDENT_PATH } from './student/coursePaths.ts';
