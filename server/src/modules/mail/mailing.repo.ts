import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface NewMailing {
  text_ru: string | null;
  text_en: string | null;
  text_uk: string | null;
  template_id: number | null;
  audience: Record<string, unknown>;
  total: number;
  created_by: number;
  created_at: string;
}

export async function insertMailing(db: Kysely<DB>, row: NewMailing): Promise<number> {
  const inserted = await db
    .insertInto('mailings')
    .values({ ...row, audience: JSON.stringify(row.audience), status: 'running' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

function mailings(db: Kysely<DB>) {
  return db
    .selectFrom('mailings as g')
    .leftJoin('users as u', 'u.id', 'g.created_by')
    .select([
      'g.id',
      'g.text_ru',
      'g.text_en',
      'g.text_uk',
      'g.template_id',
      'g.audience',
      'g.status',
      'g.total',
      'g.sent',
      'g.cursor',
      'g.created_by',
      'g.created_at',
      'g.finished_at',
      'u.first_name as creator_first_name',
      'u.last_name as creator_last_name',
    ]);
}

/** The first names of a batch's recipients, for the `{name}` of their letters. */
export async function firstNamesOf(db: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name']).where('id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.id, row.first_name]));
}

export async function findMailing(db: Kysely<DB>, id: number) {
  return mailings(db).where('g.id', '=', id).executeTakeFirst();
}
export type MailingRow = NonNullable<Awaited<ReturnType<typeof findMailing>>>;

export async function listMailings(db: Kysely<DB>, limit: number) {
  return mailings(db).orderBy('g.id', 'desc').limit(limit).execute();
}

/**
 * Moves a mailing past one batch, only from the cursor the batch started at: a second worker that ran the same batch
 * (its lease ran out meanwhile) moves nothing, and its letters were already refused by the unique key.
 */
export async function advanceMailing(
  db: Kysely<DB>,
  id: number,
  step: { from: number; to: number; written: number; done: boolean; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mailings')
    .set((eb) => ({
      cursor: step.to,
      sent: eb('sent', '+', step.written),
      ...(step.done ? { status: 'done' as const, finished_at: step.at } : {}),
    }))
    .where('id', '=', id)
    .where('cursor', '=', step.from)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
