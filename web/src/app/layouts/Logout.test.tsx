import { screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  fail,
  installFakeRealtime,
  mockServer,
  ok,
  type Route,
  renderApp,
  signIn,
  TOKEN,
} from '../../test/app-harness.tsx';

vi.mock('../../features/students/student/StudentHomePage.tsx', () => ({
  StudentHomePage: () => <h1>student home</h1>,
}));
vi.mock('../../features/students/student/StudentMenu.tsx', () => ({ StudentMenu: () => <nav>student menu</nav> }));

const student = buildUser(ROLE.student);
const math = buildSubject(1);
const ANONYMOUS = JSON.stringify({ status: 'anonymous', jwt: null, user: null });

function serverWith(logout: Route) {
  return mockServer({
    'GET /api/me': ok(buildMe(student, [math])),
    'GET /api/students/3/subjects/1': ok(buildSubjectData(math, 2)),
    'POST /api/logout': logout,
  });
}

const logoutCalls = (server: ReturnType<typeof mockServer>) =>
  server.calls.filter((call) => call.method === 'POST' && call.path === '/api/logout');

describe('logout', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('ends the session on the server with the current token before forgetting it on this device', async () => {
    const seenByServer: Array<string | null> = [];
    const server = serverWith(() => {
      seenByServer.push(localStorage.getItem('auth'));
      return ok({ all: false });
    });
    const app = renderApp('/student');
    await screen.findByText('student home');
    await app.user.click(screen.getByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    const [call, ...more] = logoutCalls(server);
    expect(more).toEqual([]);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call?.body).toBeUndefined();
    expect(seenByServer).toHaveLength(1);
    expect(seenByServer[0]).not.toBe(ANONYMOUS);
    expect(localStorage.getItem('auth')).toBe(ANONYMOUS);
  });

  it('forgets the session on this device even when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const app = renderApp('/student');
    await screen.findByText('student home');
    await app.user.click(screen.getByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(logoutCalls(server)).toHaveLength(1);
    expect(localStorage.getItem('auth')).toBe(ANONYMOUS);
    expect(app.pathname()).toBe('/login');
    warn.mockRestore();
  });

  it('logs out of all devices after the student confirms', async () => {
    const server = serverWith(ok({ all: true }));
    const app = renderApp('/student');
    await screen.findByText('student home');
    await app.user.click(screen.getByRole('button', { name: 'Другие действия с аккаунтом' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти на всех устройствах' }));
    expect(await screen.findByText(/Ты выйдешь из аккаунта на всех устройствах/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Выйти везде' }));

    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(logoutCalls(server).map((call) => call.body)).toEqual([{ all: true }]);
    expect(localStorage.getItem('auth')).toBe(ANONYMOUS);
  });

  it('stays signed in when logging out of all devices fails, so the student can try again', async () => {
    const server = serverWith(fail(500, 'INTERNAL_ERROR'));
    const app = renderApp('/student');
    await screen.findByText('student home');
    await app.user.click(screen.getByRole('button', { name: 'Другие действия с аккаунтом' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти на всех устройствах' }));
    await app.user.click(await screen.findByRole('button', { name: 'Выйти везде' }));

    await waitFor(() => expect(logoutCalls(server)).toHaveLength(1));
    expect(await screen.findByText('Ой! Что-то пошло не так!')).toBeInTheDocument();
    expect(app.pathname()).toBe('/student');
    expect(localStorage.getItem('auth')).not.toBe(ANONYMOUS);
  });

  it('sends nothing until the student confirms logging out of all devices', async () => {
    const server = serverWith(ok({ all: true }));
    const app = renderApp('/student');
    await screen.findByText('student home');
    await app.user.click(screen.getByRole('button', { name: 'Другие действия с аккаунтом' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти на всех устройствах' }));
    await app.user.click(await screen.findByRole('button', { name: 'Нет' }));

    expect(logoutCalls(server)).toEqual([]);
    expect(app.pathname()).toBe('/student');
  });
});
