import type { Insertable, Selectable, Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
