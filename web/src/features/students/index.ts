export { ProfileStatsTabs } from './student/ProfileStatsTabs.tsx';
export { useTeacherStudents } from './students.queries.ts';
export { StudentNotFound } from './teacher/StudentNotFound.tsx';
