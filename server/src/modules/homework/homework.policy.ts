import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClassRef } from './homework.repo.ts';

/** A soft-deleted class is out of use, its homework with it. */
export function assertCurrentClass(cls: ClassRef | undefined): ClassRef {
  if (!cls || cls.deleted_at !== null) throw new AppError('NOT_FOUND');
  return cls;
}

export function managesClass(actor: AuthUser, teacherId: number): boolean {
  return actor.role_id === ROLE.admin || (actor.role_id === ROLE.teacher && actor.id === teacherId);
}

/** Homework is set, changed, reviewed and followed by the class's teacher (and admins). */
export function assertManagesClass(actor: AuthUser, teacherId: number): void {
  if (!managesClass(actor, teacherId)) throw new AppError('FORBIDDEN');
}

/**
 * The class's teacher and admins read every homework of it; a student of the class reads the published
 * ones (a draft answers as if it did not exist); anyone else is refused.
 */
export function assertReadsHomework(
  actor: AuthUser,
  homework: { teacher_id: number; published: boolean | number },
  isMember: boolean,
): void {
  if (managesClass(actor, homework.teacher_id)) return;
  if (actor.role_id !== ROLE.student || !isMember) throw new AppError('FORBIDDEN');
  if (!homework.published) throw new AppError('NOT_FOUND');
}

/** Only a student of the class plays and answers its homework, and only once it is published. */
export function assertDoesHomework(
  actor: AuthUser,
  homework: { published: boolean | number },
  isMember: boolean,
): void {
  if (actor.role_id !== ROLE.student || !isMember) throw new AppError('FORBIDDEN');
  if (!homework.published) throw new AppError('NOT_FOUND');
}

/** A template is its author's (admins may see any). */
export function assertOwnsTemplate(actor: AuthUser, template: { teacher_id: number }): void {
  if (actor.role_id === ROLE.admin || actor.id === template.teacher_id) return;
  throw new AppError('FORBIDDEN');
}

/**
 * Whose homework list a caller reads: a student their own, a teacher a student of their classes (that
 * class's homework only), a parent a child they follow (issue [15]), an admin anyone's. Answers the teacher filter to apply.
 */
export function studentHomeworkScope(
  actor: AuthUser,
  studentId: number,
  teachesStudent: boolean,
  followsStudent = false,
): { teacherId?: number } {
  if (actor.role_id === ROLE.admin) return {};
  if (actor.role_id === ROLE.student && actor.id === studentId) return {};
  if (actor.role_id === ROLE.parent && followsStudent) return {};
  if (actor.role_id === ROLE.teacher && teachesStudent) return { teacherId: actor.id };
  throw new AppError('FORBIDDEN');
}
