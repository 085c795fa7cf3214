import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface NewMailRow {
  user_id: number;
  subject_id: number | null;
  type_id: number;
  author_id: number | null;
  character_code: string | null;
  template_id: number | null;
  params: Record<string, string>;
  mailing_id: number | null;
  created_at: string;
}

export async function insertMessage(db: Kysely<DB>, row: NewMailRow): Promise<number> {
  const inserted = await db
    .insertInto('mail_messages')
    .values({ ...row, params: JSON.stringify(row.params) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Letters of a mailing, one per user: a user who already has this mailing's letter (a batch run again after a crash)
 * is skipped by the unique (mailing_id, user_id). Answers how many were written now.
 */
export async function insertMailingMessages(db: Kysely<DB>, rows: readonly NewMailRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('mail_messages')
    .values(rows.map((row) => ({ ...row, params: JSON.stringify(row.params) })))
    .onConflict((oc) => oc.columns(['mailing_id', 'user_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** The user's letters, or those of one subject and those of none in particular. */
function mailbox(db: Kysely<DB>, userId: number, subjectId: number | undefined) {
  let query = db.selectFrom('mail_messages as m').where('m.user_id', '=', userId);
  if (subjectId !== undefined) {
    query = query.where((eb) => eb.or([eb('m.subject_id', '=', subjectId), eb('m.subject_id', 'is', null)]));
  }
  return query;
}

export async function listMessages(
  db: Kysely<DB>,
  userId: number,
  subjectId: number | undefined,
  page: { offset: number; limit: number },
) {
  return mailbox(db, userId, subjectId)
    .leftJoin('mail_templates as t', 't.id', 'm.template_id')
    .leftJoin('mailings as g', 'g.id', 'm.mailing_id')
    .leftJoin('users as a', 'a.id', 'm.author_id')
    .leftJoin('characters as c', 'c.code', 'm.character_code')
    .select([
      'm.id',
      'm.is_read',
      'm.created_at',
      'm.type_id',
      'm.template_id',
      'm.mailing_id',
      'm.text_ru',
      'm.text_en',
      'm.text_uk',
      'm.params',
      'm.author_id',
      'a.first_name as author_first_name',
      'a.last_name as author_last_name',
      'm.character_code',
      'c.title_ru as character_ru',
      'c.title_en as character_en',
      'c.title_uk as character_uk',
      'c.image as character_image',
      't.text_ru as template_ru',
      't.text_en as template_en',
      't.text_uk as template_uk',
      'g.text_ru as mailing_ru',
      'g.text_en as mailing_en',
      'g.text_uk as mailing_uk',
    ])
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
export type MailListRow = Awaited<ReturnType<typeof listMessages>>[number];

export async function countUnread(db: Kysely<DB>, userId: number, subjectId: number | undefined): Promise<number> {
  const row = await mailbox(db, userId, subjectId)
    .where('m.is_read', '=', false)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function clearMessages(db: Kysely<DB>, userId: number, subjectId: number | undefined): Promise<number> {
  let query = db.deleteFrom('mail_messages').where('user_id', '=', userId);
  if (subjectId !== undefined) {
    query = query.where((eb) => eb.or([eb('subject_id', '=', subjectId), eb('subject_id', 'is', null)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findMessageOwner(db: Kysely<DB>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('mail_messages').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id;
}

/** Marks one letter read once: a second hover changes nothing. */
export async function markRead(db: Kysely<DB>, id: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_messages')
    .set({ is_read: true })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findTemplateByCode(db: Kysely<DB>, code: string) {
  return db.selectFrom('mail_templates').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findTemplate(db: Kysely<DB>, id: number) {
  return db.selectFrom('mail_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTemplates(db: Kysely<DB>) {
  return db.selectFrom('mail_templates').selectAll().orderBy('id').execute();
}
