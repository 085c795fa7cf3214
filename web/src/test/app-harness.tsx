import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLIENT_CONFIG_ELEMENT_ID,
  type ClientConfig,
  type Endpoint,
  type EndpointData,
  type ErrorCode,
  errorMessage,
  FILE,
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
  [ROLE.parent]: ['Ирина', 'Родителева'],
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

export type Route = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

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

/** A request to an endpoint, with the path's parameters as they were sent. */
export interface EndpointRequest extends FakeRequest {
  params: Record<string, string>;
}

/** What a fake endpoint answers: its data (typed by the endpoint), or a whole response (a refusal, headers). */
type EndpointReply<E extends Endpoint> = EndpointData<E> | FakeResponse;

interface TemplateRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: (request: EndpointRequest) => Promise<FakeResponse>;
}

/** Marks a whole response among an endpoint's replies, whose data may look like anything. */
class FakeAnswer implements FakeResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers?: Record<string, string>,
  ) {}
}

function isFakeResponse(value: unknown): value is FakeResponse {
  return value instanceof FakeAnswer;
}

function templateOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^/api${source}$`), names };
}

/**
 * Replaces fetch with a server that answers `"METHOD /api/path"` keys, and the endpoints given to `on`. Unknown
 * calls answer 404 NOT_FOUND. Every call is recorded so tests can see what was sent.
 */
export function mockServer(routes: Record<string, Route> = {}) {
  const calls: FakeRequest[] = [];
  const table: Record<string, Route> = { 'GET /api/client-config': CLIENT_CONFIG_OK, ...routes };
  const templates: TemplateRoute[] = [];
  const routeFor = (request: FakeRequest): ((request: FakeRequest) => Promise<FakeResponse>) | undefined => {
    const exact = table[`${request.method} ${request.path}`];
    if (exact !== undefined) return async (fake) => (typeof exact === 'function' ? exact(fake) : exact);
    for (const template of [...templates].reverse()) {
      const match = template.method === request.method ? template.pattern.exec(request.path) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        template.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return (fake) => template.answer({ ...fake, params });
    }
    return undefined;
  };
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
    const route = routeFor(request);
    const answer = route === undefined ? fail(404, 'NOT_FOUND') : await route(request);
    const body =
      answer.body === undefined ? null : answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  const set = (key: string, route: Route) => {
    table[key] = route;
  };
  /**
   * Answers an endpoint of @umka/contracts (the latest `on` of an endpoint wins): with its data, typed by the
   * endpoint, or with `answer(...)`/`refuse(...)` for a whole response. A file endpoint answers a Blob.
   */
  const on = <E extends Endpoint>(
    endpoint: E,
    reply: EndpointReply<E> | ((request: EndpointRequest) => EndpointReply<E> | Promise<EndpointReply<E>>),
  ) => {
    templates.push({
      method: endpoint.method,
      ...templateOf(endpoint.path),
      answer: async (request) => {
        const value =
          typeof reply === 'function'
            ? await (reply as (request: EndpointRequest) => EndpointReply<E> | Promise<EndpointReply<E>>)(request)
            : reply;
        if (isFakeResponse(value)) return value;
        return endpoint.response === FILE ? { status: 200, body: value } : ok(value);
      },
    });
  };
  /** The calls made to one endpoint, in order. */
  const callsTo = (endpoint: Endpoint): EndpointRequest[] => {
    const { pattern, names } = templateOf(endpoint.path);
    return calls.flatMap((call) => {
      const match = call.method === endpoint.method ? pattern.exec(call.path) : null;
      if (!match) return [];
      const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
      return [{ ...call, params }];
    });
  };
  return { calls, fetchMock, set, on, callsTo };
}

/** A whole response for `on`: a status with the success envelope of `data`, and headers. */
export const answer = (
  data: unknown,
  { status = 200, headers }: { status?: number; headers?: Record<string, string> } = {},
) => new FakeAnswer(status, { status: true, data }, headers);

/** A refusal for `on`, as the server sends it. */
export const refuse = (status: number, code: ErrorCode, fields?: FieldError[]) => {
  const { body } = fail(status, code, fields);
  return new FakeAnswer(status, body);
};

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
