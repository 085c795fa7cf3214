import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLIENT_CONFIG_ELEMENT_ID,
  type ClientConfig,
  type ErrorCode,
  errorMessage,
  type FieldError,
  type Me,
  RECORDING_MAX_BYTES_DEFAULT,
  ROLE,
  type RoleId,
  type Subject,
  type SubjectData,
  type SubjectMainId,
  type User,
} from '@umka/contracts';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App.tsx';
import { routes as appRoutes } from '../app/routes.tsx';
import { authStore } from '../lib/auth-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { realtime } from '../lib/socket.ts';
import { subjectStore } from '../lib/subject-store.ts';

/** Test support for whole-app tests: data builders, a fake server behind fetch, a fake socket and renderApp(). */

export const TOKEN = 'token-1';

const ROLE_NAMES: Record<RoleId, [string, string]> = {
  [ROLE.admin]: ['Анна', 'Админова'],
  [ROLE.teacher]: ['Татьяна', 'Учителева'],
  [ROLE.student]: ['Саша', 'Ученикова'],
};

export function buildUser(role_id: RoleId, overrides: Partial<User> = {}): User {
  const [first_name, last_name] = ROLE_NAMES[role_id];
  return {
    id: role_id,
    role_id,
    name: `${first_name} ${last_name}`,
    first_name,
    last_name,
    email: `user${role_id}@example.com`,
    phone: null,
    is_active: true,
    avatar: null,
    property: { age: null, guides: [] },
    locale: 'ru-RU',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSubject(main_id: SubjectMainId, overrides: Partial<Subject> = {}): Subject {
  return {
    id: main_id,
    main_id,
    title: { 'ru-RU': `Предмет ${main_id}`, 'en-US': `Subject ${main_id}`, 'uk-UA': `Предмет ${main_id} (uk)` },
    color: '#7048e8',
    is_open: true,
    ...overrides,
  };
}

export function buildMe(user: User, subjects: Subject[] = []): Me {
  return {
    user,
    student:
      user.role_id === ROLE.student
        ? { subjects: subjects.map((s) => ({ ...s, status: 'active', likes_balance: 0 })), groups: [] }
        : null,
  };
}

export function buildSubjectData(subject: Subject, likes = 0): SubjectData {
  return { subject, likes, likes_earned: likes, character: null, profession: null, trainers: [] };
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export const ok = (data: unknown, headers?: Record<string, string>): FakeResponse => ({
  status: 200,
  body: { status: true, data },
  headers,
});

export const fail = (status: number, code: ErrorCode, fields?: FieldError[]): FakeResponse => ({
  status,
  body: { status: false, code, message: errorMessage(code), ...(fields ? { fields } : {}) },
});

export const CLIENT_CONFIG_OK = ok({
  forced_locale: null,
  maintenance: false,
  recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT,
});

/**
 * Writes the config block the server puts into every page (server/src/lib/spa.ts), as in production; returns what
 * takes it away again (a test that calls this removes it when done).
 */
export function servePageConfig(config: Partial<ClientConfig> = {}): () => void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CLIENT_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify({
    forced_locale: null,
    maintenance: false,
    recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT,
    ...config,
  });
  document.head.append(block);
  return () => block.remove();
}

/**
 * Replaces fetch with a server that answers `"METHOD /api/path"` keys. Unknown calls answer
 * 404 NOT_FOUND. Every call is recorded so tests can see what was sent.
 */
export function mockServer(routes: Record<string, Route>) {
  const calls: FakeRequest[] = [];
  const table: Record<string, Route> = { 'GET /api/client-config': CLIENT_CONFIG_OK, ...routes };
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(request);
    const route = table[`${request.method} ${request.path}`];
    const answer =
      route === undefined ? fail(404, 'NOT_FOUND') : typeof route === 'function' ? await route(request) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  const set = (key: string, route: Route) => {
    table[key] = route;
  };
  return { calls, fetchMock, set };
}

/** Stands in for the socket: records what the app asks of it and lets a test deliver events. */
export function installFakeRealtime() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const spies = {
    connect: vi.spyOn(realtime, 'connect').mockImplementation(() => undefined),
    disconnect: vi.spyOn(realtime, 'disconnect').mockImplementation(() => undefined),
    setToken: vi.spyOn(realtime, 'setToken').mockImplementation(() => undefined),
    subscribe: vi.spyOn(realtime, 'subscribe').mockResolvedValue({ ok: true }),
    unsubscribe: vi.spyOn(realtime, 'unsubscribe').mockImplementation(() => undefined),
  };
  vi.spyOn(realtime, 'on').mockImplementation((_kind, channel, event, handler) => {
    const key = `${channel} ${event}`;
    const set = handlers.get(key) ?? new Set();
    const listener = (payload: unknown) => handler(payload as Parameters<typeof handler>[0]);
    set.add(listener);
    handlers.set(key, set);
    return () => set.delete(listener);
  });
  const emit = (channel: string, event: string, payload: unknown) => {
    for (const listener of handlers.get(`${channel} ${event}`) ?? []) listener(payload);
  };
  return { ...spies, emit };
}

export function signIn(user: User): void {
  authStore.setSession(TOKEN, user);
}

export function chooseSubject(subject: Subject): void {
  subjectStore.set({ id: subject.id, main_id: subject.main_id });
}

/** Renders the whole app (boot gate, session, router) at `path` in a memory router. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} mantineEnv="test" />);
  return { ...view, router, queryClient, user, pathname: () => router.state.location.pathname };
}
