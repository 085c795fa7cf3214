import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, DB } from '../../db/schema.ts';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** The newest message id per contact in one direction, and the unread count per sender. */
export interface ConversationIds {
  lastIds: Map<number, number>;
  unread: Map<number, number>;
}

export async function findByClientKey(
  db: Kysely<DB>,
  fromId: number,
  clientKey: string,
): Promise<ChatMessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_id', '=', fromId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** Undefined when a message with this (from_id, client_key) already exists: the caller reads that one instead. */
export async function insertMessage(
  db: Kysely<DB>,
  values: { from_id: number; to_id: number; text: string; client_key: string; created_at: string },
): Promise<ChatMessageRow | undefined> {
  return db
    .insertInto('chat_messages')
    .values({ ...values, is_read: false })
    .onConflict((oc) => oc.columns(['from_id', 'client_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Messages one way, newest first, older than `beforeId` when given: a walk down chat_messages_pair_idx. */
function oneWay(db: Kysely<DB>, fromId: number, toId: number, beforeId: number | undefined, limit: number) {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_id', '=', fromId)
    .where('to_id', '=', toId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.execute();
}

/**
 * The newest `limit` messages between two users (before `beforeId` when given), newest first. Each direction is
 * read by its own bounded index walk and the two merged, so a long conversation is never sorted whole.
 */
export async function listConversationPage(
  db: Kysely<DB>,
  userId: number,
  otherId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<ChatMessageRow[]> {
  const sent = await oneWay(db, userId, otherId, beforeId, limit);
  const received = await oneWay(db, otherId, userId, beforeId, limit);
  return [...sent, ...received].sort((a, b) => b.id - a.id).slice(0, limit);
}

/** For the conversation list: per contact, the newest message id either way and what they sent unread. */
export async function conversationIds(
  db: Kysely<DB>,
  userId: number,
  contactIds: readonly number[],
): Promise<ConversationIds> {
  const lastIds = new Map<number, number>();
  const unread = new Map<number, number>();
  if (contactIds.length === 0) return { lastIds, unread };
  const sent = await db
    .selectFrom('chat_messages')
    .select(['to_id as other_id', (eb) => eb.fn.max('id').as('last_id')])
    .where('from_id', '=', userId)
    .where('to_id', 'in', contactIds)
    .groupBy('to_id')
    .execute();
  const received = await db
    .selectFrom('chat_messages')
    .select(['from_id as other_id', (eb) => eb.fn.max('id').as('last_id')])
    .where('from_id', 'in', contactIds)
    .where('to_id', '=', userId)
    .groupBy('from_id')
    .execute();
  const unreadRows = await db
    .selectFrom('chat_messages')
    .select(['from_id', (eb) => eb.fn.countAll().as('count')])
    .where('to_id', '=', userId)
    .where('from_id', 'in', contactIds)
    .where('is_read', '=', false)
    .groupBy('from_id')
    .execute();
  for (const row of [...sent, ...received]) {
    const lastId = Number(row.last_id);
    if (lastId > (lastIds.get(row.other_id) ?? 0)) lastIds.set(row.other_id, lastId);
  }
  for (const row of unreadRows) unread.set(row.from_id, Number(row.count));
  return { lastIds, unread };
}

/** What the contacts sent the user and the user has not read yet, all together: the phone's chat badge. */
export async function countUnreadFrom(db: Kysely<DB>, userId: number, contactIds: readonly number[]): Promise<number> {
  if (contactIds.length === 0) return 0;
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('to_id', '=', userId)
    .where('from_id', 'in', contactIds)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listMessagesByIds(db: Kysely<DB>, ids: readonly number[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute();
}

/** Marks what `fromId` sent `toId` read; only unread rows change, so a second call marks nothing. */
export async function markRead(db: Kysely<DB>, toId: number, fromId: number): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ is_read: true })
    .where('to_id', '=', toId)
    .where('from_id', '=', fromId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
