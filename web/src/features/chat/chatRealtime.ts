import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@umka/contracts';
import { i18n } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { applyChatMessage } from './chat.cache.ts';
import { isThreadOpen } from './openThread.ts';

/**
 * A message from users.{id}.chats: into the cache, and, when someone else wrote it and its thread is not on
 * screen, a notice with the sender's name.
 */
export function receiveChatMessage(queryClient: QueryClient, userId: number, message: ChatMessage): void {
  const conversation = applyChatMessage(queryClient, userId, message);
  if (message.from_id === userId || isThreadOpen(message.from_id)) return;
  notifySuccess(conversation ? i18n.t('chat.newMessageFrom', { name: conversation.name }) : i18n.t('chat.newMessage'));
}
