import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry, OutboxMessage, Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSubject } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminSettingsPage } from './AdminSettingsPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

/** The server keeps the outbox newest first: page 1 holds the fresh reset code. */
const outboxPages: OutboxMessage[][] = [
  [
    {
      id: 2,
      to: 'new@example.com',
      subject: 'Сброс пароля',
      text: 'Ваш код: 654321',
      created_at: '2025-01-02T10:00:00Z',
    },
  ],
  [{ id: 1, to: 'old@example.com', subject: 'Старое письмо', text: 'Код: 111111', created_at: '2025-01-01T10:00:00Z' }],
];

function logEntry(id: number, action: string, actor: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    user_id: 1,
    user_name: 'Алла Админова',
    action,
    target_type: 'user',
    target_id: 5,
    target_name: 'Петя Сидоров',
    ip: '127.0.0.1',
    created_at: '2025-01-02T10:00:00Z',
    ...actor,
  };
}

let maintenanceEnabled = false;
const english = { ...buildSubject(9), title: { 'ru-RU': 'Английский', 'en-US': 'English', 'uk-UA': 'Англійська' } };
let subjects: Subject[] = [];

beforeEach(() => {
  maintenanceEnabled = false;
  subjects = [buildSubject(1), { ...english, is_open: false }];
  client.get.mockReset().mockImplementation((path: string, opts?: { query?: { page?: number } }) => {
    if (path === '/admin/maintenance') return Promise.resolve({ enabled: maintenanceEnabled });
    if (path === '/subjects') return Promise.resolve(subjects);
    if (path === '/admin/outbox') {
      const page = opts?.query?.page ?? 1;
      return Promise.resolve({ items: outboxPages[page - 1], total: 2, page, per_page: 10, last_page: 2 });
    }
    if (path === '/admin/logs') {
      const page = opts?.query?.page ?? 1;
      return Promise.resolve({
        items: [logEntry(page, page === 1 ? 'user.block' : 'user.delete')],
        total: 21,
        page,
        per_page: 20,
        last_page: 2,
      });
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  client.put.mockReset().mockImplementation((_path: string, body: { enabled: boolean }) => Promise.resolve(body));
  client.patch.mockReset().mockImplementation((path: string, body: { is_open: boolean }) => {
    subjects = subjects.map((subject) => (`/subjects/${subject.id}` === path ? { ...subject, ...body } : subject));
    return Promise.resolve(subjects.find((subject) => `/subjects/${subject.id}` === path));
  });
});

describe('AdminSettingsPage', () => {
  it('asks before turning maintenance mode on and turns it on once confirmed', async () => {
    renderWithProviders(<AdminSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: 'Режим обслуживания' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Включить режим обслуживания?');
    expect(client.put).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Включить' }));
    await waitFor(() =>
      expect(client.put).toHaveBeenCalledWith('/admin/maintenance', { enabled: true }, expect.anything()),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Режим обслуживания' })).toBeChecked());
  });

  it('keeps maintenance mode off when the admin changes their mind', async () => {
    renderWithProviders(<AdminSettingsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Режим обслуживания' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.put).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Режим обслуживания' })).not.toBeChecked();
  });

  it('turns maintenance mode off without asking', async () => {
    maintenanceEnabled = true;
    renderWithProviders(<AdminSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: 'Режим обслуживания' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(client.put).toHaveBeenCalledWith('/admin/maintenance', { enabled: false }, expect.anything()),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the newest outbox mail with its full text and pages to older ones', async () => {
    renderWithProviders(<AdminSettingsPage />);
    const outbox = screen.getByRole('region', { name: 'Исходящие письма' });
    expect(await within(outbox).findByText('Ваш код: 654321')).toBeInTheDocument();
    expect(within(outbox).getByText('Кому: new@example.com')).toBeInTheDocument();
    await userEvent.click(within(outbox).getByRole('button', { name: '2' }));
    expect(await within(outbox).findByText('Код: 111111')).toBeInTheDocument();
  });

  it('pages through the audit log', async () => {
    renderWithProviders(<AdminSettingsPage />);
    const log = screen.getByRole('region', { name: 'Журнал действий' });
    expect(await within(log).findByText('Петя Сидоров')).toBeInTheDocument();
    expect(within(log).getByText('Всего записей: 21')).toBeInTheDocument();
    await userEvent.click(within(log).getByRole('button', { name: '2' }));
    expect(await within(log).findByRole('row', { name: /Пользователь Петя Сидоров удалён/ })).toBeInTheDocument();
  });

  it('tells each logged action as a sentence naming who did it and the object, linked to where it is managed', async () => {
    const otherCards = client.get.getMockImplementation();
    client.get.mockImplementation((path: string, opts?: { query?: { page?: number } }) => {
      if (path !== '/admin/logs') return otherCards?.(path, opts);
      return Promise.resolve({
        items: [
          logEntry(3, 'user.block'),
          logEntry(2, 'user.delete', { user_id: 9, user_name: null, target_name: null }),
          logEntry(4, 'group.restore', { target_type: 'group', target_id: 8, target_name: '3 «Б»' }),
          logEntry(5, 'subject.open', { target_type: 'subject', target_id: 9, target_name: null }),
          logEntry(1, 'maintenance.on', { user_id: null, user_name: null, target_type: null, target_id: null }),
        ],
        total: 3,
        page: 1,
        per_page: 20,
        last_page: 1,
      });
    });
    renderWithProviders(<AdminSettingsPage />, { locale: 'uk-UA' });
    const log = screen.getByRole('region', { name: 'Журнал дій' });
    const [, named, deleted, group, subject, system] = await within(log).findAllByRole('row');
    expect(named).toHaveTextContent('Алла Админова');
    expect(named).toHaveTextContent('Користувача Петя Сидоров заблоковано');
    expect(within(named as HTMLElement).getByRole('link', { name: 'Петя Сидоров' })).toHaveAttribute(
      'href',
      `/admin?search=${encodeURIComponent('Петя Сидоров')}`,
    );
    expect(deleted).toHaveTextContent('Видалений користувач #9');
    expect(deleted).toHaveTextContent('Користувача #5 (більше немає) видалено');
    expect(within(deleted as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(group).toHaveTextContent('Клас «3 «Б»» відновлено');
    await waitFor(() => expect(subject).toHaveTextContent('Предмет «Англійська» відкрито для учнів'));
    expect(system).toHaveTextContent('Система');
    expect(system).toHaveTextContent('Увімкнено режим обслуговування');
  });

  it('opens a closed subject to students with one switch', async () => {
    renderWithProviders(<AdminSettingsPage />);
    const card = screen.getByRole('region', { name: 'Предметы для учеников' });
    const switchOf = await within(card).findByRole('switch', { name: /^Английский/ });
    expect(switchOf).not.toBeChecked();
    await userEvent.click(switchOf);
    await waitFor(() => expect(client.patch).toHaveBeenCalledWith('/subjects/9', { is_open: true }, expect.anything()));
    await waitFor(() => expect(within(card).getByRole('switch', { name: /^Английский/ })).toBeChecked());
  });
});
