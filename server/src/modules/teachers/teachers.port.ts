import { addTeacherSubjects, teacherSubjectIds, teachesSubject } from './teacher-subjects.repo.ts';
import { insertTeacher, isTeacher } from './teachers.repo.ts';

/** What other modules may ask of teachers; each takes the caller's connection or transaction. */
export const teachersPort = { isTeacher, insertTeacher, teacherSubjectIds, teachesSubject, addTeacherSubjects };

export type TeachersPort = typeof teachersPort;
