import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A teacher sees only their own classes; admins see every teacher's. */
export function assertCanSeeTeacherClasses(actor: AuthUser, teacherId: number): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && actor.id === teacherId) return;
  throw new AppError('FORBIDDEN');
}
