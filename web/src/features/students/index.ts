export { BirthDateForm } from './student/BirthDateForm.tsx';
export { ProfileStatsTabs } from './student/ProfileStatsTabs.tsx';
export { type RatingKind, RatingKindTabs } from './student/RatingKindTabs.tsx';
export { useStudentHomework, useTeacherStudents } from './students.queries.ts';
export { CardTabFrame } from './teacher/CardTabFrame.tsx';
export { StudentHomeworkTable } from './teacher/StudentHomeworkTable.tsx';
export { StudentNotFound } from './teacher/StudentNotFound.tsx';
export { useStudentCard } from './teacher/studentCard.ts';
