import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClassChatRow } from './parent-chat.repo.ts';

/** A user's conversations and blocks are theirs alone: `:id` in the path must be the caller. */
export function assertSelf(actor: AuthUser, userId: number): void {
  if (actor.id !== userId) throw new AppError('FORBIDDEN');
}

/**
 * The teacher of a pair that may chat and the other side, a student or a parent, whichever of the two the actor is.
 * The other side is who a teacher's block stops.
 */
export function chatPair(actor: AuthUser, otherId: number): { teacherId: number; otherId: number } {
  if (actor.role_id === ROLE.teacher) return { teacherId: actor.id, otherId };
  if (actor.role_id === ROLE.student || actor.role_id === ROLE.parent) return { teacherId: otherId, otherId: actor.id };
  throw new AppError('FORBIDDEN');
}

/**
 * Between a parent and a teacher: allowed while one of the parent's children sits in a current class of the teacher
 * that lets parents write. A child there with the setting off is told as such; anyone else is not a contact.
 */
export function assertParentLink(link: { linked: boolean; open: boolean }): void {
  if (link.open) return;
  throw new AppError(link.linked ? 'CHAT_PARENTS_CLOSED' : 'CHAT_NOT_A_CONTACT');
}

/** Checked after the contact rule: a student or a parent a teacher has blocked cannot write to that teacher. */
export function assertNotBlocked(actor: AuthUser, block: unknown): void {
  if (!block) return;
  if (actor.role_id === ROLE.student) throw new AppError('CHAT_BLOCKED');
  if (actor.role_id === ROLE.parent) throw new AppError('CHAT_PARENT_BLOCKED');
}

/**
 * A class's parent-chat setting is changed where its class page is: by its own teacher and by admins. A deleted
 * class answers as if it did not exist, as on the class pages.
 */
export function assertManagesClassChat(actor: AuthUser, row: ClassChatRow | undefined): ClassChatRow {
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND');
  if (actor.role_id === ROLE.admin) return row;
  if (actor.role_id === ROLE.teacher && row.teacher_id === actor.id) return row;
  throw new AppError('FORBIDDEN');
}
