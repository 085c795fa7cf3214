import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry, OutboxMessage, Subject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSubject, type FakeRequest, mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminSettingsPage } from './AdminSettingsPage.tsx';

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
let server: ReturnType<typeof mockServer>;

const pageOf = (request: FakeRequest) => Number(request.query.get('page') ?? 1);

/** Switches a subject open or closed the way the server does, answering the subject as it now is. */
function setOpen(id: number) {
  return (request: FakeRequest) => {
    subjects = subjects.map((subject) => (subject.id === id ? { ...subject, ...(request.body as object) } : subject));
    return ok(subjects.find((subject) => subject.id === id));
  };
}

beforeEach(() => {
  maintenanceEnabled = false;
  subjects = [buildSubject(1), { ...english, is_open: false }];
  server = mockServer({
    'GET /api/admin/maintenance': () => ok({ enabled: maintenanceEnabled }),
    'PUT /api/admin/maintenance': (request) => ok(request.body),
    'GET /api/subjects': () => ok(subjects),
    'PATCH /api/subjects/1': setOpen(1),
    'PATCH /api/subjects/9': setOpen(9),
    'GET /api/admin/outbox': (request) => {
      const page = pageOf(request);
      return ok({ items: outboxPages[page - 1], total: 2, page, per_page: 10, last_page: 2 });
    },
    'GET /api/admin/logs': (request) => {
      const page = pageOf(request);
      return ok({
        items: [logEntry(page, page === 1 ? 'user.block' : 'user.delete')],
        total: 21,
        page,
        per_page: 20,
        last_page: 2,
      });
    },
  });
});

/** The bodies the page sent with `method` to `path`. */
const sent = (method: string, path: string): unknown[] =>
  server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

describe('AdminSettingsPage', () => {
  it('asks before turning maintenance mode on and turns it on once confirmed', async () => {
    renderWithProviders(<AdminSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: 'Режим обслуживания' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Включить режим обслуживания?');
    expect(sent('PUT', '/api/admin/maintenance')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Включить' }));
    await waitFor(() => expect(sent('PUT', '/api/admin/maintenance')).toEqual([{ enabled: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Режим обслуживания' })).toBeChecked());
  });

  it('keeps maintenance mode off when the admin changes their mind', async () => {
    renderWithProviders(<AdminSettingsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Режим обслуживания' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('PUT', '/api/admin/maintenance')).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Режим обслуживания' })).not.toBeChecked();
  });

  it('turns maintenance mode off without asking', async () => {
    maintenanceEnabled = true;
    renderWithProviders(<AdminSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: 'Режим обслуживания' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(sent('PUT', '/api/admin/maintenance')).toEqual([{ enabled: false }]));
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

  it('shows the latest few actions and links to the whole log', async () => {
    renderWithProviders(<AdminSettingsPage />);
    const log = screen.getByRole('region', { name: 'Журнал действий' });
    expect(await within(log).findByText('Петя Сидоров')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/admin/logs')?.query.get('per_page')).toBe('5');
    expect(within(log).getByRole('link', { name: 'Весь журнал' })).toHaveAttribute('href', '/admin/logs');
  });

  it('tells each logged action as a sentence naming who did it and the object, linked to where it is managed', async () => {
    server.set('GET /api/admin/logs', () =>
      ok({
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
      }),
    );
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
    await waitFor(() => expect(sent('PATCH', '/api/subjects/9')).toEqual([{ is_open: true }]));
    await waitFor(() => expect(within(card).getByRole('switch', { name: /^Английский/ })).toBeChecked());
  });
});
