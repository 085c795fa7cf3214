import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  type ChatMessage,
  type ChatMessagesPage,
  type Conversation,
  type Conversations,
  chatPreviewText,
} from '@umka/contracts';
import type { EventPayload } from '@umka/contracts/realtime';
import { refreshUnread } from '../../lib/unread.ts';
import { isThreadOpen } from './openThread.ts';

/*
 * The chat's cache, which the realtime bridge writes on every page: only types and zod-free rules of the contracts
 * here, so the bridge brings no endpoint schemas into the app's first files.
 */

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (userId: number) => ['chat', 'conversations', userId] as const,
  messages: (userId: number, otherId: number) => ['chat', 'messages', userId, otherId] as const,
  blocks: (teacherId: number) => ['chat', 'blocks', teacherId] as const,
};

export type MessagePages = InfiniteData<ChatMessagesPage, unknown>;

const newestFirst = (a: Conversation, b: Conversation) => {
  const byTime = (b.last_message?.created_at ?? '').localeCompare(a.last_message?.created_at ?? '');
  return byTime !== 0 ? byTime : a.name.localeCompare(b.name);
};

function withMessage(data: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  if (!data || data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/**
 * The one way a message enters the cache, whether it came back from our own send or over the socket: into the
 * open thread (once, by id) and into the conversation list's preview and unread count. Returns the conversation,
 * or null when the list does not know the sender yet (the list is reloaded then).
 */
export function applyChatMessage(queryClient: QueryClient, userId: number, message: ChatMessage): Conversation | null {
  const otherId = message.from_id === userId ? message.to_id : message.from_id;
  const incoming = message.to_id === userId;
  if (incoming && !message.is_read && !isThreadOpen(otherId)) void refreshUnread(queryClient);
  queryClient.setQueryData<MessagePages>(chatKeys.messages(userId, otherId), (data) => withMessage(data, message));
  const list = queryClient.getQueryData<Conversations>(chatKeys.conversations(userId));
  const known = list?.conversations.find((conversation) => conversation.user_id === otherId);
  if (!list || !known) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(userId) });
    return null;
  }
  const newer = (known.last_message?.created_at ?? '') <= message.created_at;
  const counted = incoming && !message.is_read && !isThreadOpen(otherId);
  const updated: Conversation = {
    ...known,
    last_message: newer
      ? { text: chatPreviewText(message.text), from_id: message.from_id, created_at: message.created_at }
      : known.last_message,
    unread: known.unread + (counted ? 1 : 0),
  };
  const conversations = list.conversations.map((conversation) => (conversation === known ? updated : conversation));
  queryClient.setQueryData<Conversations>(chatKeys.conversations(userId), {
    conversations: conversations.sort(newestFirst),
  });
  return updated;
}

/** A block or unblock changes who may write: the list carries `chat_block`. */
export function refreshChatConversations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
}

type ChatRead = EventPayload<'chats', 'read'>;

/** Every message of a thread from `fromId` marked read. */
function readFrom(data: MessagePages | undefined, fromId: number): MessagePages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) => (message.from_id === fromId ? { ...message, is_read: true } : message)),
  }));
  return { ...data, pages };
}

/**
 * Someone read a thread: when it was the user on another tab, this tab's marks and badge follow; when it was the
 * other side, the user's own messages to them show as read.
 */
export function applyChatRead(queryClient: QueryClient, userId: number, event: ChatRead): void {
  if (event.reader_id === userId) {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(userId, event.other_id), (data) =>
      readFrom(data, event.other_id),
    );
    queryClient.setQueryData<Conversations>(chatKeys.conversations(userId), (list) =>
      list
        ? {
            conversations: list.conversations.map((conversation) =>
              conversation.user_id === event.other_id ? { ...conversation, unread: 0 } : conversation,
            ),
          }
        : list,
    );
    void refreshUnread(queryClient);
    return;
  }
  queryClient.setQueryData<MessagePages>(chatKeys.messages(userId, event.reader_id), (data) => readFrom(data, userId));
}
