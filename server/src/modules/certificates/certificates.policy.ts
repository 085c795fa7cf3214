import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who may issue to a student or read their certificates: admins, and a teacher who has the student in
 * one of their current classes; a student reads their own. `teachesStudent` is asked only for teachers.
 */
export async function assertReachesStudent(
  actor: AuthUser,
  studentId: number,
  teachesStudent: () => Promise<boolean>,
  options: {
    studentReads: boolean;
    /** A parent reads the certificates of a child they follow (issue [15]); asked only for a reading parent. */
    followsStudent?: () => Promise<boolean>;
  },
): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.student && options.studentReads && actor.id === studentId) return;
  if (actor.role_id === ROLE.teacher && (await teachesStudent())) return;
  if (actor.role_id === ROLE.parent && options.studentReads && (await options.followsStudent?.())) return;
  throw new AppError('FORBIDDEN');
}

/** Only the teacher who issued a certificate (or an admin) withdraws it. */
export function assertWithdraws(actor: AuthUser, issuedBy: number | null): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && issuedBy === actor.id) return;
  throw new AppError('FORBIDDEN');
}
