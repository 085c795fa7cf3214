import { findAuthState, findUserByEmail, findUserById, updateUser } from './users.repo.ts';

/** What other modules may ask of users; each takes the caller's connection or transaction. */
export const usersPort = { findUserById, findUserByEmail, findAuthState, updateUser };

export type UsersPort = typeof usersPort;
