import { useCallback, useSyncExternalStore } from 'react';
import { invitesOff, invitesOffKey, unsavedInvitesOff } from './inviteSetting.ts';

const listeners = new Set<() => void>();

export function setInvitesOff(userId: number, off: boolean): void {
  try {
    if (off) localStorage.setItem(invitesOffKey(userId), '1');
    else localStorage.removeItem(invitesOffKey(userId));
    unsavedInvitesOff.delete(userId);
  } catch {
    unsavedInvitesOff.set(userId, off);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change too: the banner there and the switch here agree.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether this person turned invitations off (§9), and the switch that changes it. */
export function useInvitesOff(userId: number): [boolean, (off: boolean) => void] {
  const off = useSyncExternalStore(subscribe, () => invitesOff(userId));
  const change = useCallback((next: boolean) => setInvitesOff(userId, next), [userId]);
  return [off, change];
}
