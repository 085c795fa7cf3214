import type { QueryClient } from '@tanstack/react-query';
import { OUTBOX_STORAGE_KEY } from './outboxKey.ts';

/*
 * What the realtime bridge (app/RealtimeBridge.tsx, loaded for every visitor) uses of the chat's outbox: nothing of
 * zod or of the endpoints, so a visitor with nothing waiting to be sent never loads the outbox code.
 */

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
