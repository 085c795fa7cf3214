import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

interface Parties {
  student_id: number;
  teacher_id: number;
}

/** The teacher it was sent to: they alone mark it heard. */
export function isRecipient(actor: AuthUser, recording: Parties): boolean {
  return actor.role_id === ROLE.teacher && actor.id === recording.teacher_id;
}

/** A child's voice is heard and deleted by the child and the teacher it was sent to; nobody else, admins included. */
export function assertParty(actor: AuthUser, recording: Parties): void {
  if (isRecipient(actor, recording)) return;
  if (actor.role_id === ROLE.student && actor.id === recording.student_id) return;
  throw new AppError('FORBIDDEN');
}

export function assertRecipient(actor: AuthUser, recording: Parties): void {
  if (!isRecipient(actor, recording)) throw new AppError('FORBIDDEN');
}
