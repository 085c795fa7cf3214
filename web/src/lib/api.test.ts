import { notificationsStore } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { defineEndpoints, FILE, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildUser, fail, installFakeRealtime, mockServer, ok, signIn, TOKEN } from '../test/app-harness.tsx';
import { ApiError, api, type EndpointLater, silentApi } from './api.ts';
import { authStore } from './auth-store.ts';
import { i18n } from './i18n.ts';
import { useIsLoading } from './loading.ts';
import { setNavigator } from './navigation.ts';

/** Endpoints made for these tests: the client's behaviour, whatever the area. */
const testApi = defineEndpoints('test', {
  things: {
    method: 'GET',
    path: '/things',
    access: 'public',
    query: z.object({ page: z.number().optional(), search: z.string().optional(), skip: z.string().optional() }),
    response: z.object({ answer: z.number() }),
  },
  me: { method: 'GET', path: '/me', access: 'public', response: z.unknown() },
  users: { method: 'GET', path: '/users', access: 'public', response: z.unknown() },
  createUser: {
    method: 'POST',
    path: '/users',
    access: 'public',
    body: z.object({ email: z.string() }),
    response: z.unknown(),
  },
  slow: { method: 'GET', path: '/slow', access: 'public', response: z.number() },
  count: { method: 'GET', path: '/count', access: 'public', response: z.object({ count: z.number() }) },
  x: { method: 'POST', path: '/x', access: 'public', response: z.unknown() },
  login: { method: 'POST', path: '/login', access: 'public', body: z.object({}), response: z.unknown() },
  pdf: {
    method: 'GET',
    path: '/certificates/:id/pdf',
    access: 'public',
    params: z.object({ id: z.coerce.number() }),
    response: FILE,
  },
});

