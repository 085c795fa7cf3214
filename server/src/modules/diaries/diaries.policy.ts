import { type Group, ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** Only the class's own teacher writes its lessons; an admin reads them but does not mark another's class. */
export function assertWritesDiary(actor: AuthUser, group: Group): void {
  if (actor.role_id === ROLE.teacher && group.teacher_id === actor.id) return;
  throw new AppError('FORBIDDEN');
}

/**
 * A student reads their own diary, a teacher that of a student in one of their current classes
 * (and of those classes only, see the service), an admin anyone's.
 */
export async function assertReadsStudentDiary(
  actor: AuthUser,
  studentId: number,
  teachesStudent: () => Promise<boolean>,
  /** A parent reads a child they follow (issue [15]); `followsStudent` is asked only for a parent. */
  followsStudent: () => Promise<boolean>,
): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.student && actor.id === studentId) return;
  if (actor.role_id === ROLE.teacher && (await teachesStudent())) return;
  if (actor.role_id === ROLE.parent && (await followsStudent())) return;
  throw new AppError('FORBIDDEN');
}
