import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A student sees and does the gymnastics of their active subjects only; teachers and admins see every subject's. */
export function assertMayUseGymnastics(actor: AuthUser, subjectId: number, activeSubjects: readonly number[]): void {
  if (actor.role_id === ROLE.student && !activeSubjects.includes(subjectId)) throw new AppError('SUBJECT_NOT_ALLOWED');
}
