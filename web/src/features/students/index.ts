export { BirthDateForm } from './student/BirthDateForm.tsx';
export { ProfileStatsTabs } from './student/ProfileStatsTabs.tsx';
export { type RatingKind, RatingKindTabs } from './student/RatingKindTabs.tsx';
export { useTeacherStudents } from './students.queries.ts';
export { StudentNotFound } from './teacher/StudentNotFound.tsx';
