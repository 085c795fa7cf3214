import type { UserListQuery } from '@umka/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';
import { ratingsPort } from '../ratings/ratings.port.ts';
import type { NewUserRow, UserPatch, UserRow } from './users.types.ts';

export async function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** What the auth hook needs on every request; one primary-key lookup. */
export async function findAuthState(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'is_active', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<DB>, values: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `revokeTokens` bumps token_version, so every token issued before stops working (password changes). */
export async function updateUser(
  db: Kysely<DB>,
  id: number,
  patch: UserPatch,
  options: { revokeTokens?: boolean } = {},
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set(patch)
    .$if(options.revokeTokens === true, (qb) => qb.set((eb) => ({ token_version: eb('token_version', '+', 1) })))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUser(db: Kysely<DB>, id: number): Promise<boolean> {
  // The cascade would drop a student's rating entries and standings behind the counts kept beside them.
  await ratingsPort.leaveLikesRatings(db, id);
  await ratingsPort.leaveTrainerRatings(db, id);
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listUsers(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  query: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  // Erased students stay as anonymous rows for ledgers' sums; nobody to list (docs/DATA-RIGHTS.md).
  let filtered = db.selectFrom('users').where('erased_at', 'is', null);
  if (query.role_id !== undefined) filtered = filtered.where('role_id', '=', query.role_id);
  if (query.is_active !== undefined) filtered = filtered.where('is_active', '=', query.is_active);
  if (query.search) {
    filtered = filtered.where(
      containsIgnoringCase(
        dialect,
        [sql`first_name || ' ' || last_name`, sql`last_name || ' ' || first_name`, sql`email`],
        query.search,
      ),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
