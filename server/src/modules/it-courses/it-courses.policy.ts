import { IT_LESSON_TYPES, ROLE, SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertSubjectActive } from '../students/students.policy.ts';
import { studentsPort } from '../students/students.port.ts';
import type { CourseDirection } from './it-courses-admin.service.ts';

/**
 * IT pages are for subject 8 only (spec §2 table): a student learns from the courses while the IT subject is theirs
 * and active; a teacher reads them, to know what their IT students learn.
 */
export async function assertMayLearnIt(db: Kysely<DB>, actor: AuthUser): Promise<void> {
  if (actor.role_id === ROLE.teacher) return;
  assertSubjectActive(await studentsPort.findStudentSubjectStatus(db, actor.id, SUBJECT_IT));
}

/** Whose progress a read shows: a student's own, nobody's for a teacher. */
export function learnerOf(actor: AuthUser): number | null {
  return actor.role_id === ROLE.student ? actor.id : null;
}

/** The IT direction's courses are written by admins alone (spec §2 /admin/it-courses). */
export const itDirection: CourseDirection = {
  subjectId: SUBJECT_IT,
  lessonTypes: IT_LESSON_TYPES,
  async assertAuthor(_db, actor) {
    if (actor.role_id !== ROLE.admin) throw new AppError('FORBIDDEN');
  },
};
