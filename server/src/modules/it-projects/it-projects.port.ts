import { isInTeacherItClass, teacherItStudents } from './it-projects.repo.ts';

/** Who a student's IT teacher is, as the exhibition decides it: other IT modules ask the same. */
export const itProjectsPort = { isInTeacherItClass, teacherItStudents };

export type ItProjectsPort = typeof itProjectsPort;
