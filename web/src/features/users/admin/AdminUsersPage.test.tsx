import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@umka/contracts';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 1, role_id: 1 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function buildUser(overrides: Partial<User>): User {
  return {
    id: 10,
    role_id: 3,
    name: 'Иван Петров',
    first_name: 'Иван',
    last_name: 'Петров',
    email: 'ivan@example.com',
    phone: null,
    is_active: true,
    avatar: null,
    property: { age: null, guides: [] },
    locale: 'ru-RU',
    created_at: '2025-01-01T10:00:00Z',
    ...overrides,
  };
}

const admin = buildUser({ id: 1, role_id: 1, name: 'Анна Админ', email: 'admin@example.com' });
const teacher = buildUser({ id: 2, role_id: 2, name: 'Мария Учитель', email: 'teacher@example.com' });
const student = buildUser({ id: 5, name: 'Иван Петров' });
const blocked = buildUser({ id: 6, name: 'Олег Сидоров', email: 'oleg@example.com', is_active: false });

function page(items: User[], extra: { page?: number; last_page?: number; total?: number } = {}) {
  return {
    items,
    total: extra.total ?? items.length,
    page: extra.page ?? 1,
    per_page: 20,
    last_page: extra.last_page ?? 1,
  };
}

let server: ReturnType<typeof mockServer>;

type Query = Record<string, string>;
const usersQueries = (): Query[] =>
  server.calls
    .filter((call) => call.method === 'GET' && call.path === '/api/users')
    .map((call) => Object.fromEntries(call.query));

/** What the page sent to the server other than reading lists: the changes it asked for. */
const sent = (method: string, path: string): unknown[] =>
  server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body ?? null);
const changes = (): FakeRequest[] => server.calls.filter((call) => call.method !== 'GET');

const DESKTOP_WIDTH = 1280;

function setViewportWidth(width: number) {
  const happyDOM: HappyWindow['happyDOM'] = Reflect.get(window, 'happyDOM');
  happyDOM.setViewport({ width, height: 800 });
}

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  server = mockServer({
    'GET /api/users': ok(page([admin, teacher, student, blocked])),
    'GET /api/subjects': ok([]),
    'PATCH /api/users/5/activity': ok({ user: { ...student, is_active: false } }),
    'PATCH /api/users/6/activity': ok({ user: { ...blocked, is_active: true } }),
    'DELETE /api/users/2': ok({ id: 2 }),
  });
});

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});

async function openActions(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Действия: ${name}` }));
}

describe('AdminUsersPage', () => {
  it('lists users with role and status badges and the total', async () => {
    renderWithProviders(<AdminUsersPage />);
    const row = (await screen.findByText('Мария Учитель')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Учитель')).toBeInTheDocument();
    expect(within(row).getByText('Активен')).toBeInTheDocument();
    const blockedRow = screen.getByText('Олег Сидоров').closest('tr');
    expect(blockedRow && within(blockedRow).getByText('Заблокирован')).toBeInTheDocument();
    expect(screen.getByText('Всего: 4')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(usersQueries()[0]).toEqual({ page: '1', per_page: '20' });
  });

  it('searches once the admin pauses typing, not on every keystroke', async () => {
    renderWithProviders(<AdminUsersPage />);
    await screen.findByText('Иван Петров');
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск' }), 'Ива');
    await waitFor(() => expect(usersQueries().at(-1)).toEqual({ page: '1', per_page: '20', search: 'Ива' }));
    const searches = usersQueries().map((query) => query.search);
    expect(searches).not.toContain('И');
    expect(searches).not.toContain('Ив');
  });

  it('opens already searching for the user an audit log entry links to', async () => {
    renderWithProviders(<AdminUsersPage />, { route: '/admin?search=Иван%20Петров' });
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveValue('Иван Петров');
    await waitFor(() => expect(usersQueries()[0]).toEqual({ page: '1', per_page: '20', search: 'Иван Петров' }));
  });

  it('filters by activity and starts again from the first page', async () => {
    server.set('GET /api/users', (request) =>
      ok(page([student], { page: Number(request.query.get('page')), last_page: 3, total: 41 })),
    );
    renderWithProviders(<AdminUsersPage />);
    await screen.findByText('Иван Петров');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(usersQueries().at(-1)).toEqual({ page: '2', per_page: '20' }));
    await userEvent.click(screen.getByText('Заблокированные'));
    await waitFor(() => expect(usersQueries().at(-1)).toEqual({ page: '1', per_page: '20', is_active: 'false' }));
  });

  it('shows an empty state when nobody matches', async () => {
    server.set('GET /api/users', ok(page([])));
    renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByText('Никого не нашли')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('blocks a user after the admin confirms', async () => {
    renderWithProviders(<AdminUsersPage />);
    await openActions('Иван Петров');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Заблокировать пользователя?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(sent('PATCH', '/api/users/5/activity')).toEqual([{ is_active: false }]));
  });

  it('leaves the user alone when the admin cancels blocking', async () => {
    renderWithProviders(<AdminUsersPage />);
    await openActions('Иван Петров');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);
  });

  it('unblocks a blocked user after the admin confirms', async () => {
    renderWithProviders(<AdminUsersPage />);
    await openActions('Олег Сидоров');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Разблокировать' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Разблокировать пользователя?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(sent('PATCH', '/api/users/6/activity')).toEqual([{ is_active: true }]));
  });

  it('deletes a user after the admin confirms and reloads the list', async () => {
    renderWithProviders(<AdminUsersPage />);
    await openActions('Мария Учитель');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить пользователя?');
    const listLoads = usersQueries().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(sent('DELETE', '/api/users/2')).toEqual([null]));
    await waitFor(() => expect(usersQueries().length).toBeGreaterThan(listLoads));
  });

  it('opens the same actions on a right-click anywhere on the row', async () => {
    renderWithProviders(<AdminUsersPage />);
    const row = (await screen.findByText('Иван Петров')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.contextMenu(within(row).getByText('ivan@example.com'), { clientX: 200, clientY: 120 });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(sent('PATCH', '/api/users/5/activity')).toEqual([{ is_active: false }]));
  });

  it('opens the row actions on a long press', async () => {
    renderWithProviders(<AdminUsersPage />);
    const row = (await screen.findByText('Олег Сидоров')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.touchStart(row, { touches: [{ clientX: 100, clientY: 80 }] });
    expect(await screen.findByRole('menuitem', { name: 'Разблокировать' }, { timeout: 2000 })).toBeInTheDocument();
    fireEvent.touchEnd(row, { changedTouches: [{ clientX: 100, clientY: 80 }] });
  });

  it('folds email, role and status under the name on a phone instead of scrolling sideways', async () => {
    setViewportWidth(390);
    renderWithProviders(<AdminUsersPage />);
    const row = (await screen.findByText('Олег Сидоров')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(row).getByText('oleg@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Ученик')).toBeInTheDocument();
    expect(within(row).getByText('Заблокирован')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    await openActions('Олег Сидоров');
    expect(await screen.findByRole('menuitem', { name: 'Разблокировать' })).toBeInTheDocument();
  });

  it('does not let the admin block or delete their own account', async () => {
    renderWithProviders(<AdminUsersPage />);
    await openActions('Анна Админ');
    expect(await screen.findByRole('menuitem', { name: 'Заблокировать' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Удалить' })).toBeDisabled();
  });
});
