import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { setAccountsActivity } from './account-activity.ts';
import { insertAccount } from './accounts.ts';
import { parseProperty } from './user-mapper.ts';
import { deleteUser, findAuthState, findUserByEmail, findUserById, updateUser } from './users.repo.ts';

/** What other modules may ask of users; each takes the caller's connection or transaction. */
/** The codes of the guides a user has seen (spec §3 User.property.guides); none for an unknown user. */
async function watchedGuides(db: Kysely<DB>, id: number): Promise<string[]> {
  const row = await db.selectFrom('users').select('property').where('id', '=', id).executeTakeFirst();
  return row ? parseProperty(row.property).guides : [];
}

export const usersPort = {
  findUserById,
  findUserByEmail,
  findAuthState,
  updateUser,
  watchedGuides,
  insertAccount,
  deleteUser,
  setAccountsActivity,
};

export type UsersPort = typeof usersPort;
