import { COURSE_LESSON_TYPES, ROLE, SUBJECT_COURSES } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CourseDirection } from '../it-courses/it-courses-admin.service.ts';
import { assertSubjectActive } from '../students/students.policy.ts';
import { studentsPort } from '../students/students.port.ts';
import { teachersPort } from '../teachers/teachers.port.ts';

/** Admins, and the teachers who teach the course direction, write its courses and their lessons' homework. */
export async function assertCourseAuthor(db: Kysely<DB>, actor: AuthUser): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && (await teachersPort.teachesSubject(db, actor.id, SUBJECT_COURSES))) return;
  throw new AppError('FORBIDDEN');
}

/** The course direction (subject 11) as the shared authoring service writes it: text, video and link lessons. */
export const coursesDirection: CourseDirection = {
  subjectId: SUBJECT_COURSES,
  lessonTypes: COURSE_LESSON_TYPES,
  assertAuthor: assertCourseAuthor,
};

/**
 * Course pages are for subject 11 (spec §2 table, "course homework"): a student learns while the subject is theirs and
 * active; a teacher reads the courses, to know what their students learn.
 */
export async function assertMayLearnCourses(db: Kysely<DB>, actor: AuthUser): Promise<void> {
  if (actor.role_id === ROLE.teacher) return;
  assertSubjectActive(await studentsPort.findStudentSubjectStatus(db, actor.id, SUBJECT_COURSES));
}

/** Whose progress a read shows: a student's own, nobody's for a teacher. */
export function learnerOf(actor: AuthUser): number | null {
  return actor.role_id === ROLE.student ? actor.id : null;
}
