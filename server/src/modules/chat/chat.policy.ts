import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** A user's conversations and blocks are theirs alone: `:id` in the path must be the caller. */
export function assertSelf(actor: AuthUser, userId: number): void {
  if (actor.id !== userId) throw new AppError('FORBIDDEN');
}

/** The teacher and the student of a pair that may chat, whichever of the two the actor is. */
export function chatPair(actor: AuthUser, otherId: number): { teacherId: number; studentId: number } {
  if (actor.role_id === ROLE.teacher) return { teacherId: actor.id, studentId: otherId };
  if (actor.role_id === ROLE.student) return { teacherId: otherId, studentId: actor.id };
  throw new AppError('FORBIDDEN');
}

/** Checked after the contact rule: a student a teacher has blocked cannot write to that teacher. */
export function assertNotBlocked(actor: AuthUser, block: unknown): void {
  if (actor.role_id === ROLE.student && block) throw new AppError('CHAT_BLOCKED');
}
