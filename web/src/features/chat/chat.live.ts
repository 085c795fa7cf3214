import type { QueryClient } from '@tanstack/react-query';
import { CHAT_BLOCK_EVENTS, type ChatMessage } from '@umka/contracts';
import type { EventPayload } from '@umka/contracts/realtime';
import { OUTBOX_STORAGE_KEY } from './outboxKey.ts';

/*
 * What the realtime bridge (app/RealtimeBridge.tsx, loaded for every visitor) uses of the chat: nothing of zod or of
 * the endpoints, and the cache's code and the outbox's only once a message arrives or waits to be sent.
 */

const BLOCK_EVENT_TYPES: ReadonlySet<string> = new Set(Object.values(CHAT_BLOCK_EVENTS));

/** users.{id}.events types that say a teacher blocked or unblocked the student. */
export function isChatBlockEvent(type: string): boolean {
  return BLOCK_EVENT_TYPES.has(type);
}

/** A message from users.{id}.chats, handed to the chat's cache once its code is there (in arrival order). */
export function receiveChatMessageSoon(queryClient: QueryClient, userId: number, message: ChatMessage): void {
  void import('./chatRealtime.ts').then((chat) => chat.receiveChatMessage(queryClient, userId, message));
}

/** A thread read, by the other side or on another tab (users.{id}.chats 'read'), into the chat's cache. */
export function receiveChatReadSoon(queryClient: QueryClient, userId: number, event: EventPayload<'chats', 'read'>) {
  void import('./chat.cache.ts').then((cache) => cache.applyChatRead(queryClient, userId, event));
}

/** A block or unblock changes who may write: the conversation list carries `chat_block`. */
export function refreshChatConversationsSoon(queryClient: QueryClient): void {
  void import('./chat.cache.ts').then((cache) => cache.refreshChatConversations(queryClient));
}

function hasWaitingMessages(): boolean {
  try {
    const stored = sessionStorage.getItem(OUTBOX_STORAGE_KEY);
    return stored !== null && stored !== '[]';
  } catch {
    return false;
  }
}

/**
 * Sends what waited after a reload, and again whenever the network comes back: the outbox's code is fetched only
 * when a message waits. Returns what stops it.
 */
export function resumeChatOutboxWhenNeeded(queryClient: QueryClient, userId: number): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  const resume = () => {
    if (stop !== null || !hasWaitingMessages()) return;
    void import('./chatOutbox.ts').then((outbox) => {
      if (!stopped && stop === null) stop = outbox.resumeChatOutbox(queryClient, userId);
    });
  };
  window.addEventListener('online', resume);
  resume();
  return () => {
    stopped = true;
    window.removeEventListener('online', resume);
    stop?.();
  };
}
