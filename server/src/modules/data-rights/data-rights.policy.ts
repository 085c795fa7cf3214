import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who exercises a child's data rights: an admin, and a parent for a child they follow. A teacher reads a
 * class's progress but neither takes a child's whole record away nor erases it. `followsStudent` is asked
 * for parents only.
 */
export async function assertKeepsStudentData(actor: AuthUser, followsStudent: () => Promise<boolean>): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.parent && (await followsStudent())) return;
  throw new AppError('FORBIDDEN');
}
