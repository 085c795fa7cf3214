import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** Who a private file was shared with, as the homework and materials tables tell it. */
export interface FileAudience {
  ownerId: number;
  /**
   * Teachers of the classes whose homework carries the file (as a task attachment or in an answer) or
   * that a material with the file is shared with.
   */
  teacherIds: readonly number[];
  /** Whether a student of a class whose published homework attaches the file to a task. */
  studentReadsTask: () => Promise<boolean>;
  /** Whether a student of a current class that a material with the file is shared with. */
  studentReadsMaterial: () => Promise<boolean>;
}

/**
 * The uploader, admins and the teachers of the classes the file went to read it; a task attachment or a
 * shared material is also read by the class's students. Everyone else is refused.
 */
export async function assertMayReadFile(actor: AuthUser, audience: FileAudience): Promise<void> {
  if (actor.role_id === ROLE.admin || actor.id === audience.ownerId) return;
  if (actor.role_id === ROLE.teacher && audience.teacherIds.includes(actor.id)) return;
  if (actor.role_id === ROLE.student && (await audience.studentReadsTask())) return;
  if (actor.role_id === ROLE.student && (await audience.studentReadsMaterial())) return;
  throw new AppError('FORBIDDEN');
}
