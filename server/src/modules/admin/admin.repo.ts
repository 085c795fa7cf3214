import type { PageQuery } from '@umka/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { pageOffset } from '../../lib/pagination.ts';

async function count(db: Kysely<DB>, table: 'mail_outbox'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listOutbox(db: Kysely<DB>, query: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset(pageOffset(query))
      .execute(),
    count(db, 'mail_outbox'),
  ]);
  return { rows, total };
}

/** The entries with their actor's and object's names as they are now; filtered by the caller. */
function auditLogRows(db: Kysely<DB>) {
  return (
    db
      .selectFrom('audit_log')
      // A left join keeps system entries and those of users deleted since.
      .leftJoin('users', 'users.id', 'audit_log.user_id')
      // The object's name as it is now; gone when the object was deleted since.
      .leftJoin('users as target_user', (join) =>
        join.onRef('target_user.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'user'),
      )
      .leftJoin('groups as target_group', (join) =>
        join.onRef('target_group.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'group'),
      )
      .select([
        'audit_log.id',
        'audit_log.user_id',
        'users.first_name',
        'users.last_name',
        'users.role_id as user_role_id',
        'target_user.first_name as target_first_name',
        'target_user.last_name as target_last_name',
        'target_user.role_id as target_role_id',
        'target_group.title as target_group_title',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.ip',
        'audit_log.created_at',
      ])
  );
}

/** The filters as the repo applies them: the actor search already turned into ids by the service. */
export interface AuditLogWhere {
  /** Never empty: a search that finds no one answers an empty page without asking. */
  actorIds?: readonly number[];
  action?: string;
  targetType?: string;
  targetId?: number;
  /** ISO instants: from included, until excluded. */
  from?: string;
  until?: string;
}

function filtered<Q extends SelectQueryBuilder<DB, 'audit_log', object>>(query: Q, where: AuditLogWhere): Q {
  let result = query;
  if (where.actorIds) result = result.where('audit_log.user_id', 'in', where.actorIds) as Q;
  if (where.action?.endsWith('.')) {
    // A prefix compared as text, not with LIKE: SQLite's LIKE ignores case and `_` is one of its wildcards.
    const prefix = where.action;
    result = result.where(sql<boolean>`substr(audit_log.action, 1, ${sql.lit(prefix.length)}) = ${prefix}`) as Q;
  } else if (where.action) result = result.where('audit_log.action', '=', where.action) as Q;
  if (where.targetType) result = result.where('audit_log.target_type', '=', where.targetType) as Q;
  if (where.targetId !== undefined) result = result.where('audit_log.target_id', '=', where.targetId) as Q;
  if (where.from) result = result.where('audit_log.created_at', '>=', where.from) as Q;
  if (where.until) result = result.where('audit_log.created_at', '<', where.until) as Q;
  return result;
}

export async function listAuditLog(db: Kysely<DB>, where: AuditLogWhere, page: PageQuery) {
  const [rows, counted] = await Promise.all([
    filtered(auditLogRows(db), where)
      .orderBy('audit_log.id', 'desc')
      .limit(page.per_page)
      .offset(pageOffset(page))
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('count')),
      where,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}

export async function findAuditLogEntry(db: Kysely<DB>, id: number) {
  return auditLogRows(db).select('audit_log.meta').where('audit_log.id', '=', id).executeTakeFirst();
}

export async function listAuditActions(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((row) => row.action);
}

/** Everyone who has an entry, for the actor search (matched in code: see person-search.ts). */
export async function listAuditActors(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', db.selectFrom('audit_log').select('user_id').distinct().where('user_id', 'is not', null))
    .execute();
}
