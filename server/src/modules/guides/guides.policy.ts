import { isSubjectAllowed, ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Spec §2 "trainers, help | all except 8": a student reads the guides of a subject they study, never of IT; teachers
 * and admins read any subject's.
 */
export function assertMayReadGuides(actor: AuthUser, subjectId: number, activeSubjects: readonly number[]): void {
  if (actor.role_id !== ROLE.student) return;
  if (!isSubjectAllowed('trainers', subjectId) || !activeSubjects.includes(subjectId)) {
    throw new AppError('SUBJECT_NOT_ALLOWED');
  }
}
