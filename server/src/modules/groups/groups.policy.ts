import { type Group, ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A class changes hands only through an admin; a teacher acts on their own classes only. */
export function assertManagesGroup(actor: AuthUser, group: Group): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && group.teacher_id === actor.id) return;
  throw new AppError('FORBIDDEN');
}

/** A soft-deleted class is out of use until restored: it answers as if it did not exist. */
export function assertCurrent(group: Group | undefined): Group {
  if (!group || group.deleted_at !== null) throw new AppError('NOT_FOUND');
  return group;
}

export function assertExists(group: Group | undefined): Group {
  if (!group) throw new AppError('NOT_FOUND');
  return group;
}

/** The class notice is read by the class's teacher, its students and admins. */
export function assertReadsMessage(actor: AuthUser, group: Group, isMember: boolean): void {
  if (actor.role_id !== ROLE.student) assertManagesGroup(actor, group);
  else if (!isMember) throw new AppError('FORBIDDEN');
}

/** Which teacher's classes a listing covers: a teacher's own, or for an admin the one asked for (or all). */
export function listedTeacher(actor: AuthUser, requested: number | undefined): number | undefined {
  if (actor.role_id === ROLE.admin) return requested;
  if (requested !== undefined && requested !== actor.id) throw new AppError('FORBIDDEN');
  return actor.id;
}
