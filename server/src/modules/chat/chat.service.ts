import {
  type ChatMessage,
  type ChatMessagesPage,
  type ChatReadResult,
  type ChatSend,
  type Conversation,
  type Conversations,
  INFINITE_SCROLL_STEP,
  ROLE,
  roleIdSchema,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { fullName } from '../users/user-mapper.ts';
import { toChatMessage, toChatPreview } from './chat.mapper.ts';
import { assertNotBlocked, assertSelf, chatPair } from './chat.policy.ts';
import {
  conversationIds,
  countUnreadFrom,
  findByClientKey,
  insertMessage,
  listConversationPage,
  listMessagesByIds,
  markRead,
} from './chat.repo.ts';
import { blocksOf, findBlock } from './chat-blocks.repo.ts';
import { createChatContacts } from './chat-contacts.ts';

export interface ChatService {
  conversations(actor: AuthUser, userId: number): Promise<Conversations>;
  messages(actor: AuthUser, userId: number, otherId: number, beforeId: number | undefined): Promise<ChatMessagesPage>;
  send(actor: AuthUser, body: ChatSend): Promise<ChatMessage>;
  markRead(actor: AuthUser, userId: number, otherId: number): Promise<ChatReadResult>;
  /** The sum of the conversation list's unread counts: only current contacts count, as the list shows them. */
  unread(actor: AuthUser): Promise<number>;
}

export function createChatService(deps: {
  database: Database;
  clock: Clock;
  realtime: Pick<Realtime, 'publish'>;
  groups: Pick<GroupsPort, 'isInTeacherGroups' | 'listClassContacts'>;
  logger: FastifyBaseLogger;
}): ChatService {
  const { db } = deps.database;
  const contacts = createChatContacts(db, deps.groups);
  const { assertContact } = contacts;

  /** The recipient's list and open chat, and the sender's other tabs. A lost notice is caught up on the next read. */
  async function announce(message: ChatMessage): Promise<void> {
    const deliveries = [
      publishTo(deps.realtime, channels.chats(message.to_id), 'chats', 'newMessage', message),
      publishTo(deps.realtime, channels.chatUser(message.to_id), 'chatUser', 'chat', message),
      publishTo(deps.realtime, channels.chats(message.from_id), 'chats', 'newMessage', message),
    ];
    for (const result of await Promise.allSettled(deliveries)) {
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason }, 'chat message not published');
    }
  }

  /** The sender sees their messages read; the reader's other tabs drop their unread marks. Lost: the next read. */
  async function announceRead(event: { reader_id: number; other_id: number; read: number }): Promise<void> {
    const deliveries = [
      publishTo(deps.realtime, channels.chats(event.other_id), 'chats', 'read', event),
      publishTo(deps.realtime, channels.chats(event.reader_id), 'chats', 'read', event),
    ];
    for (const result of await Promise.allSettled(deliveries)) {
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason }, 'chat read not published');
    }
  }

  return {
    async conversations(actor, userId) {
      assertSelf(actor, userId);
      const people = await contacts.list(actor);
      const ids = people.map((contact) => contact.id);
      const { lastIds, unread } = await conversationIds(db, actor.id, ids);
      const lastMessages = new Map(
        (await listMessagesByIds(db, [...lastIds.values()])).map((row) => [row.id, row] as const),
      );
      const blocks = await blocksOf(db, actor.id, actor.role_id === ROLE.teacher);
      const conversations: Conversation[] = people.map((contact) => {
        const last = lastMessages.get(lastIds.get(contact.id) ?? 0);
        const blockId = blocks.get(contact.id);
        return {
          user_id: contact.id,
          name: fullName(contact),
          avatar: contact.avatar,
          role_id: roleIdSchema.parse(contact.role_id),
          last_message: last ? toChatPreview(last) : null,
          unread: unread.get(contact.id) ?? 0,
          chat_block: blockId === undefined ? null : { id: blockId },
          ...(contact.parent_of ? { parent_of: contact.parent_of } : {}),
        };
      });
      const lastId = (conversation: Conversation) => lastIds.get(conversation.user_id) ?? 0;
      conversations.sort((a, b) => lastId(b) - lastId(a) || a.name.localeCompare(b.name));
      return { conversations };
    },

    async unread(actor) {
      const people = await contacts.list(actor);
      return countUnreadFrom(
        db,
        actor.id,
        people.map((contact) => contact.id),
      );
    },

    async messages(actor, userId, otherId, beforeId) {
      assertSelf(actor, userId);
      await assertContact(actor, otherId);
      const rows = await listConversationPage(db, actor.id, otherId, beforeId, INFINITE_SCROLL_STEP + 1);
      const page = rows.slice(0, INFINITE_SCROLL_STEP).reverse();
      return { messages: page.map(toChatMessage), has_more: rows.length > INFINITE_SCROLL_STEP };
    },

    async send(actor, body) {
      await assertContact(actor, body.to_id);
      const { message, sent } = await deps.database.transaction(async (trx) => {
        const earlier = await findByClientKey(trx, actor.id, body.client_key);
        if (earlier) return { message: earlier, sent: false };
        const { teacherId, otherId } = chatPair(actor, body.to_id);
        assertNotBlocked(actor, await findBlock(trx, teacherId, otherId));
        const inserted = await insertMessage(trx, {
          from_id: actor.id,
          to_id: body.to_id,
          text: body.text,
          client_key: body.client_key,
          created_at: deps.clock().toISOString(),
        });
        if (inserted) return { message: inserted, sent: true };
        // A retry that raced its first attempt: the first one's row is the message.
        const first = await findByClientKey(trx, actor.id, body.client_key);
        if (!first) throw new Error('chat message neither inserted nor found');
        return { message: first, sent: false };
      });
      const answer = toChatMessage(message);
      if (sent) await announce(answer);
      return answer;
    },

    async markRead(actor, userId, otherId) {
      assertSelf(actor, userId);
      await assertContact(actor, otherId);
      const read = await markRead(db, actor.id, otherId);
      if (read > 0) await announceRead({ reader_id: actor.id, other_id: otherId, read });
      return { read };
    },
  };
}
