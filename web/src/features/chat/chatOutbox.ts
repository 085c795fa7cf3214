import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '@umka/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { i18n, localize } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notify.ts';
import { applyChatMessage, refreshChatConversations } from './chat.cache.ts';
import { OUTBOX_STORAGE_KEY } from './outboxKey.ts';

/**
 * Messages not yet accepted by the server. `pending`: waiting for the network (sent again by itself);
 * `sending`: on its way; `failed`: refused, kept with its text until the writer retries or drops it.
 * The client_key is made once per message, so every retry is the same message to the server (spec: no duplicates).
 */
const outboxItemSchema = z.object({
  client_key: z.string(),
  from_id: z.number().int(),
  to_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  state: z.enum(['pending', 'sending', 'failed']),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

const STORAGE_KEY = OUTBOX_STORAGE_KEY;
/** While the browser says it is online but the server is not reached, try again this often. */
const RETRY_MS = 10_000;

/** A reload in the middle of a send cannot know whether it arrived: the same key makes the retry harmless. */
function restore(): OutboxItem[] {
  try {
    const parsed = z.array(outboxItemSchema).safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'));
    if (!parsed.success) return [];
    return parsed.data.map((item) => (item.state === 'sending' ? { ...item, state: 'pending' as const } : item));
  } catch {
    return [];
  }
}

let items: OutboxItem[] = restore();
const listeners = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let flushing = false;

function update(next: OutboxItem[]): void {
  items = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or forbidden (private mode): the queue still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

function setState(key: string, state: OutboxItem['state']): void {
  update(items.map((item) => (item.client_key === key ? { ...item, state } : item)));
}

const remove = (key: string) => update(items.filter((item) => item.client_key !== key));

function scheduleRetry(queryClient: QueryClient, userId: number): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushChatOutbox(queryClient, userId);
  }, RETRY_MS);
}

/** Sends one message; true when the server answered (accepted or refused), false when it was not reached. */
async function deliver(queryClient: QueryClient, item: OutboxItem): Promise<boolean> {
  setState(item.client_key, 'sending');
  try {
    const message = await silentApi.call(chatApi.send, {
      body: { to_id: item.to_id, text: item.text, client_key: item.client_key },
    });
    applyChatMessage(queryClient, item.from_id, message);
    remove(item.client_key);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 0) {
      setState(item.client_key, 'pending');
      return false;
    }
    setState(item.client_key, 'failed');
    notifyError(i18n.t('chat.sendFailed'), isApiError(error) ? localize(error.message) : undefined);
    // CHAT_BLOCKED and the like mean the list's marks are out of date.
    void refreshChatConversations(queryClient);
    return true;
  }
}

/** Sends the user's waiting messages one by one, in the order they were written; stops at the first network failure. */
export async function flushChatOutbox(queryClient: QueryClient, userId: number): Promise<void> {
  if (flushing || !navigator.onLine) return;
  flushing = true;
  try {
    for (;;) {
      const next = items.find((item) => item.from_id === userId && item.state === 'pending');
      if (!next) return;
      if (!(await deliver(queryClient, next))) {
        scheduleRetry(queryClient, userId);
        return;
      }
    }
  } finally {
    flushing = false;
  }
}

/** Queues a new message and sends it unless earlier ones still wait (they go first). */
export function sendChatMessage(queryClient: QueryClient, userId: number, toId: number, text: string): void {
  const item: OutboxItem = {
    client_key: crypto.randomUUID(),
    from_id: userId,
    to_id: toId,
    text,
    created_at: new Date().toISOString(),
    state: 'pending',
  };
  update([...items, item]);
  void flushChatOutbox(queryClient, userId);
}

/** The writer's retry of a refused message: same key, so it cannot arrive twice. */
export function retryChatMessage(queryClient: QueryClient, key: string): void {
  const item = items.find((candidate) => candidate.client_key === key);
  if (item?.state !== 'failed') return;
  setState(key, 'pending');
  void flushChatOutbox(queryClient, item.from_id);
}

export function discardChatMessage(key: string): void {
  remove(key);
}

/** Sends what waits now (after a reload) and again whenever the network comes back; returns what stops it. */
export function resumeChatOutbox(queryClient: QueryClient, userId: number): () => void {
  const flush = () => void flushChatOutbox(queryClient, userId);
  window.addEventListener('online', flush);
  flush();
  return () => window.removeEventListener('online', flush);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unsent messages of one conversation, oldest first. */
export function useOutbox(userId: number | null, otherId: number): OutboxItem[] {
  const all = useSyncExternalStore(subscribe, () => items);
  return all.filter((item) => item.from_id === userId && item.to_id === otherId);
}

/** For a panel shown without the app's bridge around it: sends what waits and follows the network. */
export function useChatOutboxResume(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => (userId === null ? undefined : resumeChatOutbox(queryClient, userId)), [queryClient, userId]);
}