function shownNotices(): { title: unknown; message: unknown }[] {
  return notificationsStore.getState().notifications.map(({ title, message }) => ({ title, message }));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

  beforeEach(() => {
    realtime = installFakeRealtime();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });

  it('sends the stored token as a bearer token and returns the unwrapped data', async () => {
    signIn(buildUser(ROLE.admin));
    const server = mockServer({ 'GET /api/things': ok({ answer: 42 }) });
    const data = await api.call(testApi.things, { query: { page: 2, search: 'ab', skip: undefined } });
    expect(data).toEqual({ answer: 42 });
    expect(server.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(server.calls[0]?.query.toString()).toBe('page=2&search=ab');
  });

  it('replaces the stored token and the socket token when a response carries jwt-token', async () => {
    signIn(buildUser(ROLE.student));
    mockServer({ 'GET /api/me': ok({}, { 'jwt-token': 'renewed-token' }) });
    await api.call(testApi.me);
    expect(authStore.token()).toBe('renewed-token');
    expect(realtime.setToken).toHaveBeenCalledWith('renewed-token');
  });

  it('turns an error envelope into an ApiError and shows the "Oops" notice with the server text', async () => {
    const fields = [
      {
        field: 'email',
        code: 'EMAIL_TAKEN' as const,
        message: { 'ru-RU': 'занят', 'en-US': 'taken', 'uk-UA': 'зайнятий' },
      },
    ];
    mockServer({ 'POST /api/users': fail(409, 'EMAIL_TAKEN', fields) });
    const error = await caught(api.call(testApi.createUser, { body: { email: 'a@b.c' } }));
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', fields });
    expect(error.message['en-US']).toBe('A user with this email already exists');
    expect(shownNotices()).toEqual([
      { title: 'Ой! Что-то пошло не так!', message: 'Пользователь с таким email уже существует' },
    ]);
  });

  it('shows the notice in the current locale', async () => {
    await i18n.changeLanguage('en-US');
    mockServer({ 'GET /api/users': fail(403, 'FORBIDDEN') });
    await caught(api.call(testApi.users));
    expect(shownNotices()).toEqual([
      { title: 'Oops! Something went wrong!', message: 'Unavailable for the current user' },
    ]);
  });

  it('keeps the silent client silent: no notice and no loading state', async () => {
    mockServer({ 'GET /api/users': fail(403, 'FORBIDDEN') });
    const seen: boolean[] = [];
    renderHook(() => seen.push(useIsLoading()));
    const error = await caught(silentApi.call(testApi.users));
    expect(error.code).toBe('FORBIDDEN');
    expect(shownNotices()).toEqual([]);
    expect(seen).not.toContain(true);
  });

  it('shows the loading state while a main-client call runs', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = renderHook(() => useIsLoading());
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = api.call(testApi.slow);
    });
    expect(loading.result.current).toBe(true);
    await act(async () => {
      answer(new Response(JSON.stringify({ status: true, data: 1 }), { status: 200 }));
      await call;
    });
    expect(loading.result.current).toBe(false);
  });

  it("tells a proxy's bare 503 as the server being away for a moment, to try again", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>Service Unavailable</html>', { status: 503 }));
    const error = await caught(api.call(testApi.users));
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(shownNotices()).toEqual([
      { title: 'Ой! Что-то пошло не так!', message: 'Сервер временно недоступен. Повторите через минуту' },
    ]);
  });

  it('reports a server that cannot be reached as an ApiError with status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.call(testApi.me));
    expect(error).toMatchObject({ status: 0, code: 'INTERNAL_ERROR' });
    expect(shownNotices()).toHaveLength(1);
  });

  it('rejects data that does not match the schema it was asked for', async () => {
    mockServer({ 'GET /api/count': ok({ count: 'many' }) });
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await caught(silentApi.call(testApi.count));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(report).toHaveBeenCalled();
  });

  it('checks the answer with a schema that loads while the request is on its way', async () => {
    mockServer({ 'GET /api/count': ok({ count: 3 }) });
    let loaded = false;
    const later: EndpointLater<typeof testApi.count> = {
      method: 'GET',
      path: '/count',
      load: async () => {
        loaded = true;
        return testApi.count;
      },
    };
    const request = silentApi.call(later);
    expect(loaded).toBe(true);
    expect(await request).toEqual({ count: 3 });
  });

  it('reports an answer whose schema could not be loaded as a failure, not as unchecked data', async () => {
    mockServer({ 'GET /api/count': ok({ count: 3 }) });
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later: EndpointLater<typeof testApi.count> = {
      method: 'GET',
      path: '/count',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    const error = await caught(silentApi.call(later));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(report).toHaveBeenCalled();
  });

  it('reloads the root page on 503 MAINTENANCE_MODE_ACTIVE', async () => {
    mockServer({ 'GET /api/me': fail(503, 'MAINTENANCE_MODE_ACTIVE') });
    await caught(api.call(testApi.me));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('reloads the root page on 419 CSRF token mismatch', async () => {
    mockServer({ 'POST /api/x': { status: 419, body: { message: 'CSRF token mismatch.' } } });
    await caught(silentApi.call(testApi.x));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('does not reload again while the previous reload is recent, so the page cannot loop', async () => {
    mockServer({ 'GET /api/me': fail(503, 'MAINTENANCE_MODE_ACTIVE') });
    await caught(silentApi.call(testApi.me));
    await caught(silentApi.call(testApi.me));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('does not reload on other 503 answers', async () => {
    mockServer({ 'GET /api/me': { status: 503, body: 'Service Unavailable' } });
    await caught(silentApi.call(testApi.me));
    expect(assign).not.toHaveBeenCalled();
  });

  it('on 401 with a token clears the session, leaves the socket and goes to /login with one notice', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    signIn(buildUser(ROLE.teacher));
    mockServer({ 'GET /api/me': fail(401, 'TOKEN_INVALID') });
    await caught(api.call(testApi.me));
    expect(authStore.get()).toEqual({ status: 'anonymous', jwt: null, user: null });
    expect(realtime.disconnect).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(shownNotices()).toEqual([{ title: undefined, message: 'Необходимо войти в систему' }]);
  });

  it('on 401 without a token (wrong password) keeps everything as it was', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    mockServer({ 'POST /api/login': fail(401, 'INVALID_CREDENTIALS') });
    const error = await caught(silentApi.call(testApi.login, { body: {} }));
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fetches a file as a blob with the bearer token', async () => {
    signIn(buildUser(ROLE.student));
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    const blob = await api.call(testApi.pdf, { params: { id: 5 } });
    expect(await blob.text()).toBe('%PDF-1.7');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/certificates/5/pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('reports a refused file like any refused call', async () => {
    signIn(buildUser(ROLE.student));
    mockServer({ 'GET /api/certificates/5/pdf': fail(403, 'FORBIDDEN') });
    const error = await caught(api.call(testApi.pdf, { params: { id: 5 } }));
    expect(error.code).toBe('FORBIDDEN');
    expect(shownNotices()).toHaveLength(1);
  });
});
