import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A student's private data (likes, character, profession) is read by that student only. */
export function assertOwnStudent(actor: AuthUser, studentId: number): void {
  if (actor.id !== studentId) throw new AppError('FORBIDDEN');
}

/** A subject page needs the subject to be the student's and active (spec §4 subject switch, §6 guards). */
export function assertSubjectActive(status: 'active' | 'blocked' | null): void {
  if (status !== 'active') throw new AppError('SUBJECT_NOT_ALLOWED');
}
