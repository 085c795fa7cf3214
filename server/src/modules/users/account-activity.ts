import type { RoleId } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';

/**
 * Blocks or unblocks accounts, touching only those whose state changes, and answers their ids in ascending order.
 * Blocking bumps token_version: every token issued so far stays refused after an unblock, so a blocked user's open
 * sessions end for good (spec: a blocked user cannot log in and their open sessions end) — whichever admin page
 * blocked them. Runs in the caller's transaction; announce the change with announceAccountsActivity after commit.
 */
export async function setAccountsActivity(
  db: Kysely<DB>,
  userIds: readonly number[],
  isActive: boolean,
  now: string,
  options: { roleId?: RoleId } = {},
): Promise<number[]> {
  if (userIds.length === 0) return [];
  let changing = db
    .updateTable('users')
    .set({ is_active: isActive, updated_at: now })
    .$if(!isActive, (qb) => qb.set((eb) => ({ token_version: eb('token_version', '+', 1) })))
    .where('id', 'in', userIds)
    .where('is_active', '<>', isActive);
  if (options.roleId !== undefined) changing = changing.where('role_id', '=', options.roleId);
  const rows = await changing.returning('id').execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * After the commit: every instance forgets the kept auth state of the accounts at once; blocked ones have their
 * sockets closed, unblocked ones are no longer kept refused (their old tokens stay dead by token_version).
 */
export async function announceAccountsActivity(
  authChanges: Pick<AuthChanges, 'userLockedOut' | 'userRestored'>,
  userIds: readonly number[],
  isActive: boolean,
): Promise<void> {
  for (const id of userIds) {
    if (isActive) await authChanges.userRestored(id);
    else await authChanges.userLockedOut(id);
  }
}
