import { likesStillNeeded, ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A student sees the trainers of their active subjects only; staff see the whole catalogue. */
export function assertMayUseSubject(actor: AuthUser, subjectId: number, activeSubjects: readonly number[]): void {
  if (actor.role_id === ROLE.student && !activeSubjects.includes(subjectId)) throw new AppError('SUBJECT_NOT_ALLOWED');
}

/** A student opens a trainer only when it belongs to one of their active subjects. */
export function assertTrainerVisible(
  actor: AuthUser,
  trainerSubjects: readonly number[],
  activeSubjects: readonly number[],
): void {
  if (actor.role_id === ROLE.student && !trainerSubjects.some((subjectId) => activeSubjects.includes(subjectId))) {
    throw new AppError('SUBJECT_NOT_ALLOWED');
  }
}

/** A trainer is played within one of its own subjects (spec §2: the trainer must belong to the current subject). */
export function assertTrainerInSubject(trainerSubjects: readonly number[], subjectId: number): void {
  if (!trainerSubjects.includes(subjectId)) throw new AppError('TRAINER_NOT_IN_SUBJECT');
}

/** A session and its result belong to the student who started it. */
export function assertOwnSession(actor: AuthUser, session: { student_id: number }): void {
  if (session.student_id !== actor.id) throw new AppError('FORBIDDEN');
}

/** A student reads their own statistics, a teacher those of their classes' students, an admin anyone's. */
export async function assertMayReadStudentStats(
  actor: AuthUser,
  studentId: number,
  teachesStudent: () => Promise<boolean>,
  /** A parent reads a child they follow (issue [15]); `followsStudent` is asked only for a parent. */
  followsStudent?: () => Promise<boolean>,
): Promise<void> {
  if (actor.role_id === ROLE.admin) return;
  if (actor.role_id === ROLE.student && actor.id === studentId) return;
  if (actor.role_id === ROLE.teacher && (await teachesStudent())) return;
  if (actor.role_id === ROLE.parent && followsStudent && (await followsStudent())) return;
  throw new AppError('FORBIDDEN');
}

/** Online games (and the picnic's round alone) open at 10 likes earned in the subject (§6); staff are never locked out. */
export function assertOnlineOpen(actor: AuthUser, likesEarned: number): void {
  if (actor.role_id === ROLE.student && likesStillNeeded('online', likesEarned) > 0)
    throw new AppError('ONLINE_LOCKED');
}
