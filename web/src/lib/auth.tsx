import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { authApi, LogoutBody, Me, meApi, User } from '@umka/contracts';
import { ROLE } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { api, type EndpointLater, silentApi } from './api.ts';
import { authStore, useAuthSnapshot } from './auth-store.ts';
import { loginWithPassword } from './login.ts';
import { navigateTo } from './navigation.ts';
import { firstPageSchemas } from './schemas-later.ts';
import { realtime } from './socket.ts';
import { subjectStore } from './subject-store.ts';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  me: Me | null;
  token: string | null;
  login(email: string, password: string): Promise<User>;
  /** Ends the session on the server, then on this device even when the server could not be reached. */
  logout(): Promise<void>;
  /**
   * Ends every session of the user ("log out of all devices"). A failure is shown and keeps this device signed in:
   * the other devices are not logged out yet, and the user can try again.
   */
  logoutEverywhere(): Promise<void>;
  refreshMe(): Promise<void>;
}

/** Prefix of every GET /me cache entry; invalidate it to reload the current user. */
export const ME_QUERY_KEY = ['me'] as const;
export const meQueryKey = (userId: number) => [...ME_QUERY_KEY, userId] as const;

// The session's calls are on every page: their schemas load with the first request, not with the entry.
const ME: EndpointLater<typeof meApi.get> = {
  method: 'GET',
  path: '/me',
  load: () => firstPageSchemas().then((m) => m.meApi.get),
};
const LOGOUT: EndpointLater<typeof authApi.logout> = {
  method: 'POST',
  path: '/logout',
  load: () => firstPageSchemas().then((m) => m.authApi.logout),
};

/** GET /me of the signed-in user, shared by the provider and the boot's early start (startSessionQueries). */
export const meQuery = (userId: number) =>
  queryOptions({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => api.call(ME, undefined, { signal }),
  });

/** Long enough for a slow network, short enough that nobody waits on a dead one to leave a shared computer. */
const LOGOUT_WAIT_MS = 5000;

/**
 * Channels every session joins on login (spec §7): the online channel, a student's own likes and events, for those
 * who chat and play (students and teachers) the chat's messages and the invitations to online games, and for a
 * parent the chat's messages alone (issue [15]).
 */
function sessionChannels(user: User): string[] {
  const own = [channels.onlineUser(user.id)];
  if (user.role_id === ROLE.student) own.push(channels.likes(user.id), channels.events(user.id));
  if (user.role_id === ROLE.student || user.role_id === ROLE.teacher) {
    own.push(channels.chats(user.id), channels.invites());
  }
  if (user.role_id === ROLE.parent) own.push(channels.chats(user.id));
  return own;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useAuthSnapshot();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;

  const meResult = useQuery({ ...meQuery(userId ?? 0), enabled: userId !== null });

  const freshUser = meResult.data?.user;
  useEffect(() => {
    if (freshUser && JSON.stringify(freshUser) !== JSON.stringify(authStore.get().user)) authStore.setUser(freshUser);
  }, [freshUser]);

  const sessionUser = session.user;
  const sessionKey = sessionUser ? `${sessionUser.id}:${sessionUser.role_id}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnect only when the person changes, not on every profile refresh.
  useEffect(() => {
    const token = authStore.token();
    if (!sessionUser || !token) return;
    realtime.connect(token);
    for (const channel of sessionChannels(sessionUser)) {
      realtime
        .subscribe(channel)
        .catch((error: unknown) => console.warn('Realtime subscription failed', channel, error));
    }
    return () => realtime.disconnect();
  }, [sessionKey]);

  const forgetSession = useCallback(() => {
    realtime.disconnect();
    authStore.clear();
    subjectStore.set(null);
    queryClient.clear();
    navigateTo('/login');
  }, [queryClient]);

  const logout = useCallback(async () => {
    await silentApi
      .call(LOGOUT, undefined, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS), reloadOnSessionLoss: false })
      .catch((error: unknown) => console.warn('The session could not be ended on the server', error));
    forgetSession();
  }, [forgetSession]);

  const logoutEverywhere = useCallback(async () => {
    const body: LogoutBody = { all: true };
    await api.call(LOGOUT, { body }, { reloadOnSessionLoss: false });
    forgetSession();
  }, [forgetSession]);

  const refreshMe = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const status: AuthStatus =
    session.status === 'anonymous'
      ? 'anonymous'
      : meResult.isPending && meResult.isFetching
        ? 'loading'
        : 'authenticated';
  const me = userId !== null ? (meResult.data ?? null) : null;

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: session.user,
      me,
      token: session.jwt,
      login: loginWithPassword,
      logout,
      logoutEverywhere,
      refreshMe,
    }),
    [status, session, me, logout, logoutEverywhere, refreshMe],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs <AuthProvider> above it');
  return value;
}
