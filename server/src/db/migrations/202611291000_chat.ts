import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The chat between a student and the teachers of their classes (spec §7 "Messages, chat, news", issue [8]).
 * A message is written once and only its read flag changes. `client_key` is the sender's retry key: the unique pair
 * (from_id, client_key) makes a resent message the same row. A teacher's block stops one student's messages to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const no = t.postgres ? sql`false` : sql`0`;

  await withTimestamps(
    withId(db.schema.createTable('chat_messages'), t)
      .addColumn('from_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('to_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('is_read', t.boolean, (col) => col.notNull().defaultTo(no))
      .addColumn('client_key', 'text', (col) => col.notNull())
      .addUniqueConstraint('chat_messages_client_key', ['from_id', 'client_key']),
    t,
    ['created_at'],
  ).execute();
  // One direction of a conversation in id order: a page of it, and its newest message for the conversation list.
  await db.schema
    .createIndex('chat_messages_pair_idx')
    .on('chat_messages')
    .columns(['from_id', 'to_id', 'id'])
    .execute();
  // The unread count per sender and the read marking both look up (to_id, from_id, is_read).
  await db.schema
    .createIndex('chat_messages_unread_idx')
    .on('chat_messages')
    .columns(['to_id', 'from_id', 'is_read'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('chat_blocks'), t)
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addUniqueConstraint('chat_blocks_pair', ['teacher_id', 'student_id']),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('chat_blocks_student_idx').on('chat_blocks').columns(['student_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_blocks').execute();
  await db.schema.dropTable('chat_messages').execute();
}
