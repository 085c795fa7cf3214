import { act, screen, waitFor } from '@testing-library/react';
import { RECORDING_MAX_BYTES_DEFAULT, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildUser,
  fail,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  servePageConfig,
  signIn,
} from '../test/app-harness.tsx';
import { MAINTENANCE_RECHECK_MS } from './BootGate.tsx';

vi.mock('../features/users/admin/AdminUsersPage.tsx', () => ({ AdminUsersPage: () => <h1>admin users page</h1> }));

const MAINTENANCE_ON = ok({ forced_locale: null, maintenance: true, recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT });
const MAINTENANCE_OFF = ok({
  forced_locale: null,
  maintenance: false,
  recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT,
});

describe('boot check and maintenance screen', () => {
  beforeEach(() => {
    installFakeRealtime();
  });

  it('shows the maintenance screen instead of the app and makes no other call', async () => {
    signIn(buildUser(ROLE.teacher));
    const server = mockServer({ 'GET /api/client-config': MAINTENANCE_ON });
    renderApp('/teacher/classes');
    expect(await screen.findByText('Идут технические работы')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/client-config']);
  });

  it('lets the app in once a retry finds maintenance over', async () => {
    const server = mockServer({ 'GET /api/client-config': MAINTENANCE_ON });
    const app = renderApp('/login');
    await screen.findByText('Идут технические работы');
    server.set('GET /api/client-config', MAINTENANCE_OFF);
    await app.user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
  });

  it('checks again by itself while maintenance lasts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = mockServer({ 'GET /api/client-config': MAINTENANCE_ON });
      renderApp('/login');
      await screen.findByText('Идут технические работы');
      server.set('GET /api/client-config', MAINTENANCE_OFF);
      await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS));
      expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an admin work during maintenance', async () => {
    const admin = buildUser(ROLE.admin);
    signIn(admin);
    mockServer({ 'GET /api/client-config': MAINTENANCE_ON, 'GET /api/me': ok(buildMe(admin)) });
    renderApp('/admin');
    expect(await screen.findByText('admin users page')).toBeInTheDocument();
  });

  it('lets an admin log in from the maintenance screen', async () => {
    const admin = buildUser(ROLE.admin);
    mockServer({
      'GET /api/client-config': MAINTENANCE_ON,
      'POST /api/login': ok({ user: admin }, { 'jwt-token': 'admin-token' }),
      'GET /api/me': ok(buildMe(admin)),
    });
    const app = renderApp('/admin');
    await app.user.click(await screen.findByRole('button', { name: 'Вход для администратора' }));
    await app.user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await app.user.type(screen.getByLabelText('Пароль'), 'password');
    await app.user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.queryByText('Идут технические работы')).not.toBeInTheDocument());
    expect(await screen.findByText('admin users page')).toBeInTheDocument();
  });

  it('treats a 503 MAINTENANCE_MODE_ACTIVE from the boot check itself as maintenance, without reloading', async () => {
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    mockServer({ 'GET /api/client-config': fail(503, 'MAINTENANCE_MODE_ACTIVE') });
    renderApp('/login');
    expect(await screen.findByText('Идут технические работы')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('starts from the config the server wrote into the page, without asking for it', async () => {
    const removePageConfig = servePageConfig({ maintenance: true });
    try {
      const server = mockServer({});
      renderApp('/login');
      expect(await screen.findByText('Идут технические работы')).toBeInTheDocument();
      expect(server.calls).toEqual([]);
    } finally {
      removePageConfig();
    }
  });
});
