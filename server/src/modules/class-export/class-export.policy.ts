import { type Group, ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A class's results leave the platform only at its own teacher's request, or an admin's, who sees every class. */
export function assertExportsClass(actor: AuthUser, group: Group): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && group.teacher_id === actor.id) return;
  throw new AppError('FORBIDDEN');
}
