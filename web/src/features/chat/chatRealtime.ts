import type { QueryClient } from '@tanstack/react-query';
import { CHAT_BLOCK_EVENTS, type ChatMessage } from '@umka/contracts';
import { i18n } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { applyChatMessage } from './chat.cache.ts';
import { isThreadOpen } from './openThread.ts';

const BLOCK_EVENT_TYPES: ReadonlySet<string> = new Set(Object.values(CHAT_BLOCK_EVENTS));

/** users.{id}.events types that say a teacher blocked or unblocked the student. */
export function isChatBlockEvent(type: string): boolean {
  return BLOCK_EVENT_TYPES.has(type);
}

/**
 * A message from users.{id}.chats: into the cache, and, when someone else wrote it and its thread is not on
 * screen, a notice with the sender's name.
 */
export function receiveChatMessage(queryClient: QueryClient, userId: number, message: ChatMessage): void {
  const conversation = applyChatMessage(queryClient, userId, message);
  if (message.from_id === userId || isThreadOpen(message.from_id)) return;
  notifySuccess(conversation ? i18n.t('chat.newMessageFrom', { name: conversation.name }) : i18n.t('chat.newMessage'));
}
