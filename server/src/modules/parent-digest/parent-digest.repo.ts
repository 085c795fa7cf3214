import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A parent's digest setting; undefined for a user with no parent row. */
export async function findDigestEnabled(db: Kysely<DB>, parentId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('parents')
    .select('digest_enabled')
    .where('user_id', '=', parentId)
    .executeTakeFirst();
  return row ? Boolean(row.digest_enabled) : undefined;
}

export async function upsertDigestEnabled(db: Kysely<DB>, parentId: number, enabled: boolean, at: string) {
  await db
    .insertInto('parents')
    .values({ user_id: parentId, digest_enabled: enabled, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ digest_enabled: enabled }))
    .execute();
}

/**
 * Takes the run of `name` for `period`: true for the one caller whose row went in, false for every other (the primary
 * key refuses the second row; on PostgreSQL a racing insert waits for the first transaction and then does nothing).
 */
export async function claimScheduledRun(db: Kysely<DB>, name: string, period: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('scheduled_runs')
    .values({ name, period, created_at: at })
    .onConflict((oc) => oc.columns(['name', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function hasScheduledRun(db: Kysely<DB>, name: string, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('scheduled_runs')
    .select('name')
    .where('name', '=', name)
    .where('period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** The active parents with the digest on who follow at least one active child, by id. */
export async function digestRecipients(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('parents as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.user_id')
    .where('p.digest_enabled', '=', true)
    .where('u.is_active', '=', true)
    .where('u.role_id', '=', ROLE.parent)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('parent_children as pc')
          .innerJoin('users as c', 'c.id', 'pc.student_id')
          .select('pc.student_id')
          .whereRef('pc.parent_id', '=', 'p.user_id')
          .where('c.is_active', '=', true),
      ),
    )
    .orderBy('p.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** What the digest mail of one parent needs to know about them; undefined when it should not go any more. */
export async function findDigestParent(db: Kysely<DB>, parentId: number) {
  return db
    .selectFrom('parents as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.locale'])
    .where('p.user_id', '=', parentId)
    .where('p.digest_enabled', '=', true)
    .where('u.is_active', '=', true)
    .where('u.role_id', '=', ROLE.parent)
    .executeTakeFirst();
}

/** The active children a parent follows, by name. */
export async function digestChildren(db: Kysely<DB>, parentId: number) {
  return db
    .selectFrom('parent_children as pc')
    .innerJoin('users as c', 'c.id', 'pc.student_id')
    .select(['c.id', 'c.first_name', 'c.last_name'])
    .where('pc.parent_id', '=', parentId)
    .where('c.is_active', '=', true)
    .orderBy('c.first_name')
    .orderBy('c.id')
    .execute();
}
