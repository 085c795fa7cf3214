import { useEffect } from 'react';

/**
 * The conversation on screen, if any: its new messages are read at once, so they neither count as unread nor
 * raise a notice. Only one thread is shown at a time (the widget or the teacher's page).
 */
let openThreadId: number | null = null;

export function isThreadOpen(otherId: number): boolean {
  return openThreadId === otherId;
}

export function useOpenThread(otherId: number): void {
  useEffect(() => {
    openThreadId = otherId;
    return () => {
      if (openThreadId === otherId) openThreadId = null;
    };
  }, [otherId]);
}
