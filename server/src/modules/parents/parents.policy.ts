import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who manages a child's parent access: the child themself, a teacher of one of their current classes, an admin.
 * `teachesChild` is asked only for a teacher.
 */
export async function assertManagesChildAccess(
  actor: AuthUser,
  studentId: number,
  teachesChild: () => Promise<boolean>,
): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.student && actor.id === studentId) return;
  if (actor.role_id === ROLE.teacher && (await teachesChild())) return;
  throw new AppError('FORBIDDEN');
}

/** A parent reads a child only while linked; any other child answers as if it did not exist. */
export function assertFollows(isLinked: boolean): void {
  if (!isLinked) throw new AppError('NOT_FOUND');
}
