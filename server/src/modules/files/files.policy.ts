import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** Who a private file was shared with, as the homework tables tell it. */
export interface FileAudience {
  ownerId: number;
  /** Teachers of the classes whose homework carries the file (as a task attachment or in an answer). */
  teacherIds: readonly number[];
  /** Whether a student of a class whose published homework attaches the file to a task. */
  studentReadsTask: () => Promise<boolean>;
}

/**
 * The uploader, admins and the teachers of the classes the file went to read it; a task attachment is
 * also read by the class's students. Everyone else is refused.
 */
export async function assertMayReadFile(actor: AuthUser, audience: FileAudience): Promise<void> {
  if (actor.role_id === ROLE.admin || actor.id === audience.ownerId) return;
  if (actor.role_id === ROLE.teacher && audience.teacherIds.includes(actor.id)) return;
  if (actor.role_id === ROLE.student && (await audience.studentReadsTask())) return;
  throw new AppError('FORBIDDEN');
}
