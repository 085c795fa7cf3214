import { countStudents, studentIdsAfter } from './audience.repo.ts';
import { lockStudents } from './student-locks.repo.ts';
import {
  enrollSubjects,
  findActiveSubjectOfMain,
  findStudentSubjectStatus,
  insertStudent,
  setSubjectStatus,
} from './students.repo.ts';

/** What other modules may ask of students; each takes the caller's connection or transaction. */
export const studentsPort = {
  insertStudent,
  enrollSubjects,
  setSubjectStatus,
  findStudentSubjectStatus,
  findActiveSubjectOfMain,
  studentIdsAfter,
  countStudents,
  lockStudents,
};

export type StudentsPort = typeof studentsPort;
