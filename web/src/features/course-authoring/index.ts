export { AuthoringCoursesPage } from './admin/AuthoringCoursesPage.tsx';
export { AuthoringLessonEditPage } from './admin/AuthoringLessonEditPage.tsx';
export { AuthoringLessonsPage } from './admin/AuthoringLessonsPage.tsx';
export type { CourseAuthoring } from './courseAuthoring.ts';
