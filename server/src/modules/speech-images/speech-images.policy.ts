import { ROLE } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Every signed-in user plays with the cards; only admins add, change or delete them. The routes say so too: this
 * holds for any other caller of the service.
 */
export function assertMayManageSpeechImages(actor: AuthUser): void {
  if (actor.role_id !== ROLE.admin) throw new AppError('FORBIDDEN');
}
