import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { isVisible } from './library.mapper.ts';
import type { LibraryRow } from './library.repo.ts';

/** Who may open a library material (its page, its document), given what the caller's side knows. */
export interface LibraryReader {
  /** A teacher's subjects. */
  teacherSubjectIds: () => Promise<readonly number[]>;
  /** Whether a student is in a current class given the material (shared with it, or, to play, through homework). */
  givenToStudent: () => Promise<boolean>;
}

/**
 * Admins read everything; a teacher what is visible (a page once published) in a subject they teach; a student only
 * what a class of theirs was given. A material the caller may not read answers as missing: its existence is not theirs
 * to learn. Admins' own drafts are read through the draft endpoints, never here.
 */
export async function assertReadsMaterial(actor: AuthUser, row: LibraryRow | undefined, reader: LibraryReader) {
  if (!row) throw new AppError('NOT_FOUND');
  if (actor.role_id === ROLE.admin) return row;
  if (!isVisible(row)) throw new AppError('NOT_FOUND');
  if (actor.role_id === ROLE.teacher && (await reader.teacherSubjectIds()).includes(row.subject_id)) return row;
  if (actor.role_id === ROLE.student && (await reader.givenToStudent())) return row;
  throw new AppError('FORBIDDEN');
}
