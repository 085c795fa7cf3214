import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClassLoginRow } from './picture-login.repo.ts';

/**
 * A class's picture login is managed where its class page is: by its own teacher, and by admins (who manage every
 * class). A deleted class answers as if it did not exist, as on the class pages.
 */
export function assertManagesClassLogin(actor: AuthUser, row: ClassLoginRow | undefined): ClassLoginRow {
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND');
  if (actor.role_id === ROLE.admin) return row;
  if (actor.role_id === ROLE.teacher && row.teacher_id === actor.id) return row;
  throw new AppError('FORBIDDEN');
}

/** The name a class list shows: the first name and the last name's initial, never the full name. */
export function shortName(row: { first_name: string; last_name: string }): string {
  const initial = [...row.last_name.trim()][0];
  return initial ? `${row.first_name.trim()} ${initial.toUpperCase()}.` : row.first_name.trim();
}
