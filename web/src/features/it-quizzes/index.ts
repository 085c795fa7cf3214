export { LessonQuizzesSection } from './admin/LessonQuizzesSection.tsx';
export { ItLessonQuizzes } from './student/ItLessonQuizzes.tsx';
