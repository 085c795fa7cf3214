import { enrollSubjects, findStudentSubjectStatus, insertStudent } from './students.repo.ts';

/** What other modules may ask of students; each takes the caller's connection or transaction. */
export const studentsPort = { insertStudent, enrollSubjects, findStudentSubjectStatus };

export type StudentsPort = typeof studentsPort;
