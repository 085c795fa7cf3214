import type { ReactNode } from 'react';

export interface PhoneTab {
  key: string;
  label: string;
  icon: ReactNode;
  /** Unread items the tab's badge counts; 0 hides the badge. */
  unread: number;
  panel: ReactNode;
}

export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
