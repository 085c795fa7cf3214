import type { PageQuery } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { pageOffset } from '../../lib/pagination.ts';

async function count(db: Kysely<DB>, table: 'mail_outbox' | 'audit_log'): Promise<number> {
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

export async function listAuditLog(db: Kysely<DB>, query: PageQuery) {
  const [rows, total] = await Promise.all([
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
        'target_user.first_name as target_first_name',
        'target_user.last_name as target_last_name',
        'target_group.title as target_group_title',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.ip',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(query.per_page)
      .offset(pageOffset(query))
      .execute(),
    count(db, 'audit_log'),
  ]);
  return { rows, total };
}
