import { classStudentIdsAfter, countClassStudents } from './audience.repo.ts';
import { findStudentTeacher, listClassContacts, listSubjectClassmates } from './class-contacts.repo.ts';
import {
  findStudentClassIn,
  hasClassInSubject,
  insertMembership,
  isInTeacherGroups,
  isMember,
  isStudent,
} from './group-students.repo.ts';
import { findGroup, listGroupStudents, listGroups, subjectsWithCurrentGroups } from './groups.repo.ts';
import { listClassRows } from './student-classes.repo.ts';
import {
  allTeacherClasses,
  moveTeacherClasses,
  teacherClassStudents,
  teacherCurrentClassesIn,
  teacherLoads,
} from './teacher-classes.repo.ts';

/** What other modules may ask of groups and their students; each takes the caller's connection or transaction. */
export const groupsPort = {
  findGroup,
  listGroups,
  listGroupStudents,
  subjectsWithCurrentGroups,
  isMember,
  isStudent,
  isInTeacherGroups,
  listClassRows,
  insertMembership,
  hasClassInSubject,
  findStudentClassIn,
  listClassContacts,
  listSubjectClassmates,
  findStudentTeacher,
  classStudentIdsAfter,
  countClassStudents,
  teacherLoads,
  teacherClassStudents,
  allTeacherClasses,
  moveTeacherClasses,
  teacherCurrentClassesIn,
};

export type GroupsPort = typeof groupsPort;
export type { ClassRow } from './student-classes.repo.ts';
