import { type Group, ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertManagesGroup } from '../groups/groups.policy.ts';
import type { MaterialRow } from './materials.repo.ts';

/** A library is read by its teacher and admins; nobody else learns what it holds. */
export function assertReadsLibrary(actor: AuthUser, teacherId: number): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.teacher && actor.id === teacherId) return;
  throw new AppError('FORBIDDEN');
}

/** Only the teacher writes their library: an admin reads it but does not put words in a teacher's mouth. */
export function assertWritesLibrary(actor: AuthUser, teacherId: number): void {
  if (actor.role_id === ROLE.teacher && actor.id === teacherId) return;
  throw new AppError('FORBIDDEN');
}

export function assertOwnsMaterial(actor: AuthUser, material: MaterialRow | undefined): MaterialRow {
  if (!material) throw new AppError('NOT_FOUND');
  assertWritesLibrary(actor, material.teacher_id);
  return material;
}

/** A student's classes page is for the student and admins; a teacher reads a class through the class itself. */
export function assertReadsStudentClasses(actor: AuthUser, studentId: number): void {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.student && actor.id === studentId) return;
  throw new AppError('FORBIDDEN');
}

/** What a class shows (materials, schedule, recordings) is read by its teacher, its students and admins. */
export function assertReadsClass(actor: AuthUser, group: Group, isMember: boolean): void {
  if (actor.role_id !== ROLE.student) assertManagesGroup(actor, group);
  else if (!isMember) throw new AppError('FORBIDDEN');
}
