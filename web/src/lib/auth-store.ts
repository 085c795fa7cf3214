import { type User, userSchema } from '@umka/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createPersistedStore } from './persisted-store.ts';

/** Auth state of spec §3 as persisted under `auth`: status, jwt, user. */
export const AUTH_STORAGE_KEY = 'auth';

const persistedAuthSchema = z.union([
  z.object({ status: z.literal('authenticated'), jwt: z.string().min(1), user: userSchema }),
  z.object({ status: z.literal('anonymous'), jwt: z.null(), user: z.null() }),
]);
export type PersistedAuth = z.infer<typeof persistedAuthSchema>;

const ANONYMOUS: PersistedAuth = { status: 'anonymous', jwt: null, user: null };

const store = createPersistedStore<PersistedAuth>(AUTH_STORAGE_KEY, persistedAuthSchema, ANONYMOUS);

/** The one owner of the session; the api client and AuthProvider both read and write it here. */
export const authStore = {
  get: store.get,
  subscribe: store.subscribe,
  token: (): string | null => store.get().jwt,
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
  return useSyncExternalStore(authStore.subscribe, authStore.get);
}
