import { ROLE, type RoleId, type User } from '@umka/contracts';
import { useSyncExternalStore } from 'react';
import type { PersistedAuth } from './persisted-auth.ts';
import { createPersistedStore } from './persisted-store.ts';
import { schemaLater } from './schemas-later.ts';

/** Auth state of spec §3 as persisted under `auth`: status, jwt, user. */
export const AUTH_STORAGE_KEY = 'auth';

const ANONYMOUS: PersistedAuth = { status: 'anonymous', jwt: null, user: null };

const store = createPersistedStore<PersistedAuth>(AUTH_STORAGE_KEY, schemaLater('persistedAuthSchema'), ANONYMOUS);

/** The one owner of the session; the api client and AuthProvider both read and write it here. */
export const authStore = {
  get: store.get,
  subscribe: store.subscribe,
  restore: store.restore,
  token: (): string | null => store.get().jwt,
  /** The role this device's unchecked session names, if any: a guess for preloading, see PersistedStore.peek. */
  storedRoleGuess(): RoleId | null {
    const role = (store.peek() as { user?: { role_id?: unknown } } | null)?.user?.role_id;
    return Object.values(ROLE).find((known) => known === role) ?? null;
  },
  setSession(jwt: string, user: User): void {
    store.set({ status: 'authenticated', jwt, user });
  },
  /** A renewed token (spec §4) replaces the old one; without a session there is nothing to renew. */
  replaceToken(jwt: string): void {
    const current = store.get();
    if (current.status === 'authenticated' && current.jwt !== jwt) store.set({ ...current, jwt });
  },
  setUser(user: User): void {
    const current = store.get();
    if (current.status === 'authenticated') store.set({ ...current, user });
  },
  clear(): void {
    store.set(ANONYMOUS);
  },
};

export function useAuthSnapshot(): PersistedAuth {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
