import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@umka/contracts';
import { i18n } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { applyChatMessage } from './chat.cache.ts';
import { conversationsQuery } from './chat.queries.ts';
import { isThreadOpen } from './openThread.ts';

/** The sender as the conversation list names them, loading the list when no page has yet (the phone stays closed). */
async function senderOf(queryClient: QueryClient, userId: number, fromId: number): Promise<Conversation | null> {
  try {
    const list = await queryClient.fetchQuery(conversationsQuery(userId));
    return list.conversations.find((conversation) => conversation.user_id === fromId) ?? null;
  } catch {
    return null;
  }
}

/**
 * A message from users.{id}.chats: into the cache, and, when someone else wrote it and its thread is not on
 * screen, a notice with the sender's name. This module loads with a page's first message (chat.live.ts), so the
 * list's query may come with it.
 */
export async function receiveChatMessage(queryClient: QueryClient, userId: number, message: ChatMessage) {
  const conversation = applyChatMessage(queryClient, userId, message);
  if (message.from_id === userId || isThreadOpen(message.from_id)) return;
  const sender = conversation ?? (await senderOf(queryClient, userId, message.from_id));
  notifySuccess(sender ? i18n.t('chat.newMessageFrom', { name: sender.name }) : i18n.t('chat.newMessage'));
}
