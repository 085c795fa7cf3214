import { screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store.ts';
import { buildMe, buildUser, fail, installFakeRealtime, mockServer, ok, renderApp } from '../../test/app-harness.tsx';

vi.mock('../users/admin/AdminUsersPage.tsx', () => ({ AdminUsersPage: () => <h1>admin users page</h1> }));
vi.mock('../students/student/SubjectSelectPage.tsx', () => ({ SubjectSelectPage: () => <h1>subject select</h1> }));

const admin = buildUser(ROLE.admin);
const student = buildUser(ROLE.student);

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Пароль'), password);
  await app.user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login page', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;

  beforeEach(() => {
    realtime = installFakeRealtime();
  });

  it('names the empty fields instead of calling the server', async () => {
    const server = mockServer({});
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Войти' }));
    // The login page checks with schemas it loads on first use, so the answer may come a moment later.
    expect(await screen.findByText('Введите email')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/login');
  });

  it('shows the server message when the credentials are refused', async () => {
    mockServer({ 'POST /api/login': fail(429, 'TOO_MANY_ATTEMPTS') });
    const app = renderApp('/login');
    await fillAndSubmit(app, 'someone@example.com', 'wrong');
    expect(await screen.findByText('Слишком много попыток. Попробуйте позже')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(authStore.get().status).toBe('anonymous');
  });

  it("shows 'Некорректные данные' when the server cannot say why", async () => {
    mockServer({});
    const app = renderApp('/login');
    await screen.findByLabelText('Email');
    // The boot check has passed; from now on the server is unreachable.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await fillAndSubmit(app, 'someone@example.com', 'secret');
    expect(await screen.findByText('Некорректные данные')).toBeInTheDocument();
  });

  it('stores the token from the jwt-token header, joins the online channel and goes to the admin home', async () => {
    const server = mockServer({
      'POST /api/login': ok({ user: admin }, { 'jwt-token': 'fresh-token' }),
      'GET /api/me': ok(buildMe(admin)),
    });
    const app = renderApp('/login');
    await fillAndSubmit(app, 'Admin@Example.com ', 'password');
    expect(await screen.findByText('admin users page')).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin');
    expect(server.calls.find((call) => call.path === '/api/login')?.body).toEqual({
      email: 'admin@example.com',
      password: 'password',
    });
    expect(authStore.get()).toMatchObject({ status: 'authenticated', jwt: 'fresh-token', user: { id: admin.id } });
    expect(realtime.connect).toHaveBeenCalledWith('fresh-token');
    expect(realtime.subscribe.mock.calls.map(([channel]) => channel)).toEqual(['online.user.1']);
  });

  it("joins a student's own likes, events, chat and invitation channels too and sends them to choose a subject", async () => {
    mockServer({
      'POST /api/login': ok({ user: student }, { 'jwt-token': 'student-token' }),
      'GET /api/me': ok(buildMe(student)),
    });
    const app = renderApp('/login');
    await fillAndSubmit(app, 'student@example.com', 'pass');
    expect(await screen.findByText('subject select')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/student/subject'));
    expect(realtime.subscribe.mock.calls.map(([channel]) => channel)).toEqual([
      'online.user.3',
      'users.3.likes',
      'users.3.events',
      'users.3.chats',
      'invite.users',
    ]);
  });
});
