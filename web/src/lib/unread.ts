import type { QueryClient } from '@tanstack/react-query';

/** The phone's badges (GET /users/{id}/unread) live under this key, whichever area changed what they count. */
export const UNREAD_KEY = ['unread'] as const;

export const unreadKey = (userId: number, subjectId: number | null) => [...UNREAD_KEY, userId, subjectId] as const;

/**
 * Something the badges count changed (a message came or was read, a letter, a news item): they ask the server again
 * rather than each area keeping its own arithmetic of another's list.
 */
export function refreshUnread(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
}

/** One kind's count lowered in place, for what the reader just did on screen, without asking the server again. */
export function lowerUnread(queryClient: QueryClient, kind: 'chat' | 'mail' | 'news', by: number): void {
  queryClient.setQueriesData<Record<typeof kind, number>>({ queryKey: UNREAD_KEY }, (counts) =>
    counts ? { ...counts, [kind]: Math.max(0, counts[kind] - by) } : counts,
  );
}
